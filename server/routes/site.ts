import { Hono } from 'hono';
import type { QueryOf } from '../../src/platform/api/contract';
import { brandCountries, ignoredErrorTypes, siteConfigFor } from '../../src/platform/fixtures';
import type { CountryCode } from '../../src/platform/site/markets';
import { siteContent } from '../content';
import { policyDocument } from '../content/policies';
import { ok, readPart } from '../http';
import { localeOf } from '../i18n';
import { brandOf } from '../sites';

/** The shell's site data by host (page-shell §3, §7): config, location, menus, search, metadata, policies. */
export function siteRoutes() {
  const app = new Hono();

  const countryOf = (
    brand: ReturnType<typeof brandOf>,
    requested: string | undefined,
  ): CountryCode => {
    const served = brandCountries[brand];
    const upper = requested?.toUpperCase() as CountryCode | undefined;
    return upper && served.includes(upper) ? upper : (served[0] as CountryCode);
  };

  app.get('/api/foundation/site-configuration/v1/values', async (c) => {
    const query = await readPart(c, 'siteConfigValues', 'query');
    if (!query.ok) return query.response;
    const { countryCode } = query.value as QueryOf<'siteConfigValues'>;
    const brand = brandOf(c);
    return c.json({
      ...siteConfigFor(brand, countryOf(brand, countryCode)),
      // The "external" search service of the reference server is its own suggestions endpoint.
      searchServiceUrl: `${new URL(c.req.url).origin}/search-service/v1/suggestions`,
    });
  });

  app.get('/api/foundation/location/v1/countries', async (c) => {
    const query = await readPart(c, 'countries', 'query');
    if (!query.ok) return query.response;
    return ok(c, siteContent(brandOf(c)).countries);
  });

  app.get('/api/foundation/location/v1/country-regions', async (c) => {
    const query = await readPart(c, 'countryRegions', 'query');
    if (!query.ok) return query.response;
    const { countryCode } = query.value as QueryOf<'countryRegions'>;
    return ok(c, siteContent(brandOf(c)).regions[countryCode.toUpperCase() as CountryCode] ?? []);
  });

  app.get('/api/foundation/search/v1/contracts', async (c) => {
    const query = await readPart(c, 'contracts', 'query');
    if (!query.ok) return query.response;
    const { countryCode } = query.value as QueryOf<'contracts'>;
    return c.json(siteContent(brandOf(c)).contractsFor(countryCode));
  });

  /** The local stand-in for the external search service: case-insensitive matches, highlighted. */
  app.get('/search-service/v1/suggestions', async (c) => {
    const query = await readPart(c, 'externalSearch', 'query');
    if (!query.ok) return query.response;
    const { query: text, countryCode } = query.value as QueryOf<'externalSearch'>;
    const needle = text.trim().toLowerCase();
    const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
    return c.json(
      siteContent(brandOf(c))
        .contractsFor(countryCode)
        .filter((s) => needle && s.name.toLowerCase().includes(needle))
        .map((s) => {
          const at = s.name.toLowerCase().indexOf(needle);
          const value = `${escapeHtml(s.name.slice(0, at))}<em>${escapeHtml(s.name.slice(at, at + needle.length))}</em>${escapeHtml(s.name.slice(at + needle.length))}`;
          return { ...s, productNameHighlight: { value } };
        }),
    );
  });

  app.get('/api/foundation/customer-service/v1/countries-phone-info/', async (c) => {
    const query = await readPart(c, 'phoneInfo', 'query');
    if (!query.ok) return query.response;
    const { countryCode, returnCompanyAddress } = query.value as QueryOf<'phoneInfo'>;
    return c.json(
      siteContent(brandOf(c))
        .phoneInfo.filter((p) => p.countryCode === countryCode.toUpperCase())
        .map((p) => (returnCompanyAddress ? p : { ...p, companyAddress: null })),
    );
  });

  app.get('/api/foundation/navigation/v1/menu-categories', async (c) => {
    const query = await readPart(c, 'menuCategories', 'query');
    if (!query.ok) return query.response;
    const { countryCode } = query.value as QueryOf<'menuCategories'>;
    return c.json(siteContent(brandOf(c)).menuCategoriesFor(countryCode));
  });

  app.get('/api/foundation/metadata/v1/page-metadata', async (c) => {
    const query = await readPart(c, 'pageMetadata', 'query');
    if (!query.ok) return query.response;
    const { fullUrl } = query.value as QueryOf<'pageMetadata'>;
    return c.json(siteContent(brandOf(c)).metadata(fullUrl, localeOf(c)));
  });

  app.get('/common/components/website-policies/:brand/:document', (c) => {
    const html = policyDocument(
      c.req.param('brand'),
      c.req.param('document').replace(/\.html$/, ''),
    );
    return html === null ? c.notFound() : c.html(html);
  });

  app.get('/common/ignoredErrorTypes.txt', (c) => c.text(ignoredErrorTypes));

  return app;
}
