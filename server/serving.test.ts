import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpoints } from '../src/platform/api/contract';
import { chooseEncoding, immutable } from './serving';
import { appScript, auth, sessionFor, startTestServer, type TestServer } from './test/harness';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const browser = { 'accept-encoding': 'gzip, deflate, br, zstd' };
const get = (
  pathname: string,
  headers: Record<string, string> = browser,
  host = 'main.localhost',
) => server.request(pathname, { headers, host });

/** The body as the browser decodes it. */
async function decoded(response: Response): Promise<string> {
  const bytes = Buffer.from(await response.arrayBuffer());
  const encoding = response.headers.get('content-encoding');
  if (encoding === 'br') return brotliDecompressSync(bytes).toString();
  if (encoding === 'gzip') return gunzipSync(bytes).toString();
  return bytes.toString();
}

describe('Accept-Encoding negotiation', () => {
  it.each([
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip, deflate', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['gzip;q=0.5, br;q=0.1', 'br'],
    ['*', 'br'],
    ['identity', null],
    ['br;q=0, gzip;q=0', null],
    [undefined, null],
  ])('%s → %s', (accept, expected) => {
    expect(chooseEncoding(accept)).toBe(expected);
  });
});

describe('hashed build assets', () => {
  it('are the precompressed variant the browser takes, cached for a year', async () => {
    for (const [accept, encoding] of [
      ['gzip, deflate, br', 'br'],
      ['gzip', 'gzip'],
    ] as const) {
      const response = await get('/my-account/assets/app.js', { 'accept-encoding': accept });
      expect(response.status).toBe(200);
      expect(response.headers.get('content-encoding')).toBe(encoding);
      expect(response.headers.get('vary')).toContain('Accept-Encoding');
      expect(response.headers.get('cache-control')).toBe(immutable);
      expect(response.headers.get('content-type')).toContain('javascript');
      expect(await decoded(response)).toBe(appScript);
    }
  });

  it("carry a subresource's protections, not a document's policies", async () => {
    const asset = await get('/my-account/assets/app.js');
    expect(asset.headers.get('x-content-type-options')).toBe('nosniff');
    expect(asset.headers.get('cross-origin-resource-policy')).toBe('same-origin');
    expect(asset.headers.get('content-security-policy')).toBeNull();
    const page = await get('/my-account/');
    expect(page.headers.get('content-security-policy')).toContain("script-src 'self'");
    expect(page.headers.get('x-frame-options')).toBe('DENY');
  });

  it('go uncompressed to a client that takes no encoding', async () => {
    const response = await get('/my-account/assets/app.js', {});
    expect(response.headers.get('content-encoding')).toBeNull();
    expect(await response.text()).toBe(appScript);
  });

  it('that do not exist are a 404 nobody caches for a year', async () => {
    const response = await get('/my-account/assets/missing-1.js');
    expect(response.status).not.toBe(200);
    expect(response.headers.get('cache-control')).not.toBe(immutable);
  });

  it('leave the build manifest unserved', async () => {
    const response = await get('/my-account/.vite/manifest.json');
    expect(await response.text()).not.toContain('host.tsx');
  });
});

describe('the /my-account/ page', () => {
  it("links its brand's theme, fonts and translations in the head, for every brand", async () => {
    const expected = [
      ['main.localhost', 'main', 'en-US', ['en-US']],
      ['contracts.localhost', 'legal-contracts', 'en-GB', ['en-GB', 'en-US']],
      ['fr.localhost', 'fr-legal', 'fr-FR', ['fr-FR', 'en-US']],
      ['de.localhost', 'de-legal', 'de-DE', ['de-DE', 'en-US']],
    ] as const;
    for (const [host, brand, locale, chain] of expected) {
      const html = await decoded(await get('/my-account/subscriptions/', browser, host));
      const head = html.slice(0, html.indexOf('</head>'));
      expect(html).toContain(`<html lang="${locale}" data-country=`);
      expect(head).toContain(
        `<link rel="stylesheet" crossorigin href="/my-account/assets/${brand}-1.css">`,
      );
      expect(head).toContain(
        '<link rel="stylesheet" crossorigin href="/my-account/assets/global-1.css">',
      );
      expect(head).toContain(
        `<link rel="modulepreload" crossorigin href="/my-account/assets/${brand}-1.js">`,
      );
      for (const chained of chain)
        expect(head).toContain(
          `<link rel="modulepreload" crossorigin href="/my-account/assets/locale-${chained}-1.js">`,
        );
      expect(head).toContain(
        `<link rel="preload" as="font" type="font/woff2" crossorigin href="/my-account/assets/${brand}-font-1.woff2">`,
      );
      // Only its own brand, and no woff fallback a woff2 browser never uses.
      expect(head.match(/-1\.css/g)).toHaveLength(2);
      expect(head).not.toContain('.woff"');
    }
  });

  it('is compressed, revalidated, and answered 304 when the browser holds it', async () => {
    const response = await get('/my-account/');
    expect(response.headers.get('content-encoding')).toBe('br');
    expect(response.headers.get('cache-control')).toBe('no-cache');
    const etag = response.headers.get('etag');
    expect(etag).toMatch(/^".+"$/);
    const again = await get('/my-account/overview', { ...browser, 'if-none-match': etag ?? '' });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
    // Another brand's page is another version.
    const fr = await get(
      '/my-account/',
      { ...browser, 'if-none-match': etag ?? '' },
      'fr.localhost',
    );
    expect(fr.status).toBe(200);
  });
});

describe('server-rendered answers', () => {
  it('host pages are compressed on the way out and revalidated', async () => {
    const response = await get('/');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-encoding')).toBe('br');
    expect(response.headers.get('vary')).toContain('Accept-Encoding');
    expect(response.headers.get('cache-control')).toBe('no-cache');
    const html = await decoded(response);
    expect(html).toContain('<div id="shell-root"></div>');
    expect(html).toContain(
      '<link rel="modulepreload" crossorigin href="/my-account/assets/main-1.js">',
    );
    const gzip = await get('/', { 'accept-encoding': 'gzip' });
    expect(gzip.headers.get('content-encoding')).toBe('gzip');
    expect(await decoded(gzip)).toBe(html);
  });

  it("the server's own stylesheets and script are compressed once, with an ETag", async () => {
    for (const pathname of [
      '/server-assets/host-pages.css',
      '/server-assets/host-page.js',
      '/server-assets/pages.css',
      '/server-assets/brands/de-legal.css',
    ]) {
      const response = await get(pathname);
      expect(response.status, pathname).toBe(200);
      expect(response.headers.get('content-encoding'), pathname).toBe('br');
      expect(response.headers.get('cache-control'), pathname).toBe('no-cache');
      const etag = response.headers.get('etag') ?? '';
      const plain = await get(pathname, {});
      expect(await decoded(response)).toBe(await plain.text());
      expect((await get(pathname, { ...browser, 'if-none-match': etag })).status, pathname).toBe(
        304,
      );
    }
  });

  it('API answers are compressed and still never stored', async () => {
    const secureId = await sessionFor(server, 'several@example.com');
    const response = await server.request(endpoints.subscriptions.path, {
      headers: { ...browser, ...auth(secureId) },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-encoding')).toBe('br');
    expect(response.headers.get('cache-control')).toBe('no-store');
    const body = JSON.parse(await decoded(response)) as { result?: unknown[] };
    expect(Array.isArray(body.result)).toBe(true);
  });
});
