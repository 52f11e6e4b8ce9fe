/**
 * Site-configuration decisions shared by several shell features (page-shell §3, §5).
 */
export type { SiteBrandType } from '../../platform/api/contract';

/** Country codes as the shell receives them: upper-case ISO 3166 alpha-2 (plus "UK"). */
export type CountryCodeValue = string;

/**
 * The `tel:` address of a displayed phone number (digits and a leading plus only), for the
 * header's phone link and help menu and the footer's phone block (page-shell §2, §7).
 */
export function telHref(phoneNumber: string): string {
  return `tel:${phoneNumber.replace(/[^\d+]/g, '')}`;
}
