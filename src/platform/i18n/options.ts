import type { InitOptions } from 'i18next';
import { defaultLocale, fallbackChain } from './locales';

/** One namespace per feature; `i18next.d.ts` types each from its en-US file. */
export const namespaces = [
  'common',
  'ds',
  'header',
  'navigation',
  'search',
  'countrySelector',
  'cookieConsent',
  'signIn',
  'alerts',
  'policies',
  'session',
  'footer',
  'maintenanceBar',
  'upgrade',
  'account',
  'subscriptions',
  'cancellation',
  'paymentMethods',
  'settings',
  'projects',
  'errors',
] as const;
export type Namespace = (typeof namespaces)[number];

/**
 * What every browser i18next instance shares, whether its translations are bundled
 * (`createI18n`) or loaded on demand (`loadI18n`).
 */
export function i18nOptions(locale: string = defaultLocale): InitOptions {
  return {
    lng: locale,
    fallbackLng: (code: string) => fallbackChain(code),
    // Only the exact locale and its chain: there are no bare-language (`en`) bundles.
    load: 'currentOnly',
    ns: [...namespaces],
    defaultNS: 'common',
    interpolation: { escapeValue: false },
    returnNull: false,
  };
}
