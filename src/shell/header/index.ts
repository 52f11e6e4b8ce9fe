/** The site header and what the footer and the page shell share with it. */
export { mobileMenuOpenAtom, mobileSearchOpenAtom } from './atoms';
export { Header, type HeaderProps } from './Header';
export { loadHeaderMenus } from './loadHeaderMenus';
export { loadMobileHeaderDialogs } from './MobileHeader';
