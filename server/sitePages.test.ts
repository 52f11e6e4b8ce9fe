import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpoints } from '../src/platform/api/contract';
import type { HostPageLayout } from '../src/platform/ssr/pageState';
import { members, projectTiles } from './db/schema';
import { pageOf, sessionFor, startTestServer, type TestServer } from './test/harness';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const page = (pathname: string, host?: string, session?: string) =>
  pageOf(server, pathname, host, session);

/** The layout a page rendered without the server's shell carries for it (`host-layout`). */
const hostLayout = (html: string): HostPageLayout | undefined => {
  const json = html.match(/<script type="application\/json" id="host-layout">(.*?)<\/script>/)?.[1];
  return json ? (JSON.parse(json) as HostPageLayout) : undefined;
};

/** The data attribute a host page gives its script (`data-banner-style="selection"`). */
const attribute = (html: string, name: string) =>
  html.match(new RegExp(`id="host-content"[^>]*\\sdata-${name}="([^"]*)"`))?.[1];

describe('the not-found page', () => {
  it('answers 404 in the shell of its host, in its brand and language, with a way back', async () => {
    const expected = [
      ['main.localhost', 'en-US', 'Page not found', 'LegalKit'],
      ['contracts.localhost', 'en-GB', 'Page not found', 'ContractCraft'],
      ['fr.localhost', 'fr-FR', 'Page introuvable', 'Actes Clairs'],
      ['de.localhost', 'de-DE', 'Seite nicht gefunden', 'Vertragswerk'],
    ] as const;
    for (const [host, lang, title, brand] of expected) {
      const { response, html } = await page('/no-such-page/', host);
      expect(response.status, host).toBe(404);
      expect(response.headers.get('content-type')).toContain('text/html');
      expect(html).toMatch(new RegExp(`<html lang="${lang}"`));
      expect(html).toContain(`<title>${title} | ${brand}</title>`);
      expect(html).toContain(`<h1>${title}</h1>`);
      expect(html).toContain('<div id="shell-root"></div>');
      expect(html).toContain('action="/searchzoom/"');
      expect(html).toContain('name="zoom_query"');
      expect(html).toContain('<a href="/">');
    }
  });

  it('answers a country prefix the brand does not serve, in the brand’s home country', async () => {
    const expected = [
      ['main.localhost', '/at/', 'en-US', 'US', 'Page not found | LegalKit'],
      ['main.localhost', '/fr/last-will/', 'en-US', 'US', 'Page not found | LegalKit'],
      ['de.localhost', '/es/', 'de-DE', 'DE', 'Seite nicht gefunden | Vertragswerk'],
    ] as const;
    for (const [host, path, lang, country, title] of expected) {
      const { response, html } = await page(path, host);
      expect(response.status, `${host}${path}`).toBe(404);
      expect(response.headers.get('content-type')).toContain('text/html');
      expect(html).toContain(`<html lang="${lang}" data-country="${country}">`);
      expect(html).toContain(`<title>${title}</title>`);
      expect(html).toContain('<div id="shell-root"></div>');
      expect(html).toContain('action="/searchzoom/"');
      // Not remembered: the address is no choice of this visitor's.
      expect(response.headers.get('set-cookie')).toBeNull();
    }
  });

  it('stays plain for assets and the API', async () => {
    const asset = await page('/server-assets/nothing.css');
    expect(asset.response.status).toBe(404);
    expect(asset.html).toBe('Not found');
    const api = await server.request('/api/nothing', { host: 'main.localhost' });
    expect(api.status).toBe(404);
    expect(api.headers.get('content-type')).toContain('application/json');
  });
});

describe('document pages', () => {
  it('exist for every document and service the menus and search link to, on every host', async () => {
    const hosts = ['main.localhost', 'contracts.localhost', 'fr.localhost', 'de.localhost'];
    for (const host of hosts) {
      const menus = (await (
        await server.request(`${endpoints.menuCategories.path}?countryCode=&host=${host}`, {
          host,
        })
      ).json()) as { url: string; items: { url: string }[] }[];
      const urls = menus.flatMap((menu) => [menu.url, ...menu.items.map((item) => item.url)]);
      expect(urls.length).toBeGreaterThan(20);
      for (const url of urls)
        expect((await page(url, host)).response.status, `${host}${url}`).toBe(200);
    }
  });

  it('the Canadian menu comes in the language the page asks in: Canadian French, same pages', async () => {
    const menuIn = async (language: string) =>
      (await (
        await server.request(`${endpoints.menuCategories.path}?countryCode=CA&regionCode=QC`, {
          host: 'main.localhost',
          headers: { 'accept-language': language },
        })
      ).json()) as { name: string; url: string; items: { name: string; url: string }[] }[];
    const french = await menuIn('fr-CA');
    const english = await menuIn('en-CA');
    expect(french.find((menu) => menu.url === '/real-estate/')?.name).toBe('Immobilier');
    expect(english.find((menu) => menu.url === '/real-estate/')?.name).toBe('Real Estate');
    const links = (menus: typeof french) => menus.flatMap((menu) => menu.items.map((i) => i.url));
    expect(links(french)).toEqual(links(english));
  });

  it("a Canadian page's copyright line and phone hours come in its language too: French in Quebec", async () => {
    const answerIn = async (path: string, language: string) =>
      (
        await server.request(`${path}?countryCode=CA&host=main.localhost`, {
          host: 'main.localhost',
          headers: { 'accept-language': language },
        })
      ).json();
    const configIn = async (language: string) =>
      (await answerIn(endpoints.siteConfigValues.path, language)) as {
        footerCopyrightTextFormat: string;
        countryCode: string;
      };
    const hoursIn = async (language: string) =>
      ((await answerIn(endpoints.phoneInfo.path, language)) as { phoneHours: string }[])[0]
        ?.phoneHours;
    expect((await configIn('fr-CA')).footerCopyrightTextFormat).toContain('Tous droits réservés.');
    // The English answer is not the French one cached: each language has its own.
    expect((await configIn('en-CA')).footerCopyrightTextFormat).toContain('All rights reserved.');
    expect((await configIn('fr-CA')).countryCode).toBe('CA');
    expect(await hoursIn('fr-CA')).toMatch(/^Du lundi au vendredi/);
    expect(await hoursIn('en-CA')).toMatch(/^Mon–Fri/);
  });

  it("show the document's name and description in the host's language, with save", async () => {
    const { html } = await page('/mietvertrag/', 'de.localhost');
    expect(html).toContain('<title>Mietvertrag für Wohnraum | Vertragswerk</title>');
    expect(html).toContain('<h1>Mietvertrag für Wohnraum</h1>');
    expect(html).toContain('Erstellen Sie Ihr Dokument „Mietvertrag für Wohnraum“');
    expect(html).toContain('data-save-document');
    expect(html).toContain('data-product-code="mietvertrag"');
    expect(html).toContain('href="/mietvertrag/start/"');
    expect(attribute(html, 'banner-style')).toBeUndefined();
  });

  it('save the document to a member’s documents, once; a guest is sent to create an account', async () => {
    const guest = await server.request('/documents/save', {
      host: 'main.localhost',
      method: 'POST',
      body: new URLSearchParams({ slug: 'last-will' }),
    });
    expect(guest.status).toBe(303);
    expect(guest.headers.get('location')).toBe('/SignIn/?page=create&ReturnUrl=%2Flast-will%2F');

    const secureId = await sessionFor(server, 'library@example.com');
    for (let times = 0; times < 2; times += 1) {
      const saved = await server.request('/documents/save', {
        host: 'main.localhost',
        method: 'POST',
        headers: { cookie: `ld_session=${secureId}` },
        body: new URLSearchParams({ slug: 'last-will' }),
      });
      expect(saved.status).toBe(303);
      expect(saved.headers.get('location')).toBe('/last-will/?saved=1');
    }
    const { db } = server.database;
    const [member] = await db
      .select({ id: members.id })
      .from(members)
      .where(and(eq(members.brand, 'main'), eq(members.email, 'library@example.com')));
    const tiles = await db
      .select()
      .from(projectTiles)
      .where(and(eq(projectTiles.memberId, member?.id ?? 0), eq(projectTiles.href, '/last-will/')));
    expect(tiles.map((tile) => tile.title)).toEqual(['Last Will and Testament']);
    expect((await page('/last-will/?saved=1', 'main.localhost', secureId)).html).toContain(
      'Saved to My Documents.',
    );
  });

  it('an account created from a document’s save has the document', async () => {
    const email = 'saved-from-document@example.com';
    const created = await server.request(endpoints.createAccount.path, {
      host: 'main.localhost',
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        userCredentials: { username: email, password: 'Demo-Pass-2026' },
        countryCode: 'US',
        source: 'D',
        isSendingEmailsAllowed: true,
        isSendingPromotionsAllowed: true,
        websiteLinkHash: null,
        productName: 'Power of Attorney',
        productCode: 'power-of-attorney',
      }),
    });
    expect(((await created.json()) as { succeeded: boolean }).succeeded).toBe(true);
    const { db } = server.database;
    const rows = await db
      .select({ title: projectTiles.title, href: projectTiles.href })
      .from(projectTiles)
      .innerJoin(members, eq(members.id, projectTiles.memberId))
      .where(eq(members.email, email));
    expect(rows).toEqual([{ title: 'Power of Attorney', href: '/power-of-attorney/' }]);
  });
});

describe('shell variants of the site pages', () => {
  it('a selection page asks for the selection banner and footer', async () => {
    const { response, html } = await page('/last-will/start/');
    expect(response.status).toBe(200);
    expect(html).toContain('<h1>Start your Last Will and Testament</h1>');
    expect(attribute(html, 'banner-style')).toBe('selection');
    expect(attribute(html, 'footer-style')).toBe('selection');
    // Its choices lead back to the document, for a region of the country.
    expect(html).toContain('href="/last-will/?loc=usca"');
    expect((await page('/last-will/?loc=usca')).html).toContain(
      'Prepared for the law of California.',
    );
  });

  it('carries its layout for the shell beside a page the server did not render the shell of', async () => {
    const selection = hostLayout((await page('/last-will/start/')).html);
    expect(selection).toEqual({ bannerStyle: 'selection', footerStyle: 'selection' });
    const signIn = hostLayout((await page('/SignIn/?page=create')).html);
    expect(signIn).toEqual({
      bannerStyle: 'simple',
      footerStyle: 'simple',
      signInLinksState: 'SignIn',
    });
    // A page in the normal shell has none.
    expect(hostLayout((await page('/about/')).html)).toBeUndefined();
  });

  it('a document page adds a Button and a Custom entry to its category’s menu', async () => {
    const { html } = await page('/last-will/');
    expect(hostLayout(html)).toEqual({
      navigationItems: {
        ESTATE: [
          {
            type: 'button',
            id: 'page:save-document',
            title: 'Save your Last Will and Testament',
            value: 'save-document',
          },
          {
            type: 'custom',
            id: 'page:start-document',
            title: 'Start your Last Will and Testament',
            value: 'start-document',
            badge: 'On this page',
          },
        ],
      },
    });
    // What they run: the page's own "save" and "start now".
    expect(html).toContain('data-save-document');
    expect(html).toContain('href="/last-will/start/" data-start-document');
    const german = hostLayout((await page('/mietvertrag/', 'de.localhost')).html);
    expect(Object.values(german?.navigationItems ?? {})[0]?.[0]?.title).toBe(
      '„Mietvertrag für Wohnraum“ speichern',
    );
  });

  it('the upgrade page is checkout-like, live help a popup, sign-in a simple page', async () => {
    const upgrade = (await page('/upgrade/')).html;
    expect(attribute(upgrade, 'banner-style')).toBe('simple');
    expect(attribute(upgrade, 'footer-style')).toBe('disclaimer');
    const live = (await page('/help/live/')).html;
    expect(attribute(live, 'footer-style')).toBe('none');
    const signIn = (await page('/SignIn/?page=signin')).html;
    expect(attribute(signIn, 'banner-style')).toBe('simple');
    expect(attribute(signIn, 'footer-style')).toBe('simple');
    expect(attribute(signIn, 'sign-in-links')).toBe('Create');
    const create = (await page('/SignIn/?page=create')).html;
    expect(attribute(create, 'sign-in-links')).toBe('SignIn');
  });
});

describe('category and content pages', () => {
  it('list a category’s documents, also under the legal documents page', async () => {
    for (const path of ['/real-estate/', '/legal-documents/real-estate/']) {
      const { response, html } = await page(path);
      expect(response.status, path).toBe(200);
      expect(html).toContain('<h1>Real Estate</h1>');
      expect(html).toContain('<a href="/lease-agreement/">Lease Agreement</a>');
    }
  });

  it('answer every page the footer, help menu and dashboard link to, in the host’s language', async () => {
    const pages = [
      ['main.localhost', '/about/', 'About LegalKit'],
      ['main.localhost', '/help/contact/', 'Help center'],
      ['main.localhost', '/help/tickets/', 'Your support requests'],
      ['main.localhost', '/law-library/', 'Law library'],
      ['main.localhost', '/affiliates/', 'Affiliate program'],
      ['main.localhost', '/reviews/', 'Customer reviews'],
      ['main.localhost', '/online-notary/', 'Online notary'],
      ['main.localhost', '/upgrade/', 'Upgrade your account'],
      ['fr.localhost', '/how-it-works/', 'Comment ça marche'],
      ['fr.localhost', '/legal-notice/', 'Mentions légales'],
      ['de.localhost', '/contact/', 'Kontakt'],
      ['de.localhost', '/editorial-policy/', 'Redaktionelle Richtlinien'],
      ['contracts.localhost', '/esign/', 'E-signatures'],
    ] as const;
    for (const [host, path, title] of pages) {
      const { response, html } = await page(path, host);
      expect(response.status, `${host}${path}`).toBe(200);
      expect(html).toContain(`<h1>${title}</h1>`);
    }
    // A policy page opens the policy's dialog through the host-page message.
    expect((await page('/privacy/')).html).toContain('data-policy="privacy"');
    // A page another brand's site configuration names is not this brand's.
    expect((await page('/law-library/', 'fr.localhost')).response.status).toBe(404);
  });
});
