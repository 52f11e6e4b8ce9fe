// One brand, self-contained: its typefaces (self-hosted, latin subset, only the weights its
// tokens use), the global reset and its theme class. An app imports only its own brand.
import '@fontsource/merriweather/latin-400.css';
import '@fontsource/merriweather/latin-700.css';
import '@fontsource/source-sans-3/latin-400.css';
import '@fontsource/source-sans-3/latin-600.css';
import '@fontsource/source-sans-3/latin-700.css';
import '../global.css';

export { legalContractsTheme } from './legal-contracts.css';
