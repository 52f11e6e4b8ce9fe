import type { i18n as I18n } from 'i18next';
import { describe, expect, it } from 'vitest';
import { createLazyI18n, type TranslationFiles } from './backend';
import { namespaces } from './options';
import { pseudoLocalize } from './pseudo';

/** Fake translation files that record which ones were fetched; `hold` delays a locale's. */
function fakeFiles(bundles: Record<string, Record<string, unknown>>) {
  const fetched: string[] = [];
  const held = new Map<string, () => void>();
  const gates = new Map<string, Promise<void>>();
  const files: TranslationFiles = {};
  for (const [path, content] of Object.entries(bundles)) {
    files[path] = async () => {
      const locale = /\.\/locales\/([^/]+)\//.exec(path)?.[1] ?? '';
      await gates.get(locale);
      fetched.push(path);
      return content;
    };
  }
  const hold = (locale: string) => {
    gates.set(locale, new Promise((resolve) => held.set(locale, resolve)));
    return () => held.get(locale)?.();
  };
  const localesFetched = () => [...new Set(fetched.map((path) => path.split('/')[2]))].sort();
  return { files, fetched, hold, localesFetched };
}

/** `t` for the fake namespaces' keys, which the product's typed keys do not include. */
const text = (i18n: I18n, key: string) => (i18n.t as unknown as (key: string) => string)(key);

const bundles = {
  './locales/en-US/common.json': { greeting: 'Hello', farewell: 'Goodbye', only: 'English only' },
  './locales/en-US/footer.json': { copyright: 'All rights reserved' },
  './locales/fr-FR/common.json': { greeting: 'Bonjour', farewell: 'Au revoir' },
  './locales/fr-FR/footer.json': { copyright: 'Tous droits réservés' },
  // A regional locale holds only what differs from its parent, here no footer at all.
  './locales/fr-CA/common.json': { farewell: 'Bonne journée' },
  './locales/de-DE/common.json': { greeting: 'Hallo', farewell: 'Tschüss' },
  './locales/de-DE/footer.json': { copyright: 'Alle Rechte vorbehalten' },
};

describe('createLazyI18n', () => {
  it('loads only the locale and its fallback chain before it resolves', async () => {
    const { files, localesFetched } = fakeFiles(bundles);
    const i18n = await createLazyI18n('fr-CA', files);

    expect(localesFetched()).toEqual(['en-US', 'fr-CA', 'fr-FR']);
    expect(i18n.language).toBe('fr-CA');
    expect(text(i18n, 'farewell')).toBe('Bonne journée');
    expect(text(i18n, 'greeting')).toBe('Bonjour');
    expect(text(i18n, 'only')).toBe('English only');
    expect(text(i18n, 'footer:copyright')).toBe('Tous droits réservés');
  });

  it('asks for every browser namespace of each locale in the chain, never the server one', async () => {
    const { files, fetched } = fakeFiles(bundles);
    const requested: string[] = [];
    const spied: TranslationFiles = new Proxy(files, {
      get(target, path: string) {
        requested.push(path);
        return target[path];
      },
    });
    await createLazyI18n('en-US', spied);

    expect(new Set(requested)).toEqual(
      new Set(namespaces.map((namespace) => `./locales/en-US/${namespace}.json`)),
    );
    expect(fetched.sort()).toEqual(['./locales/en-US/common.json', './locales/en-US/footer.json']);
  });

  it('fetches another locale only when the language changes to it, and switches once it has loaded', async () => {
    const { files, hold, localesFetched } = fakeFiles(bundles);
    const i18n = await createLazyI18n('en-US', files);
    expect(localesFetched()).toEqual(['en-US']);

    const changes: string[] = [];
    i18n.on('languageChanged', (language: string) => changes.push(language));
    const release = hold('de-DE');
    const switching = i18n.changeLanguage('de-DE');
    await new Promise((resolve) => setTimeout(resolve, 10));

    // Still loading: the page keeps its English text, never a raw key.
    expect(i18n.language).toBe('en-US');
    expect(text(i18n, 'greeting')).toBe('Hello');
    expect(changes).toEqual([]);

    release();
    await switching;
    expect(changes).toEqual(['de-DE']);
    expect(text(i18n, 'greeting')).toBe('Hallo');
    expect(text(i18n, 'footer:copyright')).toBe('Alle Rechte vorbehalten');
    expect(localesFetched()).toEqual(['de-DE', 'en-US']);
  });

  it('ends on the last language asked for when a second change overtakes a slower first', async () => {
    const { files, hold } = fakeFiles(bundles);
    const i18n = await createLazyI18n('en-US', files);
    const release = hold('de-DE');
    const first = i18n.changeLanguage('de-DE');
    await i18n.changeLanguage('fr-FR');
    release();
    await first;

    expect(i18n.language).toBe('fr-FR');
    expect(text(i18n, 'greeting')).toBe('Bonjour');
  });

  it('generates the pseudo-locale en-XA from en-US without fetching anything else', async () => {
    const { files, localesFetched } = fakeFiles(bundles);
    const i18n = await createLazyI18n('en-XA', files);

    expect(localesFetched()).toEqual(['en-US']);
    expect(text(i18n, 'greeting')).toBe(pseudoLocalize('Hello'));
    expect(text(i18n, 'footer:copyright')).toBe(pseudoLocalize('All rights reserved'));
  });
});
