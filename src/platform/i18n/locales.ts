/**
 * The 17 translation locales of page-shell §9 (first reading), as BCP 47 tags, plus a
 * pseudo-locale for layout testing. The spec writes them with an underscore (en_US).
 */
export const supportedLocales = [
  'de-AT',
  'de-DE',
  'en-AU',
  'en-CA',
  'en-GB',
  'en-IE',
  'en-IN',
  'en-NG',
  'en-NZ',
  'en-SG',
  'en-US',
  'es-AR',
  'es-CL',
  'es-ES',
  'es-MX',
  'fr-CA',
  'fr-FR',
] as const;
export type SupportedLocale = (typeof supportedLocales)[number];

/** Accented and 40% longer: shows clipped text and hard-coded strings at a glance. */
export const pseudoLocale = 'en-XA' as const;
export type UiLocale = SupportedLocale | typeof pseudoLocale;

export const defaultLocale: SupportedLocale = 'en-US';

/**
 * The locale each regional locale borrows its wording from; a regional folder holds only
 * the keys whose wording differs. Chains end at a language's main locale (no entry here).
 */
export const parentLocale: Partial<Record<SupportedLocale, SupportedLocale>> = {
  'en-AU': 'en-GB',
  'en-IE': 'en-GB',
  'en-IN': 'en-GB',
  'en-NG': 'en-GB',
  'en-NZ': 'en-GB',
  'en-SG': 'en-GB',
  'en-GB': 'en-US',
  'en-CA': 'en-US',
  'fr-CA': 'fr-FR',
  'de-AT': 'de-DE',
  'es-AR': 'es-MX',
  'es-CL': 'es-MX',
  'es-MX': 'es-ES',
};

/** The complete translation of each language, where every chain ends. */
export const primaryLocaleByLanguage: Record<string, SupportedLocale> = {
  en: 'en-US',
  fr: 'fr-FR',
  de: 'de-DE',
  es: 'es-ES',
};

/** Namespaces only the reference server reads (its emails and pages); never sent to browsers. */
export const serverNamespaces = ['server'] as const;

export function isSupportedLocale(value: string): value is SupportedLocale {
  return (supportedLocales as readonly string[]).includes(value);
}

/** `en_US` (spec and server form) → `en-US`. */
export function toBcp47(specLocale: string): string {
  return specLocale.replace('_', '-');
}

/**
 * The locales to try after `locale`, most specific first, ending with en-US so that a
 * missing key shows English rather than a raw key (e.g. es-AR → es-MX, es-ES, en-US).
 * A locale we do not ship borrows from its language's main locale.
 */
export function fallbackChain(locale: string): string[] {
  const chain: string[] = [];
  let current: SupportedLocale | undefined = isSupportedLocale(locale)
    ? parentLocale[locale]
    : primaryLocaleByLanguage[locale.split('-')[0] ?? ''];
  while (current && !chain.includes(current)) {
    chain.push(current);
    current = parentLocale[current];
  }
  if (locale !== defaultLocale && !chain.includes(defaultLocale)) chain.push(defaultLocale);
  return chain.filter((candidate) => candidate !== locale);
}
