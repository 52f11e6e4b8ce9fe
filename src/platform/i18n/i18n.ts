import i18next, { type i18n as I18n, type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { defaultLocale, pseudoLocale } from './locales';
import { i18nOptions } from './options';
import { pseudoLocalizeTree } from './pseudo';

export { fallbackChain } from './locales';
export { type Namespace, namespaces } from './options';

// Every locale's JSON, bundled: for Storybook and tests, which switch locales synchronously.
// The app loads its locale on demand instead (`loadI18n`) and must not import this module.
// Path: ./locales/<locale>/<namespace>.json. The reference server's own texts (emails, its
// pages) stay out of the browser bundle.
const files = import.meta.glob<Record<string, unknown>>(
  ['./locales/*/*.json', '!./locales/*/server.json'],
  { eager: true, import: 'default' },
);

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

/** Builds the pseudo-locale's bundle of `namespace` from en-US, now and whenever en-US grows. */
function mirrorIntoPseudo(instance: I18n, namespace: string) {
  const source = instance.getResourceBundle(defaultLocale, namespace) as unknown;
  if (!source) return;
  instance.addResourceBundle(pseudoLocale, namespace, pseudoLocalizeTree(source), false, true);
}

export interface CreateI18nOptions {
  /**
   * Called for each key that no locale of the language's fallback chain has (the chain ends in
   * en-US, so this is a key en-US lacks too); i18next then shows the raw key. A key missing only
   * from a regional or language file falls back silently to the next locale of the chain: the
   * completeness test (`completeness.test.ts`) is what keeps those translated. Storybook fails
   * the story on it.
   */
  onMissingKey?: (namespace: string, key: string, locale: string) => void;
}

/**
 * A fresh i18next instance with every bundled locale, synchronously ready (Storybook and
 * tests; the app uses `loadI18n`). It also serves the pseudo-locale en-XA, generated from
 * en-US, including bundles added later (stories).
 */
export function createI18n(
  locale: string = defaultLocale,
  { onMissingKey }: CreateI18nOptions = {},
): I18n {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    ...i18nOptions(locale),
    resources: loadResources(),
    initAsync: false,
    ...(onMissingKey && {
      // i18next reports a key only once the whole chain failed to resolve it.
      saveMissing: true,
      saveMissingTo: 'current' as const,
      missingKeyHandler: (_locales: readonly string[], namespace: string, key: string) =>
        onMissingKey(namespace, key, instance.language),
    }),
  });
  for (const namespace of Object.keys(instance.store.data[defaultLocale] ?? {})) {
    mirrorIntoPseudo(instance, namespace);
  }
  instance.store.on('added', (lng: string, namespace: string) => {
    if (lng === defaultLocale) mirrorIntoPseudo(instance, namespace);
  });
  return instance;
}
