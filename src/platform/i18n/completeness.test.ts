import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { namespaces as clientNamespaces } from './i18n';
import {
  defaultLocale,
  fallbackChain,
  parentLocale,
  serverNamespaces,
  supportedLocales,
} from './locales';

// The JSON as shipped, read from disk so that the test sees exactly the files in the repo.
const root = path.join(path.dirname(new URL(import.meta.url).pathname), 'locales');

type Flat = Map<string, string>;

function flatten(tree: unknown, prefix = '', into: Flat = new Map()): Flat {
  if (typeof tree === 'string') into.set(prefix, tree);
  else if (tree && typeof tree === 'object') {
    for (const [key, value] of Object.entries(tree)) {
      flatten(value, prefix ? `${prefix}.${key}` : key, into);
    }
  } else throw new Error(`${prefix}: only strings and objects belong in a locale file`);
  return into;
}

const loaded = new Map<string, Flat | undefined>();

function load(locale: string, namespace: string): Flat | undefined {
  const file = path.join(root, locale, `${namespace}.json`);
  if (!loaded.has(file)) {
    try {
      loaded.set(file, flatten(JSON.parse(readFileSync(file, 'utf8'))));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
      loaded.set(file, undefined);
    }
  }
  return loaded.get(file);
}

// Server texts are held to the same standard as the UI's.
const namespaces = [...clientNamespaces, ...serverNamespaces];
type Namespace = (typeof namespaces)[number];

const language = (locale: string) => locale.split('-')[0];
const pluralSuffix = /_(zero|one|two|few|many|other)$/;
const pluralCategories = (locale: string) =>
  new Intl.PluralRules(locale).resolvedOptions().pluralCategories as string[];

/** The locale itself, then its chain; other languages never borrow English wording. */
function ownChain(locale: string): string[] {
  const chain = [locale, ...fallbackChain(locale)];
  return language(locale) === 'en' ? chain : chain.filter((l) => language(l) === language(locale));
}

function resolve(locale: string, namespace: string, key: string): string | undefined {
  for (const candidate of ownChain(locale)) {
    const value = load(candidate, namespace)?.get(key);
    if (value !== undefined) return value;
  }
  return undefined;
}

/** `{{name}}`, `{{- name}}`, `{{name, format}}` → `name`; `$t(key)` and `<tag>` as written. */
function tokens(message: string): string[] {
  const placeholders = [...message.matchAll(/\{\{-?\s*([^},\s]+)[^}]*\}\}/g)].map(
    (m) => `{{${m[1]}}}`,
  );
  const nesting = [...message.matchAll(/\$t\([^)]*\)/g)].map((m) => m[0]);
  const tags = [...message.matchAll(/<\/?[A-Za-z0-9]+\s*\/?>/g)].map((m) => m[0]);
  return [...new Set([...placeholders, ...nesting, ...tags])].sort();
}

/**
 * Strings that are right when identical to American English. Keep this short: each entry is a
 * word the other language really uses as is.
 */
const sameAsEnglish: Record<string, string[]> = {
  // "OK" is the standard dialog button in French and German.
  fr: ['common:actions.ok'],
  de: ['common:actions.ok'],
  es: [],
};

const english = new Map(namespaces.map((ns) => [ns, load(defaultLocale, ns) ?? new Map()]));
const pluralBases = (ns: string) =>
  new Set(
    [...(english.get(ns as Namespace)?.keys() ?? [])]
      .filter((key) => pluralSuffix.test(key))
      .map((key) => key.replace(pluralSuffix, '')),
  );

describe('locale files', () => {
  it('has a folder for each of the 17 locales and nothing else', () => {
    const folders = readdirSync(root).sort();
    expect(folders).toEqual([...supportedLocales].sort());
    for (const locale of supportedLocales) {
      expect(readdirSync(path.join(root, locale)).length, locale).toBeGreaterThan(0);
    }
  });

  it('registers every namespace that en-US ships, for the browser or the server', () => {
    const files = readdirSync(path.join(root, defaultLocale)).map((f) => f.replace(/\.json$/, ''));
    expect([...namespaces].sort()).toEqual(files.sort());
  });

  it('ships no namespace that en-US lacks', () => {
    for (const locale of supportedLocales) {
      for (const file of readdirSync(path.join(root, locale))) {
        expect(namespaces as readonly string[], `${locale}/${file}`).toContain(
          file.replace(/\.json$/, ''),
        );
      }
    }
  });
});

describe.each(supportedLocales)('%s', (locale) => {
  it.each(namespaces)('resolves every en-US key of %s through its own chain', (ns) => {
    const missing: string[] = [];
    for (const key of english.get(ns)?.keys() ?? []) {
      if (pluralSuffix.test(key)) continue; // checked per plural category below
      const value = resolve(locale, ns, key);
      if (!value?.trim()) missing.push(key);
    }
    expect(missing).toEqual([]);
  });

  it.each(namespaces)('has every plural form its language needs in %s', (ns) => {
    const missing: string[] = [];
    for (const base of pluralBases(ns)) {
      for (const category of pluralCategories(locale)) {
        if (!resolve(locale, ns, `${base}_${category}`)?.trim()) {
          missing.push(`${base}_${category}`);
        }
      }
    }
    expect(missing).toEqual([]);
  });

  it.each(namespaces)('keeps the placeholders, nesting and tags of en-US in %s', (ns) => {
    const source = english.get(ns) ?? new Map<string, string>();
    const mismatched: string[] = [];
    for (const [key, value] of load(locale, ns) ?? []) {
      const base = key.replace(pluralSuffix, '');
      const reference = source.get(key) ?? source.get(`${base}_other`);
      if (reference === undefined) continue; // reported by the unknown-key test
      if (tokens(value).join() !== tokens(reference).join()) mismatched.push(key);
    }
    expect(mismatched).toEqual([]);
  });

  it.each(namespaces)('only overrides keys that en-US has in %s', (ns) => {
    const source = english.get(ns) ?? new Map<string, string>();
    const bases = pluralBases(ns);
    const unknown = [...(load(locale, ns)?.keys() ?? [])].filter((key) => {
      if (source.has(key)) return false;
      const [, category] = pluralSuffix.exec(key) ?? [];
      const base = key.replace(pluralSuffix, '');
      return !(category && bases.has(base) && pluralCategories(locale).includes(category));
    });
    expect(unknown).toEqual([]);
  });
});

// English locales are the source language: the untranslated check is for the others only.
describe.each(supportedLocales.filter((l) => language(l) !== 'en'))('%s', (locale) => {
  it('translates every string of every namespace', () => {
    const allowed = new Set(sameAsEnglish[language(locale) ?? ''] ?? []);
    const untranslated: string[] = [];
    for (const ns of namespaces) {
      for (const [key, value] of english.get(ns) ?? []) {
        if (resolve(locale, ns, key) === value && !allowed.has(`${ns}:${key}`)) {
          untranslated.push(`${ns}:${key}`);
        }
      }
    }
    expect(untranslated).toEqual([]);
  });
});

// Only regional locales inherit from a parent locale of their language.
describe.each(supportedLocales.filter((l) => parentLocale[l]))('%s', (locale) => {
  const parent = parentLocale[locale];
  it('overrides only wording that differs from what it would inherit', () => {
    const redundant: string[] = [];
    let overrides = 0;
    for (const ns of namespaces) {
      for (const [key, value] of load(locale, ns) ?? []) {
        overrides += 1;
        if (parent && resolve(parent, ns, key) === value) redundant.push(`${ns}:${key}`);
      }
    }
    expect(redundant).toEqual([]);
    expect(overrides).toBeGreaterThan(0);
  });
});
