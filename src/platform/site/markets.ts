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

/** Where each brand lives by default: its home country and UI locale. */
export const brandDefaults: Record<BrandId, { country: CountryCode; locale: string }> = {
  main: { country: 'US', locale: 'en-US' },
  'legal-contracts': { country: 'GB', locale: 'en-GB' },
  'fr-legal': { country: 'FR', locale: 'fr-FR' },
  'de-legal': { country: 'DE', locale: 'de-DE' },
};
