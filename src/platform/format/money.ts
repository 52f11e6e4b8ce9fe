import { numberFormat } from './intl';

/**
 * Money (account-dashboard §9): amounts are shown in the currency of the subscription's country,
 * in the viewer's locale, with no decimals when whole and two otherwise.
 */

/** Currency of each country the site family serves (ISO 4217). */
export const currencyByCountry: Readonly<Record<string, string>> = {
  US: 'USD',
  CA: 'CAD',
  GB: 'GBP',
  AU: 'AUD',
  FR: 'EUR',
  DE: 'EUR',
  AT: 'EUR',
  ES: 'EUR',
  IE: 'EUR',
  MX: 'MXN',
  IN: 'INR',
  NG: 'NGN',
  SG: 'SGD',
  NZ: 'NZD',
};

/** The spec's "USD-style" default for a missing or unknown country. */
export const DEFAULT_CURRENCY = 'USD';

/** §9 Currency of a country code (any case); USD when unknown or absent. */
export function currencyForCountry(countryCode: string | null | undefined): string {
  return currencyByCountry[(countryCode ?? '').toUpperCase()] ?? DEFAULT_CURRENCY;
}

/**
 * §9 "0 to 2 fraction digits": a whole amount shows none (`$30`), any other shows two (`$29.50`
 * rather than `$29.5`, which no price list prints).
 */
export function fractionDigitsFor(amount: number): 0 | 2 {
  return Math.round(Math.abs(amount) * 100) % 100 === 0 ? 0 : 2;
}

/** §9 Formats an amount in the currency of a country for a locale (`$29.99`, `29,99 €`). */
export function formatMoney(
  amount: number,
  locale: string,
  countryCode: string | null | undefined,
): string {
  const digits = fractionDigitsFor(amount);
  return numberFormat(locale, {
    style: 'currency',
    currency: currencyForCountry(countryCode),
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  }).format(amount);
}
