import i18next, { type i18n as I18n, type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { defaultLocale } from './locales';

// Every locale's JSON, bundled. Path: ./locales/<locale>/<namespace>.json
const files = import.meta.glob<Record<string, unknown>>('./locales/*/*.json', {
  eager: true,
  import: 'default',
});

export function loadResources(): Resource {
  const resources: Resource = {};
  for (const [path, content] of Object.entries(files)) {
    const [, locale, namespace] = /\.\/locales\/([^/]+)\/([^/]+)\.json$/.exec(path) ?? [];
    if (!locale || !namespace) continue;
    resources[locale] ??= {};
    resources[locale][namespace] = content;
  }
  return resources;
}

/** Regional locales fall back to their language's main locale, then to en-US. */
export function fallbackChain(locale: string): string[] {
  const language = locale.split('-')[0];
  const primary: string | undefined = ['en-US', 'fr-FR', 'de-DE', 'es-ES'].find((candidate) =>
    candidate.startsWith(`${language}-`),
  );
  const chain = [primary, defaultLocale].filter((l): l is string => !!l && l !== locale);
  return [...new Set(chain)];
}

export const namespaces = ['ds'] as const;

/** A fresh i18next instance with every bundled locale, synchronously ready. */
export function createI18n(locale: string = defaultLocale): I18n {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    resources: loadResources(),
    lng: locale,
    fallbackLng: (code: string) => fallbackChain(code),
    ns: [...namespaces],
    defaultNS: 'ds',
    initAsync: false,
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  return instance;
}
