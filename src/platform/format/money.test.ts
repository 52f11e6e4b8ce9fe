import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { currencyForCountry, formatMoney, fractionDigitsFor } from './money';

// Intl puts a narrow no-break space before € in French and German.
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('currencyForCountry', () => {
  it.each([
    ['US', 'USD'],
    ['CA', 'CAD'],
    ['GB', 'GBP'],
    ['AU', 'AUD'],
    ['FR', 'EUR'],
    ['DE', 'EUR'],
    ['AT', 'EUR'],
    ['ES', 'EUR'],
    ['IE', 'EUR'],
    ['MX', 'MXN'],
    ['nz', 'NZD'],
  ])('%s → %s', (country, currency) => {
    expect(currencyForCountry(country)).toBe(currency);
  });

  it('falls back to USD', () => {
    expect(currencyForCountry('ZZ')).toBe('USD');
    expect(currencyForCountry(null)).toBe('USD');
    expect(currencyForCountry(undefined)).toBe('USD');
  });
});

describe('fractionDigitsFor', () => {
  it.each([
    [30, 0],
    [0, 0],
    [29.5, 2],
    [29.99, 2],
    [30.001, 0],
    [-12.25, 2],
  ])('%d → %d', (amount, digits) => {
    expect(fractionDigitsFor(amount)).toBe(digits);
  });
});

describe('formatMoney', () => {
  it('writes the country currency in the locale', () => {
    expect(formatMoney(29.99, 'en-US', 'US')).toBe('$29.99');
    expect(formatMoney(30, 'en-US', 'US')).toBe('$30');
    expect(formatMoney(29.5, 'en-US', 'US')).toBe('$29.50');
    expect(formatMoney(39.99, 'en-CA', 'CA')).toBe('$39.99');
    expect(formatMoney(39.99, 'en-US', 'CA')).toBe('CA$39.99');
    expect(formatMoney(24, 'en-GB', 'GB')).toBe('£24');
    expect(formatMoney(49.99, 'en-AU', 'AU')).toBe('$49.99');
    expect(plain(formatMoney(29.9, 'fr-FR', 'FR'))).toBe('29,90 €');
    expect(plain(formatMoney(1234, 'de-DE', 'DE'))).toBe('1.234 €');
    expect(formatMoney(199, 'es-MX', 'MX')).toBe('$199');
  });

  it('never shows one or more than two decimals', () => {
    fc.assert(
      fc.property(fc.double({ min: 0, max: 1e6, noNaN: true }), (amount) => {
        const text = formatMoney(amount, 'en-US', 'US');
        expect(text).toMatch(/^\$[\d,]+(\.\d\d)?$/);
      }),
    );
  });
});
