/** Document licenses. */
export { licenses } from './atoms';
