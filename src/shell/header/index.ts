/** The site header and what the footer and the page shell share with it. */
export { mobileMenuOpenAtom, mobileSearchOpenAtom, windowWidthAtom } from './atoms';
export { Header, type HeaderProps } from './Header';
export { showHowItWorks } from './rules';
