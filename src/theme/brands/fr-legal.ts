// One brand, self-contained: its typefaces (self-hosted, latin subset, only the weights its
// tokens use), the global reset and its theme class. An app imports only its own brand.
import '@fontsource/playfair-display/latin-400.css';
import '@fontsource/playfair-display/latin-700.css';
import '@fontsource/nunito-sans/latin-400.css';
import '@fontsource/nunito-sans/latin-600.css';
import '@fontsource/nunito-sans/latin-700.css';
import '../global.css';

export { frLegalTheme } from './fr-legal.css';
