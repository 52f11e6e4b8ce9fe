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

export function isSupportedLocale(value: string): value is SupportedLocale {
  return (supportedLocales as readonly string[]).includes(value);
}

/** `en_US` (spec and server form) → `en-US`. */
export function toBcp47(specLocale: string): string {
  return specLocale.replace('_', '-');
}
