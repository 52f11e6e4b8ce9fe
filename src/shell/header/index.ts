/** What the footer shares with the header. */
export { showHowItWorks } from './rules';
