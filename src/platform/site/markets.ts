import type { BrandId } from '../../../tokens/types';

/** Countries the shell serves (page-shell §1); the dashboard's utility countries are a subset. */
export const countries = [
  'US',
  'CA',
  'GB',
  'AU',
  'FR',
  'DE',
  'AT',
  'ES',
  'MX',
  'IE',
  'IN',
  'NG',
  'SG',
  'NZ',
] as const;
export type CountryCode = (typeof countries)[number];

/** Whether a country code (upper-case) is one the shell serves. */
export const isCountryCode = (value: string): value is CountryCode =>
  (countries as readonly string[]).includes(value);

/** Where each brand lives by default: its home country and UI locale. */
export const brandDefaults: Record<BrandId, { country: CountryCode; locale: string }> = {
  main: { country: 'US', locale: 'en-US' },
  'legal-contracts': { country: 'GB', locale: 'en-GB' },
  'fr-legal': { country: 'FR', locale: 'fr-FR' },
  'de-legal': { country: 'DE', locale: 'de-DE' },
};

/**
 * Where a country's pages live on a site that serves several (`/ca/`, `/at/`); a site of one
 * country has only `/`. Every country of a multi-country site has its own prefix, the home
 * country's too, so choosing it is as explicit as choosing any other (`/` is "as remembered").
 */
export function countryPath(country: CountryCode, served: readonly CountryCode[]): string {
  return served.length > 1 ? `/${country.toLowerCase()}/` : '/';
}

/** The country a path starts with (`/ca/…`, `/ca` → CA), or null; codes are lower-case in paths. */
export function countryOfPath(pathname: string): { country: CountryCode; rest: string } | null {
  const match = /^\/([a-z]{2})(\/.*)?$/.exec(pathname);
  const country = match?.[1]?.toUpperCase();
  if (!match || !country || !isCountryCode(country)) return null;
  return { country, rest: match[2] ?? '/' };
}
