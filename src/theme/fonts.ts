// Typefaces are self-hosted from @fontsource packages (no font CDN), so screenshots
// never depend on the fonts of the machine that takes them. Latin subsets only.
import '@fontsource/inter/latin-400.css';
import '@fontsource/inter/latin-500.css';
import '@fontsource/inter/latin-700.css';
