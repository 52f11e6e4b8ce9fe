import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpoints } from '../src/platform/api/contract';
import { countryCookie, siteCountryOf } from './siteCountry';
import { sessionFor, startTestServer, type TestServer } from './test/harness';

describe('the country of a request', () => {
  it('is the member’s, then the query’s, then the path’s, then the remembered one', () => {
    const all = { member: 'CA', query: 'AU', path: 'GB', remembered: 'IE' };
    expect(siteCountryOf('main', all)).toEqual({
      country: 'CA',
      locale: 'en-CA',
      source: 'member',
    });
    expect(siteCountryOf('main', { ...all, member: null })).toMatchObject({
      country: 'AU',
      source: 'query',
    });
    expect(siteCountryOf('main', { path: 'gb', remembered: 'IE' })).toMatchObject({
      country: 'GB',
      locale: 'en-GB',
      source: 'path',
    });
    expect(siteCountryOf('main', { remembered: 'mx' })).toEqual({
      country: 'MX',
      locale: 'es-MX',
      source: 'remembered',
    });
    expect(siteCountryOf('de-legal', { query: 'AT' }).locale).toBe('de-AT');
    expect(siteCountryOf('main', { query: 'ES' }).locale).toBe('es-ES');
  });

  it('passes over countries the brand does not serve, down to its home country', () => {
    // A French member on the main brand, which does not serve France.
    expect(siteCountryOf('main', { member: 'FR', query: 'DE', remembered: 'CA' })).toMatchObject({
      country: 'CA',
      source: 'remembered',
    });
    expect(siteCountryOf('de-legal', { query: 'US', remembered: 'xx' })).toEqual({
      country: 'DE',
      locale: 'de-DE',
      source: 'default',
    });
    expect(siteCountryOf('fr-legal', {})).toMatchObject({ country: 'FR', locale: 'fr-FR' });
  });

  it('is Canadian French for a Canadian page in Quebec, as the browser decides from `loc`', () => {
    expect(siteCountryOf('main', { path: 'ca' }, 'QC')).toMatchObject({
      country: 'CA',
      locale: 'fr-CA',
    });
    expect(siteCountryOf('main', { path: 'ca' }, 'ON').locale).toBe('en-CA');
    // Quebec is a Canadian region only: a US page with the same `loc` stays in English.
    expect(siteCountryOf('main', {}, 'QC').locale).toBe('en-US');
  });
});

describe('country on the reference server', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  const get = (pathname: string, host = 'main.localhost', cookie = '') =>
    server.request(pathname, { host, headers: cookie ? { cookie } : {}, redirect: 'manual' });
  const langOf = async (response: Response) =>
    /<html lang="([^"]+)" data-country="([A-Z]+)"/.exec(await response.text())?.slice(1);

  it('serves host pages under a country prefix in that country, and remembers it', async () => {
    const spain = await get('/es/');
    expect(spain.status).toBe(200);
    expect(spain.headers.get('set-cookie')).toMatch(
      new RegExp(`^${countryCookie}=ES; Max-Age=\\d+; Path=/; HttpOnly; SameSite=Lax`),
    );
    // A page that set the visitor's cookie is never a shared cache's; every page varies with it.
    expect(spain.headers.get('cache-control')).toMatch(/^private/);
    expect(spain.headers.get('vary')).toMatch(/Cookie/);
    expect(await langOf(spain)).toEqual(['es-ES', 'ES']);

    expect(await langOf(await get('/mx/searchzoom/?zoom_query=x'))).toEqual(['es-MX', 'MX']);
    expect(await langOf(await get('/at/', 'de.localhost'))).toEqual(['de-AT', 'AT']);
    // The remembered choice on a page without a prefix; the page does not set it again.
    const remembered = await get('/', 'main.localhost', `${countryCookie}=AU`);
    expect(remembered.headers.get('set-cookie')).toBeNull();
    expect(remembered.headers.get('vary')).toMatch(/Cookie/);
    expect(await langOf(remembered)).toEqual(['en-AU', 'AU']);
    // The query parameter wins over the remembered choice, and is remembered in turn.
    const asked = await get('/?country=ie', 'main.localhost', `${countryCookie}=AU`);
    expect(asked.headers.get('set-cookie')).toContain(`${countryCookie}=IE`);
    expect(await langOf(asked)).toEqual(['en-IE', 'IE']);
  });

  it('answers 404 for a prefix of a country the brand does not serve, and ignores such a choice', async () => {
    expect((await get('/at/')).status).toBe(404);
    expect((await get('/es/', 'de.localhost')).status).toBe(404);
    const unserved = await get('/?country=FR', 'main.localhost', `${countryCookie}=NZ`);
    expect(unserved.headers.get('set-cookie')).toBeNull();
    expect(await langOf(unserved)).toEqual(['en-NZ', 'NZ']);
    expect(await langOf(await get('/?country=FR'))).toEqual(['en-US', 'US']);
  });

  it('puts a member on /my-account/ in their account’s country, whatever was chosen', async () => {
    const secureId = await sessionFor(server, 'canada@example.com');
    const page = await get(
      '/my-account/',
      'main.localhost',
      `ld_session=${secureId}; ${countryCookie}=ES`,
    );
    expect(page.status).toBe(200);
    expect(page.headers.get('cache-control')).toBe('no-cache');
    expect(page.headers.get('vary')).toMatch(/Cookie/);
    expect(await langOf(page)).toEqual(['en-CA', 'CA']);
    // A guest's /my-account/ page follows the remembered choice.
    expect(
      await langOf(await get('/my-account/', 'main.localhost', `${countryCookie}=ES`)),
    ).toEqual(['es-ES', 'ES']);
  });

  it('lists the brand’s countries, each leading to its page on this site', async () => {
    const answer = async (host: string) => {
      const response = await server.request(`${endpoints.countries.path}?host=${host}`, { host });
      return (
        (await response.json()) as {
          result: { countryCode: string; name: string; canonicalUrl: string }[];
        }
      ).result;
    };
    const main = await answer('main.localhost');
    const origin = server.config.publicOrigins.main;
    expect(main.map((c) => c.countryCode)).toEqual([
      'US',
      'CA',
      'GB',
      'AU',
      'IE',
      'IN',
      'NG',
      'SG',
      'NZ',
      'MX',
      'ES',
    ]);
    expect(main.find((c) => c.countryCode === 'CA')?.canonicalUrl).toBe(`${origin}/ca/`);
    expect(main.find((c) => c.countryCode === 'ES')?.name).toBe('España');
    const de = await answer('de.localhost');
    expect(de).toMatchObject([
      {
        countryCode: 'DE',
        name: 'Deutschland',
        canonicalUrl: `${server.config.publicOrigins['de-legal']}/de/`,
      },
      {
        countryCode: 'AT',
        name: 'Österreich',
        canonicalUrl: `${server.config.publicOrigins['de-legal']}/at/`,
      },
    ]);
    const fr = await answer('fr.localhost');
    expect(fr).toMatchObject([
      { countryCode: 'FR', canonicalUrl: `${server.config.publicOrigins['fr-legal']}/` },
    ]);
  });
});
