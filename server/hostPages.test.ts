import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pageOf, sessionFor, startTestServer, type TestServer } from './test/harness';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const page = (pathname: string, host?: string, session?: string) =>
  pageOf(server, pathname, host, session);

describe('host pages', () => {
  it('embed the shell bundle named by the build manifest, with its stylesheets and preloads', async () => {
    const { response, html } = await page('/');
    expect(response.status).toBe(200);
    expect(html).toContain('<script type="module" src="/my-account/assets/host-1.js"></script>');
    expect(html).toContain('<script type="module" src="/server-assets/host-page.js"></script>');
    expect(html).toContain('<link rel="modulepreload" href="/my-account/assets/shared-1.js" />');
    for (const css of ['host-1.css', 'shared-1.css'])
      expect(html).toContain(`<link rel="stylesheet" href="/my-account/assets/${css}" />`);
    expect(html).toContain('<div id="shell-root"></div>');
    expect(response.headers.get('content-security-policy')).toContain("script-src 'self';");
  });

  it("speak each brand's language and name it", async () => {
    const expected = [
      ['main.localhost', 'en-US', 'LegalKit', 'Popular documents'],
      ['contracts.localhost', 'en-GB', 'ContractCraft', 'Popular documents'],
      ['fr.localhost', 'fr-FR', 'Actes Clairs', 'Documents les plus demandés'],
      ['de.localhost', 'de-DE', 'Vertragswerk', 'Beliebte Dokumente'],
    ] as const;
    for (const [host, lang, brand, featured] of expected) {
      const { html } = await page('/', host);
      expect(html).toContain(`<html lang="${lang}" data-country=`);
      expect(html).toContain(`| ${brand}</title>`);
      expect(html).toContain(featured);
    }
  });

  it('serve their script and stylesheet', async () => {
    const script = await server.request('/server-assets/host-page.js', { host: 'main.localhost' });
    expect(script.headers.get('content-type')).toContain('text/javascript');
    expect(await script.text()).toContain("'base-application:'");
    const css = await server.request('/server-assets/host-pages.css', { host: 'main.localhost' });
    expect(css.headers.get('content-type')).toContain('text/css');
  });

  it('answer 503 with a way forward when the app is not built', async () => {
    const bare = server.configured({ appDist: path.join(server.config.appDist, 'missing') });
    const response = await bare.request('/', { host: 'main.localhost' });
    expect(response.status).toBe(503);
    expect(await response.text()).toContain('npm start');
  });
});

describe('search results (/searchzoom/)', () => {
  it("list the brand's documents matching zoom_query", async () => {
    const { html } = await page('/searchzoom/?zoom_per_page=10&zoom_and=0&zoom_query=will');
    expect(html).toContain('Results for “will”');
    expect(html).toContain('>Last Will and Testament</a>');
    expect(html).toContain('documents found');
    expect(html).not.toContain('Lease Agreement');
  });

  it('say so when nothing matches, or nothing was asked', async () => {
    expect((await page('/searchzoom/?zoom_query=zzzz')).html).toContain(
      'No documents match “zzzz”',
    );
    expect((await page('/searchzoom/')).html).toContain('Type what you are looking for');
  });

  it('show a query with markup as text', async () => {
    const { html } = await page(
      `/searchzoom/?zoom_query=${encodeURIComponent('<img src=x onerror=alert(1)>')}`,
    );
    expect(html).not.toContain('<img src=x');
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;');
  });
});

describe('sign-in page (/SignIn/)', () => {
  it("asks the shell for the dialog in the page's mode, returning to a path of this site", async () => {
    const signIn = await page('/SignIn/?page=signin&ReturnUrl=%2Fmy-account%2Fsettings');
    expect(signIn.html).toContain('data-sign-in-mode="SignIn"');
    expect(signIn.html).toContain('data-return-url="/my-account/settings"');
    const create = await page('/SignIn/?page=create');
    expect(create.html).toContain('data-sign-in-mode="Create"');
    expect(create.html).toContain('data-return-url="/my-account/"');
  });

  it('never returns to another site', async () => {
    for (const foreign of ['https://evil.example/', '//evil.example/', '/\\evil.example'])
      expect(
        (await page(`/SignIn/?page=signin&ReturnUrl=${encodeURIComponent(foreign)}`)).html,
      ).toContain('data-return-url="/my-account/"');
  });

  it('sends a signed-in member straight on', async () => {
    const secureId = await sessionFor(server, 'active-monthly@example.com');
    const { response } = await page(
      '/SignIn/?page=signin&ReturnUrl=%2Fmy-account%2Fsettings',
      'main.localhost',
      secureId,
    );
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/my-account/settings');
  });
});

describe('My Documents (/mydocuments/)', () => {
  it('invite a guest to sign in', async () => {
    const { html } = await page('/mydocuments/');
    expect(html).toContain('Sign in to see the documents you have created.');
    expect(html).toContain('data-reload-on-sign-in="true"');
  });

  it("list a member's own documents, or say there are none", async () => {
    const withTiles = await sessionFor(server, 'estate-bundle@example.com');
    const listed = (await page('/mydocuments/', 'main.localhost', withTiles)).html;
    expect(listed).toContain('<a href="/estate-dashboard/">Estate plan</a>');
    expect(listed).not.toContain('Business formation');
    const none = await sessionFor(server, 'library@example.com');
    expect((await page('/mydocuments/', 'main.localhost', none)).html).toContain(
      'You have not created any documents yet.',
    );
  });
});
