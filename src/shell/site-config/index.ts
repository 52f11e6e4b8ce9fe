/** Site configuration values as the shell features read them. */
export type { SiteBrandType } from './rules';
