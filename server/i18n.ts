import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Context } from 'hono';
import i18next, { type Resource, type TFunction } from 'i18next';
import { fallbackChain, supportedLocales } from '../src/platform/i18n/locales';
import { siteOf } from './siteCountry';

const localesDir = path.join(
  path.dirname(new URL(import.meta.url).pathname),
  '..',
  'src',
  'platform',
  'i18n',
  'locales',
);

/** The same locale files as the app, read from disk: server texts are translated like UI texts. */
function loadResources(): Resource {
  const resources: Resource = {};
  for (const locale of readdirSync(localesDir)) {
    resources[locale] = {};
    for (const file of readdirSync(path.join(localesDir, locale))) {
      if (!file.endsWith('.json')) continue;
      resources[locale][file.replace(/\.json$/, '')] = JSON.parse(
        readFileSync(path.join(localesDir, locale, file), 'utf8'),
      );
    }
  }
  return resources;
}

const i18n = i18next.createInstance();
void i18n.init({
  resources: loadResources(),
  lng: 'en-US',
  fallbackLng: (code: string) => fallbackChain(code),
  load: 'currentOnly',
  defaultNS: 'server',
  initAsync: false,
  interpolation: { escapeValue: true },
});

/**
 * The locale of a request: an explicit `loc` query (the spec's form, en_CA), then the
 * browser's Accept-Language among the supported locales, then `fallback` (for a call about
 * another country than the request's: that country's locale), else the locale of the request's
 * country (./siteCountry.ts).
 */
export function localeOf(c: Context, fallback?: string): string {
  const supported = supportedLocales as readonly string[];
  const loc = c.req.query('loc')?.replace('_', '-').slice(0, 5);
  if (loc && supported.includes(loc)) return loc;
  for (const part of (c.req.header('accept-language') ?? '').split(',')) {
    const tag = part.split(';')[0]?.trim() ?? '';
    if (supported.includes(tag)) return tag;
  }
  return fallback ?? siteOf(c).locale;
}

/** A translation function in the request's locale. */
export function translatorFor(c: Context): TFunction<'server'> {
  return i18n.getFixedT(localeOf(c), 'server');
}

/** A translation function in a given locale (pages whose language is not the request's). */
export function translatorIn(locale: string): TFunction<'server'> {
  return i18n.getFixedT(locale, 'server');
}
