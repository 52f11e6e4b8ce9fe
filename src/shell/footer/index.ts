/** The site footer and what other shell features share with it. */
export { phoneInfoAtom } from './atoms';
export { Footer, type FooterProps } from './Footer';
