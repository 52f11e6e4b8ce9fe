// One brand, self-contained: its typefaces (self-hosted, latin subset, only the weights its
// tokens use), the global reset and its theme class. An app imports only its own brand.
import '@fontsource/inter/latin-400.css';
import '@fontsource/inter/latin-500.css';
import '@fontsource/inter/latin-700.css';
import '../global.css';

export { mainTheme } from './main.css';
