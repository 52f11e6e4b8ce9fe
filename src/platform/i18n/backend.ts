import i18next, {
  type BackendModule,
  type i18n as I18n,
  type Resource,
  type ResourceKey,
} from 'i18next';
import { initReactI18next } from 'react-i18next';
import { defaultLocale, fallbackChain, pseudoLocale } from './locales';
import { i18nOptions } from './options';
import { pseudoLocalizeTree } from './pseudo';

/**
 * The translation files by path (`./locales/<locale>/<namespace>.json`), each loaded on
 * demand: what `import.meta.glob(…)` without `eager` returns.
 */
export type TranslationFiles = Record<string, () => Promise<unknown>>;

/**
 * An i18next backend over `files`. A regional locale has files only for the namespaces whose
 * wording differs, so a missing file is an empty bundle (its chain supplies the rest); the
 * pseudo-locale en-XA is generated from en-US.
 */
export function translationBackend(files: TranslationFiles): BackendModule {
  const read = async (locale: string, namespace: string): Promise<ResourceKey> => {
    const load = files[`./locales/${locale}/${namespace}.json`];
    return ((await load?.()) ?? {}) as ResourceKey;
  };
  return {
    type: 'backend',
    callbackApi: false,
    init() {},
    async read(locale: string, namespace: string) {
      if (locale !== pseudoLocale) return read(locale, namespace);
      return pseudoLocalizeTree(await read(defaultLocale, namespace)) as ResourceKey;
    },
  };
}

/**
 * A fresh i18next instance that has loaded `locale` and its fallback chain (every browser
 * namespace) by the time the promise resolves. Any other locale loads when `changeLanguage`
 * is called, and i18next switches language only once it has loaded, so no key ever shows.
 */
export async function createLazyI18n(
  locale: string,
  files: TranslationFiles,
  /** Translations already at hand (a server-rendered page's): not loaded again. */
  resources?: Resource,
): Promise<I18n> {
  const instance = i18next.createInstance();
  await instance
    .use(translationBackend(files))
    .use(initReactI18next)
    .init({
      ...i18nOptions(locale),
      ...(resources && { resources, partialBundledLanguages: true }),
    });
  return instance;
}

/** The translations `instance` holds for `locale` and its fallback chain: what a page needs. */
export function translationsOf(instance: I18n, locale: string): Resource {
  const data = instance.store.data;
  return Object.fromEntries(
    [locale, ...fallbackChain(locale)]
      .filter((code) => data[code] !== undefined)
      .map((code) => [code, data[code]]),
  ) as Resource;
}
