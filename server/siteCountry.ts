/**
 * Which country a request is in (issue #25): the one place the reference server decides it.
 * The country then decides the UI locale, and everything the page shows follows from the site
 * context the render is given (configuration, menus, footer, phone, cookie bar, experiments).
 */
import type { Context, MiddlewareHandler } from 'hono';
import { getCookie } from 'hono/cookie';
import { serialize } from 'hono/utils/cookie';
import { getPath } from 'hono/utils/url';
import { brandCountries } from '../src/platform/fixtures';
import type { UiLocale } from '../src/platform/i18n/locales';
import { resolveLocale } from '../src/platform/i18n/rules';
import { type CountryCode, countryOfPath } from '../src/platform/site/markets';
import { metadataRegionFromLoc } from '../src/shell/metadata/rules';
import type { BrandId } from '../tokens/types';
import { isBuildAsset } from './appBuild';
import { memberForSecureId, secureIdFromCookie } from './auth/sessions';
import type { Database } from './db/client';
import { brandOf, isHttps } from './sites';

/** The visitor's remembered country (page-shell "remembered"): set when they land on one. */
export const countryCookie = 'ld_country';
const rememberedForSeconds = 365 * 24 * 60 * 60;

/** What the request says about its country, strongest first (see `siteCountryOf`). */
export interface CountryClues {
  /** The signed-in member's account country (on /my-account/ only). */
  member?: string | null | undefined;
  /** The `country` query parameter (page-shell §2 query parameter providers; `selectUrl`). */
  query?: string | null | undefined;
  /** The country prefix of a host page's path (`/ca/`, `/at/`). */
  path?: string | null | undefined;
  /** The country the visitor chose or landed on before (`countryCookie`). */
  remembered?: string | null | undefined;
}

export type CountrySource = keyof CountryClues | 'default';

/** The site of a request: its country, the UI locale of that country, and what decided it. */
export interface SiteOfRequest {
  country: CountryCode;
  locale: UiLocale;
  source: CountrySource;
}

const clueOrder: readonly (keyof CountryClues)[] = ['member', 'query', 'path', 'remembered'];

/**
 * The rule: the member's country on /my-account/, then the `country` query parameter, then the
 * path's country prefix, then the remembered choice, else the brand's home country. A clue
 * naming a country the brand does not serve is passed over. The locale is the country's, or
 * Canadian French for a Canadian page in Quebec (`region`, from `loc`: page-shell §4), as the
 * browser decides once it reads the same `loc`, so the server renders what hydrates.
 */
export function siteCountryOf(
  brand: BrandId,
  clues: CountryClues,
  region?: string | null,
): SiteOfRequest {
  const served = brandCountries[brand];
  const localeOf = (country: CountryCode) =>
    resolveLocale({ countryCode: country, regionCode: region ?? undefined });
  for (const source of clueOrder) {
    const code = clues[source]?.trim().toUpperCase();
    const country = served.find((c) => c === code);
    if (country) return { country, locale: localeOf(country), source };
  }
  const home = served[0] ?? 'US';
  return { country: home, locale: localeOf(home), source: 'default' };
}

/** Paths a country prefix never applies to: the API and the dashboard have their own. */
const unprefixed = /^\/(?:api|my-account)(?:\/|$)/;

/**
 * Routing path of a request (Hono's `getPath`): a host page under a country prefix (`/ca/`,
 * `/ca/searchzoom/`) is routed as the same page without it, so every host page exists in every
 * country. The prefix itself is read again by `siteCountryResolver` from the request's URL.
 */
export function routingPath(request: Request): string {
  const path = getPath(request);
  const prefixed = countryOfPath(path);
  return prefixed && !unprefixed.test(prefixed.rest) ? prefixed.rest : path;
}

/** The country prefix of the request's own path (before `routingPath` removed it), if any. */
function pathCountry(c: Context): string | null {
  const prefixed = countryOfPath(new URL(c.req.url).pathname);
  return prefixed && !unprefixed.test(prefixed.rest) ? prefixed.country : null;
}

declare module 'hono' {
  interface ContextVariableMap {
    /** The request's country and locale (`siteCountryResolver`). */
    site: SiteOfRequest;
  }
}

/** The site of the request (its brand's home country until the resolver ran). */
export function siteOf(c: Context): SiteOfRequest {
  return c.get('site') ?? siteCountryOf(brandOf(c), {});
}

/** Whether the request is for a /my-account/ page (not one of its build files). */
const isAccountPage = (c: Context) =>
  /^\/my-account(?:\/|$)/.test(c.req.path) && !isBuildAsset(c.req.path);

/**
 * Resolves every request's site once (after the brand). A prefix naming a country the brand
 * does not serve is no page of this site: the host's not-found page, in the brand's home
 * country. A page that landed on a country by its address remembers it; every HTML page varies
 * with the cookie that may hold it.
 */
export function siteCountryResolver(db: Database): MiddlewareHandler {
  return async (c, next) => {
    const brand = brandOf(c);
    const path = pathCountry(c);
    if (path && !brandCountries[brand].includes(path as CountryCode)) {
      c.set('site', siteCountryOf(brand, {}));
      return c.notFound();
    }
    const member =
      c.req.method === 'GET' && isAccountPage(c)
        ? await memberForSecureId(db, c, secureIdFromCookie(c))
        : null;
    const remembered = getCookie(c, countryCookie);
    const site = siteCountryOf(
      brand,
      { member: member?.countryCode, query: c.req.query('country'), path, remembered },
      metadataRegionFromLoc(c.req.query('loc')),
    );
    c.set('site', site);
    await next();

    const { headers } = c.res;
    if (!/^text\/html/i.test(headers.get('content-type') ?? '')) return;
    if (!/\bcookie\b/i.test(headers.get('vary') ?? '')) headers.append('vary', 'Cookie');
    const landed = site.source === 'query' || site.source === 'path';
    if (landed && site.country !== remembered?.toUpperCase()) {
      headers.append(
        'set-cookie',
        serialize(countryCookie, site.country, {
          path: '/',
          sameSite: 'Lax',
          httpOnly: true,
          secure: isHttps(c),
          maxAge: rememberedForSeconds,
        }),
      );
      // A page that sets the visitor's cookie is theirs alone.
      const caching = headers.get('cache-control') ?? '';
      if (!/private|no-store/i.test(caching)) {
        headers.set('cache-control', caching ? `private, ${caching}` : 'private, no-cache');
      }
    }
  };
}
