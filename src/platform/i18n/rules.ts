import {
  defaultLocale,
  isSupportedLocale,
  primaryLocaleByLanguage,
  pseudoLocale,
  type UiLocale,
} from './locales';

/** The language each served country's site speaks unless asked otherwise (page-shell §1). */
const languageByCountry: Record<string, string> = {
  US: 'en',
  CA: 'en',
  GB: 'en',
  AU: 'en',
  IE: 'en',
  IN: 'en',
  NG: 'en',
  NZ: 'en',
  SG: 'en',
  FR: 'fr',
  DE: 'de',
  AT: 'de',
  ES: 'es',
  MX: 'es',
  AR: 'es',
  CL: 'es',
};

// Spanish anywhere but Spain is Latin American Spanish, which es-MX carries.
const latinAmericanSpanish = 'es-MX';

/** `en_us`, `EN-US`, `en-US` → `en-US`; a bare language stays a bare language (`fr`). */
function normalise(tag: string): { language: string; region?: string } | undefined {
  const [language, region] = tag.trim().replace('_', '-').split('-');
  if (!language || !/^[a-z]{2,3}$/i.test(language)) return undefined;
  return region
    ? { language: language.toLowerCase(), region: region.toUpperCase() }
    : { language: language.toLowerCase() };
}

export interface LocaleRequest {
  /** The locale asked for (site config, URL, host message), in BCP 47 or the spec's en_US form. */
  requested?: string | undefined;
  /** The site's country, e.g. `CA`. */
  countryCode?: string | undefined;
  /** The visitor's region within the country, e.g. `QC`. */
  regionCode?: string | undefined;
}

/**
 * The UI locale to show (page-shell §9, second reading, with translation files for all 17):
 * Quebec always starts in Canadian French (§4); a shipped locale is kept; an unknown one uses
 * the same language in the site's country, else that language's main locale (Latin American
 * Spanish for Spanish outside Spain), else en-US. Without a request the country decides.
 */
export function resolveLocale({ requested, countryCode, regionCode }: LocaleRequest): UiLocale {
  const country = countryCode?.toUpperCase();
  if (country === 'CA' && regionCode?.toUpperCase() === 'QC') return 'fr-CA';

  const parsed = requested ? normalise(requested) : undefined;
  if (parsed) {
    const tag = parsed.region ? `${parsed.language}-${parsed.region}` : parsed.language;
    if (tag === pseudoLocale || isSupportedLocale(tag)) return tag;
    const inCountry = `${parsed.language}-${country}`;
    if (country && isSupportedLocale(inCountry)) return inCountry;
    if (parsed.language === 'es' && parsed.region && parsed.region !== 'ES') {
      return latinAmericanSpanish;
    }
    return primaryLocaleByLanguage[parsed.language] ?? defaultLocale;
  }

  const language = country ? languageByCountry[country] : undefined;
  if (!language) return defaultLocale;
  const inCountry = `${language}-${country}`;
  return isSupportedLocale(inCountry)
    ? inCountry
    : (primaryLocaleByLanguage[language] ?? defaultLocale);
}
