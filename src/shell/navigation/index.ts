/** Navigation decisions the server's content shares. */
export { CANADA_HUB_EXPERIMENTS, isExtendedNavigation } from './rules';
