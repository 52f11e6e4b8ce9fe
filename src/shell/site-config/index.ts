/** Site configuration values as the shell features read them. */

/** Customer-service phone info, shared by the header and the footer. */
export { loadPhoneInfoAtom, phoneInfoAtom } from './phoneInfo';
export { type SiteBrandType, telHref } from './rules';
