// One brand, self-contained: its typeface (self-hosted, latin subset, only the weights its
// tokens use), the global reset and its theme class. An app imports only its own brand.
import '@fontsource/ibm-plex-sans/latin-400.css';
import '@fontsource/ibm-plex-sans/latin-500.css';
import '@fontsource/ibm-plex-sans/latin-600.css';
import '../global.css';

export { deLegalTheme } from './de-legal.css';
