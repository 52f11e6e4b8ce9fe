/**
 * Site-configuration decisions shared by several shell features (page-shell §3, §5).
 */

/** Which brand family a site belongs to (page-shell §3 siteBrandType). */
export type SiteBrandType = 'main' | 'fr-legal' | 'de-legal';

/** Country codes as the shell receives them: upper-case ISO 3166 alpha-2 (plus "UK"). */
export type CountryCodeValue = string;

/** Brand values that mean "no brand" and must not be sent (page-shell §5 Brand query parameter). */
const EMPTY_BRAND_VALUES: readonly string[] = ['+', '', '%2B', 'None'];

/**
 * Page-shell §5 "Brand query parameter": the brand is dropped from GET requests when it is
 * "+", empty, "%2B" or "None". Surrounding whitespace counts as empty.
 */
export function shouldSendBrandParam(brand: string | null | undefined): brand is string {
  if (brand == null) return false;
  const value = brand.trim();
  // "%2b" is the same encoded "+" as "%2B".
  return !EMPTY_BRAND_VALUES.includes(value) && value.toUpperCase() !== '%2B';
}
