import { Hono } from 'hono';
import {
  brandCountries,
  countriesFor,
  ignoredErrorTypes,
  phoneInfoInLanguage,
  siteConfigFor,
} from '../../src/platform/fixtures';
import { resolveLocale } from '../../src/platform/i18n/rules';
import type { CountryCode } from '../../src/platform/site/markets';
import type { ServerConfig } from '../config';
import { siteContent } from '../content';
import { policyDocument } from '../content/policies';
import { ok } from '../http';
import { localeOf } from '../i18n';
import { exampleResourceFiles, maintenanceFor } from '../siteOperations';
import { brandOf, originOf } from '../sites';
import { routeOf, validQuery } from '../validate';

/** The shell's site data by host (page-shell §3, §7): config, location, menus, search, metadata, policies. */
export function siteRoutes(
  operations: Pick<ServerConfig, 'maintenance' | 'faultInjection'> = {
    maintenance: null,
    faultInjection: false,
  },
) {
  const app = new Hono();

  const countryOf = (
    brand: ReturnType<typeof brandOf>,
    requested: string | undefined,
  ): CountryCode => {
    const served = brandCountries[brand];
    const upper = requested?.toUpperCase() as CountryCode | undefined;
    return upper && served.includes(upper) ? upper : (served[0] as CountryCode);
  };

  /**
   * The configuration of a brand's site in a country and language is static: each answer is
   * serialized once, on first use, and its text reused (every page load of every visitor asks
   * for it). Its copyright line is in the page's language (Accept-Language): French in Quebec.
   */
  const siteConfigTexts = new Map<string, string>();
  const siteConfigText = (
    brand: ReturnType<typeof brandOf>,
    country: CountryCode,
    origin: string,
    locale: string,
  ) => {
    const key = `${brand} ${country} ${origin} ${locale}`;
    let text = siteConfigTexts.get(key);
    if (text === undefined) {
      text = JSON.stringify({
        ...siteConfigFor(brand, country, locale),
        // The "external" search service of the reference server is its own suggestions endpoint.
        searchServiceUrl: `${origin}/search-service/v1/suggestions`,
        // The operator's window (MAINTENANCE_WINDOW) on every site.
        maintenance: operations.maintenance,
      });
      siteConfigTexts.set(key, text);
    }
    return text;
  };

  app.get(routeOf('siteConfigValues'), validQuery('siteConfigValues'), async (c) => {
    const { countryCode } = c.req.valid('query');
    const brand = brandOf(c);
    const country = countryOf(brand, countryCode);
    const locale = localeOf(c, resolveLocale({ countryCode: country }));
    const text = siteConfigText(brand, country, originOf(c), locale);
    const maintenance = maintenanceFor(c, operations.maintenance, operations.faultInjection);
    return c.body(
      maintenance === operations.maintenance
        ? text
        : JSON.stringify({ ...JSON.parse(text), maintenance }),
      200,
      { 'content-type': 'application/json' },
    );
  });

  /** The example external resources (`EXTERNAL_RESOURCES=example`). */
  app.get('/server-assets/external/:file', (c) => {
    const file = exampleResourceFiles[c.req.param('file')];
    if (!file) return c.notFound();
    return c.body(file.body, 200, { 'content-type': file.type, 'cache-control': 'no-cache' });
  });

  /** The brand's countries, each leading to its page on this very site (its public origin). */
  app.get(routeOf('countries'), validQuery('countries'), async (c) => {
    return ok(c, countriesFor(brandOf(c), originOf(c)));
  });

  app.get(routeOf('countryRegions'), validQuery('countryRegions'), async (c) => {
    const { countryCode } = c.req.valid('query');
    return ok(c, siteContent(brandOf(c)).regions[countryCode.toUpperCase() as CountryCode] ?? []);
  });

  app.get(routeOf('contracts'), validQuery('contracts'), async (c) => {
    const { countryCode } = c.req.valid('query');
    return c.json(siteContent(brandOf(c)).contractsFor(countryCode, localeOf(c)));
  });

  /** The local stand-in for the external search service: case-insensitive matches, highlighted. */
  app.get('/search-service/v1/suggestions', validQuery('externalSearch'), async (c) => {
    const { query: text, countryCode } = c.req.valid('query');
    const needle = text.trim().toLowerCase();
    const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
    return c.json(
      siteContent(brandOf(c))
        .contractsFor(countryCode, localeOf(c))
        .filter((s) => needle && s.name.toLowerCase().includes(needle))
        .map((s) => {
          const at = s.name.toLowerCase().indexOf(needle);
          const value = `${escapeHtml(s.name.slice(0, at))}<em>${escapeHtml(s.name.slice(at, at + needle.length))}</em>${escapeHtml(s.name.slice(at + needle.length))}`;
          return { ...s, productNameHighlight: { value } };
        }),
    );
  });

  /** In the page's language, like the menu: a Canadian line's hours in French in Quebec. */
  app.get(routeOf('phoneInfo'), validQuery('phoneInfo'), async (c) => {
    const { countryCode, returnCompanyAddress } = c.req.valid('query');
    const brand = brandOf(c);
    return c.json(
      phoneInfoInLanguage(
        brand,
        siteContent(brand).phoneInfo.filter((p) => p.countryCode === countryCode.toUpperCase()),
        localeOf(c, resolveLocale({ countryCode })),
      ).map((p) => (returnCompanyAddress ? p : { ...p, companyAddress: null })),
    );
  });

  /** In the page's language, which the API client sends (Accept-Language): French in Quebec. */
  app.get(routeOf('menuCategories'), validQuery('menuCategories'), async (c) => {
    const { countryCode } = c.req.valid('query');
    return c.json(siteContent(brandOf(c)).menuCategoriesFor(countryCode, localeOf(c)));
  });

  /**
   * The page's language is the site's, like the shell's and the host page's: the country's
   * locale, French in Quebec (page-shell §4). Never the browser's Accept-Language, which would
   * set `<html lang>` and the title of a French page to English.
   */
  app.get(routeOf('pageMetadata'), validQuery('pageMetadata'), async (c) => {
    const { fullUrl, countryCode, regionCode } = c.req.valid('query');
    const brand = brandOf(c);
    const locale = resolveLocale({ countryCode: countryOf(brand, countryCode), regionCode });
    return c.json(siteContent(brand).metadata(fullUrl, locale));
  });

  app.get('/common/components/website-policies/:brand/:document', (c) => {
    const html = policyDocument(
      c.req.param('brand'),
      c.req.param('document').replace(/\.html$/, ''),
    );
    return html === null ? c.notFound() : c.html(html);
  });

  app.get(routeOf('ignoredErrorTypes'), (c) => c.text(ignoredErrorTypes));

  return app;
}
