import { describe, expect, it } from 'vitest';
import { supportedLocales } from './locales';
import { resolveLocale } from './rules';

describe('resolveLocale', () => {
  it('starts Quebec in Canadian French whatever was requested', () => {
    expect(resolveLocale({ requested: 'en-CA', countryCode: 'CA', regionCode: 'QC' })).toBe(
      'fr-CA',
    );
    expect(resolveLocale({ countryCode: 'ca', regionCode: 'qc' })).toBe('fr-CA');
  });

  it('keeps English for the rest of Canada', () => {
    expect(resolveLocale({ requested: 'en-CA', countryCode: 'CA', regionCode: 'ON' })).toBe(
      'en-CA',
    );
    expect(resolveLocale({ countryCode: 'CA', regionCode: 'BC' })).toBe('en-CA');
  });

  it('keeps each of the 17 shipped locales, in either spelling', () => {
    for (const locale of supportedLocales) {
      expect(resolveLocale({ requested: locale })).toBe(locale);
      expect(resolveLocale({ requested: locale.replace('-', '_') })).toBe(locale);
    }
    expect(resolveLocale({ requested: 'en_gb' })).toBe('en-GB');
  });

  it('keeps the pseudo-locale', () => {
    expect(resolveLocale({ requested: 'en-XA', countryCode: 'US' })).toBe('en-XA');
  });

  it("uses the site's country for a bare or unshipped variant of a shipped language", () => {
    expect(resolveLocale({ requested: 'fr', countryCode: 'CA' })).toBe('fr-CA');
    expect(resolveLocale({ requested: 'en', countryCode: 'AU' })).toBe('en-AU');
    expect(resolveLocale({ requested: 'de-CH', countryCode: 'AT' })).toBe('de-AT');
  });

  it("falls back to the language's main locale, Latin American Spanish outside Spain", () => {
    expect(resolveLocale({ requested: 'fr-BE', countryCode: 'US' })).toBe('fr-FR');
    expect(resolveLocale({ requested: 'de-CH' })).toBe('de-DE');
    expect(resolveLocale({ requested: 'en-ZA' })).toBe('en-US');
    expect(resolveLocale({ requested: 'es-CO' })).toBe('es-MX');
    expect(resolveLocale({ requested: 'es' })).toBe('es-ES');
  });

  it('falls back to en-US for a language we do not translate', () => {
    expect(resolveLocale({ requested: 'it-IT', countryCode: 'US' })).toBe('en-US');
    expect(resolveLocale({ requested: 'it-IT', countryCode: 'FR' })).toBe('en-US');
    expect(resolveLocale({ requested: 'not a locale' })).toBe('en-US');
  });

  it('derives the locale from the country when nothing is requested', () => {
    expect(resolveLocale({ countryCode: 'DE' })).toBe('de-DE');
    expect(resolveLocale({ countryCode: 'AT' })).toBe('de-AT');
    expect(resolveLocale({ countryCode: 'MX' })).toBe('es-MX');
    expect(resolveLocale({ countryCode: 'SG' })).toBe('en-SG');
    expect(resolveLocale({ countryCode: 'FR' })).toBe('fr-FR');
    expect(resolveLocale({ countryCode: 'JP' })).toBe('en-US');
    expect(resolveLocale({})).toBe('en-US');
  });
});
