import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { endpoints } from '../src/platform/api/contract';
import { loadConfig } from './config';
import {
  exampleResources,
  externalResourceTags,
  parseExternalResources,
  parseMaintenanceWindow,
} from './siteOperations';
import { auth, demoPassword, json, sessionCookieOf, sessionFor } from './test/harness';
import { setUpTestServer } from './test/setup';

const window = '2026-03-21T22:00:00-06:00/2026-03-22T02:00:00-06:00';

describe('MAINTENANCE_WINDOW', () => {
  it('reads two instants with offsets, and an optional zone name', () => {
    expect(parseMaintenanceWindow(window)).toEqual({
      start: '2026-03-22T04:00:00.000Z',
      end: '2026-03-22T08:00:00.000Z',
      timeZoneAbbreviation: '',
    });
    expect(parseMaintenanceWindow(`${window}/MT`)?.timeZoneAbbreviation).toBe('MT');
    expect(parseMaintenanceWindow(undefined)).toBeNull();
    expect(parseMaintenanceWindow(' ')).toBeNull();
  });

  it('refuses to start on a window it cannot read or that ends before it starts', () => {
    expect(() =>
      loadConfig({ MAINTENANCE_WINDOW: '2026-03-21T22:00:00/2026-03-22T02:00' }),
    ).toThrow(/offset/);
    expect(() =>
      loadConfig({ MAINTENANCE_WINDOW: '2026-03-22T02:00:00Z/2026-03-21T22:00:00Z' }),
    ).toThrow(/ends before it starts/);
  });
});

describe('EXTERNAL_RESOURCES', () => {
  it('reads TYPE:POSITION:url items, or the example pair', () => {
    expect(
      parseExternalResources('CSS:HEADER:https://cdn.example/site.css, javascript:footer:/tag.js'),
    ).toEqual([
      { type: 'CSS', position: 'HEADER', url: 'https://cdn.example/site.css' },
      { type: 'JAVASCRIPT', position: 'FOOTER', url: '/tag.js' },
    ]);
    expect(parseExternalResources('example')).toEqual(exampleResources);
    expect(parseExternalResources(undefined)).toEqual([]);
    expect(() => parseExternalResources('JAVASCRIPT:FOOTER://evil.example/x.js')).toThrow();
    expect(() => parseExternalResources('JAVASCRIPT:FOOTER:javascript:alert(1)')).toThrow();
  });

  it('writes each tag with one nonce per response, escaped, head and body end apart', async () => {
    const app = new Hono();
    app.get('/', (c) =>
      c.json(
        externalResourceTags(c, { externalResources: exampleResources, faultInjection: false }),
      ),
    );
    const first = (await (await app.request('/')).json()) as { head: string; foot: string };
    const second = (await (await app.request('/')).json()) as { head: string; foot: string };
    const nonce = /nonce="([^"]+)"/.exec(first.head)?.[1];
    expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
    expect(first.head).toBe(
      `<link rel="stylesheet" href="/server-assets/external/example.css" nonce="${nonce}">`,
    );
    expect(first.foot).toBe(
      `<script src="/server-assets/external/example.js" nonce="${nonce}" defer></script>`,
    );
    expect(second.head).not.toContain(nonce);
  });
});

describe('operations on the reference server', () => {
  const server = setUpTestServer({
    maintenance: parseMaintenanceWindow(window),
    externalResources: exampleResources,
  });

  it('puts the maintenance window in every site configuration', async () => {
    for (const host of ['main.localhost', 'fr.localhost']) {
      const values = await (
        await server.request(`${endpoints.siteConfigValues.path}?host=x&countryCode=`, { host })
      ).json();
      expect(values.maintenance).toEqual({
        start: '2026-03-22T04:00:00.000Z',
        end: '2026-03-22T08:00:00.000Z',
        timeZoneAbbreviation: '',
      });
    }
  });

  it('ignores the end-to-end maintenance cookie without FAULT_INJECTION', async () => {
    const values = await (
      await server.request(`${endpoints.siteConfigValues.path}?host=x&countryCode=`, {
        headers: {
          cookie: `ld-maintenance=${encodeURIComponent('2030-01-01T00:00:00Z/2030-01-02T00:00:00Z')}`,
        },
      })
    ).json();
    expect(values.maintenance.start).toBe('2026-03-22T04:00:00.000Z');
  });

  it('injects the external resources into a host page under a nonce its policy allows, and nothing inline', async () => {
    const page = await server.request('/');
    const html = await page.text();
    const policy = page.headers.get('content-security-policy') ?? '';
    const nonce = /<script src="\/server-assets\/external\/example\.js" nonce="([^"]+)"/.exec(
      html,
    )?.[1];
    expect(nonce).toBeDefined();
    expect(html).toContain(
      `<link rel="stylesheet" href="/server-assets/external/example.css" nonce="${nonce}">`,
    );
    expect(policy).toMatch(new RegExp(`script-src 'self' 'nonce-${asPattern(nonce)}'`));
    expect(policy).toMatch(new RegExp(`style-src 'self' [^;]*'nonce-${asPattern(nonce)}'`));
    expect(policy).not.toContain('unsafe-inline');
    const script = await server.request('/server-assets/external/example.js');
    expect(script.headers.get('content-type')).toContain('javascript');
  });

  it('lets a page call the family’s other hosts, and only those', async () => {
    const policy = (await server.request('/', { host: 'fr.localhost' })).headers.get(
      'content-security-policy',
    );
    const connect = /connect-src ([^;]*)/.exec(policy ?? '')?.[1]?.split(' ');
    const { publicOrigins } = server.config;
    expect(connect?.sort()).toEqual(
      [
        "'self'",
        publicOrigins.main,
        publicOrigins['legal-contracts'],
        publicOrigins['de-legal'],
      ].sort(),
    );
  });

  it('lists the other brands’ hosts in a sign-in result', async () => {
    const answer = await server.request(endpoints.signIn.path, {
      ...json('POST', {
        userCredentials: { username: 'britain@example.com', password: demoPassword },
      }),
      host: 'contracts.localhost',
    });
    const { result } = await answer.json();
    const hostOf = (origin: string) => new URL(origin).host;
    const { publicOrigins } = server.config;
    expect(result.otherHosts).toEqual(
      [publicOrigins.main, publicOrigins['fr-legal'], publicOrigins['de-legal']].map(hostOf),
    );
  });

  it('answers a preflight from a family origin with CORS for that origin only, credentials included', async () => {
    const { publicOrigins } = server.config;
    const preflight = (origin: string, path: string = endpoints.secureSession.path) =>
      server.request(path, {
        method: 'OPTIONS',
        host: 'contracts.localhost',
        headers: {
          origin,
          'access-control-request-method': 'POST',
          'access-control-request-headers': 'authorization, content-type',
        },
      });
    const fromMain = await preflight(publicOrigins.main);
    expect(fromMain.status).toBe(204);
    expect(fromMain.headers.get('access-control-allow-origin')).toBe(publicOrigins.main);
    expect(fromMain.headers.get('access-control-allow-credentials')).toBe('true');
    expect(fromMain.headers.get('access-control-allow-headers')).toContain('authorization');
    for (const origin of ['https://evil.example', publicOrigins['legal-contracts']]) {
      expect((await preflight(origin)).headers.get('access-control-allow-origin')).toBeNull();
    }
    // Only the two calls the family makes.
    const other = await preflight(publicOrigins.main, endpoints.userAuth.path);
    expect(other.headers.get('access-control-allow-origin')).toBeNull();
    // A foreign page's state change is still refused (CSRF).
    const foreign = await server.request(endpoints.secureSession.path, {
      ...json('POST', { secureID: 'x' }, { origin: 'https://evil.example' }),
      host: 'contracts.localhost',
    });
    expect(foreign.status).toBe(403);
  });

  it('opens a session on another brand’s host for the same person, cross-site, and ends both at sign-out', async () => {
    const { publicOrigins } = server.config;
    const onMain = await sessionFor(server, 'britain@example.com');
    const crossSite = {
      origin: publicOrigins.main,
      'sec-fetch-site': 'cross-site',
    };
    const minted = await server.request(endpoints.secureSession.path, {
      ...json('POST', { secureID: onMain }, crossSite),
      host: 'contracts.localhost',
    });
    expect(await minted.json()).toMatchObject({ succeeded: true, result: true });
    expect(minted.headers.get('access-control-allow-origin')).toBe(publicOrigins.main);
    const setCookie = minted.headers.get('set-cookie') ?? '';
    expect(setCookie).toMatch(/SameSite=None/);
    expect(setCookie).toMatch(/Secure/);
    expect(setCookie).toMatch(/HttpOnly/);
    const cookie = setCookie.split(';')[0] as string;
    const userOnContracts = async () =>
      (
        await (
          await server.request(endpoints.userAuth.path, {
            method: 'POST',
            host: 'contracts.localhost',
            headers: { cookie },
          })
        ).json()
      ).result;
    // The contracts brand's own account of that person.
    expect(await userOnContracts()).toMatchObject({
      isSignedIn: true,
      username: 'britain@example.com',
    });

    // A member with no account on that brand: nothing opened, not a failure.
    const onlyOnMain = await sessionFor(server, 'library@example.com');
    const none = await server.request(endpoints.secureSession.path, {
      ...json('POST', { secureID: onlyOnMain }, crossSite),
      host: 'contracts.localhost',
    });
    expect(await none.json()).toMatchObject({ succeeded: true, result: false });
    expect(none.headers.get('set-cookie')).toBeNull();

    // Sign-out from main reaches contracts (the browser's DELETE there, with the main secure id).
    const out = await server.request(endpoints.signOut.path, {
      method: 'DELETE',
      host: 'contracts.localhost',
      headers: { ...auth(onMain), ...crossSite, ...sessionCookieOf(cookie.split('=')[1] ?? '') },
    });
    expect(out.headers.get('set-cookie')).toMatch(/ld_session=;.*SameSite=None/);
    expect((await userOnContracts()).isSignedIn).toBe(false);
  });
});

/** A nonce as a regular expression (base64 has `+` and `/`). */
function asPattern(text: string | undefined): string {
  return (text ?? '').replace(/[+/=]/g, (ch) => `\\${ch}`);
}

describe('the end-to-end suite’s per-browser settings (FAULT_INJECTION=1 only)', () => {
  const server = setUpTestServer({ faultInjection: true });

  it('takes a maintenance window and the example resources from cookies', async () => {
    const cookie = `ld-maintenance=${encodeURIComponent('2030-01-01T00:00:00Z/2030-01-02T00:00:00Z')}; ld-external-resources=example`;
    const values = await (
      await server.request(`${endpoints.siteConfigValues.path}?host=x&countryCode=`, {
        headers: { cookie },
      })
    ).json();
    expect(values.maintenance).toMatchObject({ start: '2030-01-01T00:00:00.000Z' });
    const withCookie = await (await server.request('/', { headers: { cookie } })).text();
    expect(withCookie).toContain('/server-assets/external/example.js');
    const without = await (await server.request('/')).text();
    expect(without).not.toContain('/server-assets/external/');
  });
});
