/** Free-word removal (page-shell §4), mounted once by the page shell. */
export { FreeWordRemoval } from './FreeWordRemoval';
