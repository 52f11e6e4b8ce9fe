/** The site header and what the footer and the page shell share with it. */
export {
  assumedWidthAtom,
  mobileMenuOpenAtom,
  mobileSearchOpenAtom,
  windowWidthAtom,
} from './atoms';
export { Header, type HeaderProps } from './Header';
export { loadHeaderMenus } from './HeaderParts';
export { loadMobileHeaderDialogs } from './MobileHeader';
export { showHowItWorks } from './rules';
