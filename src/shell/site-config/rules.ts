/**
 * Site-configuration decisions shared by several shell features (page-shell §3, §5).
 */
export type { SiteBrandType } from '../../platform/api/contract';

/** Country codes as the shell receives them: upper-case ISO 3166 alpha-2 (plus "UK"). */
export type CountryCodeValue = string;
