/** The site footer. */
export { Footer, type FooterProps } from './Footer';
