import { describe, expect, it } from 'vitest';
import { endpoints, MAX_EXPERIMENTS_PER_REQUEST } from '../src/platform/api/contract';
import { experiments } from '../src/platform/experiments/registry';
import { brandCountries, siteConfigFor } from '../src/platform/fixtures';
import { hostsByBrand } from '../src/platform/site/hosts';
import { deLegalTokens } from '../tokens/de-legal';
import { mainTokens } from '../tokens/main';
import { type BrandId, brandIds } from '../tokens/types';
import { assignVariation } from './routes/platform';
import {
  appIndexMarker,
  auth,
  expectEnvelopeFailure,
  json,
  queryRows,
  sessionCookieOf,
  sessionFor,
} from './test/harness';
import { okJson, setUpTestServer, subscriptionsOf, uam } from './test/setup';

/**
 * The shell's site data by host (page-shell §3, §7), experiments, cookie preferences, user
 * licenses, the error logger (account-dashboard §7–8) and the server pages.
 */

const server = setUpTestServer();

describe('site data by host (page-shell §3)', () => {
  const configOn = (host: string, countryCode: string) =>
    okJson<{
      siteBrandType: string;
      countryCode: string;
      isLawDepotBrand: boolean;
      searchServiceUrl: string;
    }>(
      server.request(`${endpoints.siteConfigValues.path}?countryCode=${countryCode}`, {
        host,
      }),
    );

  it('answers each host with its own brand’s configuration', async () => {
    expect(await configOn('fr.localhost', 'FR')).toMatchObject({
      siteBrandType: 'frLegal',
      countryCode: 'FR',
    });
    expect(await configOn('de.localhost', 'DE')).toMatchObject({
      siteBrandType: 'deLegal',
      countryCode: 'DE',
    });
    expect(await configOn('contracts.localhost', 'GB')).toMatchObject({
      siteBrandType: 'main',
      isLawDepotBrand: true,
      countryCode: 'GB',
    });
    expect(await configOn('main.localhost', 'CA')).toMatchObject({
      siteBrandType: 'main',
      countryCode: 'CA',
    });
    // A country the brand does not serve falls back to the brand's home country.
    expect((await configOn('fr.localhost', 'US')).countryCode).toBe('FR');
  });

  it('answers every brand and country with its own configuration, the same bytes every time', async () => {
    // Each answer is serialized once and its text reused: no answer may stand in for another's.
    for (const round of [1, 2]) {
      for (const brand of brandIds as readonly BrandId[]) {
        const host = hostsByBrand[brand].at(-1) as string;
        for (const country of brandCountries[brand]) {
          const response = await server.request(
            `${endpoints.siteConfigValues.path}?countryCode=${country.toLowerCase()}`,
            { host },
          );
          expect(response.status).toBe(200);
          expect(response.headers.get('content-type')).toMatch(/^application\/json/);
          expect(response.headers.get('cache-control'), `round ${round}`).toBe('no-store');
          expect(await response.json()).toEqual({
            ...siteConfigFor(brand, country),
            searchServiceUrl: `${server.config.publicOrigins[brand]}/search-service/v1/suggestions`,
          });
        }
      }
    }
  });

  it('points the external search at this server’s own suggestions service, which highlights matches', async () => {
    const { searchServiceUrl } = await configOn('main.localhost', 'US');
    expect(new URL(searchServiceUrl).pathname).toBe('/search-service/v1/suggestions');
    const suggestions = await okJson<{ name: string; productNameHighlight: { value: string } }[]>(
      server.request('/search-service/v1/suggestions?query=LEASE&countryCode=US'),
    );
    expect(suggestions.length).toBeGreaterThan(0);
    for (const s of suggestions) {
      expect(s.name.toLowerCase()).toContain('lease');
      expect(s.productNameHighlight.value).toMatch(/<em>lease<\/em>/i);
    }
    expect(
      await okJson(
        server.request('/search-service/v1/suggestions?query=%3Cscript%3E&countryCode=US'),
      ),
    ).toEqual([]);
  });

  it('lists only the countries a brand serves', async () => {
    const codes = async (host: string) =>
      (
        await okJson<{ result: { countryCode: string }[] }>(
          server.request(endpoints.countries.path, { host }),
        )
      ).result.map((c) => c.countryCode);
    expect(await codes('fr.localhost')).toEqual(['FR']);
    expect(await codes('main.localhost')).toContain('US');
    expect(await codes('main.localhost')).not.toContain('FR');
  });

  it('gives page metadata in the site’s language (Quebec in French), whatever the browser’s', async () => {
    const metadata = (host: string, query: string) =>
      okJson<{ htmlAttrs: { lang: string }; title: string }>(
        server.request(
          `${endpoints.pageMetadata.path}?fullUrl=${encodeURIComponent(`http://${host}/`)}&${query}`,
          { host, headers: { 'accept-language': 'en-US,en;q=0.9' } },
        ),
      );
    const french = await metadata('fr.localhost', 'countryCode=FR');
    expect(french.htmlAttrs.lang).toBe('fr-FR');
    expect(french.title).toBe((await metadata('fr.localhost', 'countryCode=FR&loc=x')).title);
    expect(french.title).not.toBe((await metadata('main.localhost', 'countryCode=US')).title);
    expect((await metadata('de.localhost', 'countryCode=DE')).htmlAttrs.lang).toBe('de-DE');
    expect((await metadata('contracts.localhost', 'countryCode=GB')).htmlAttrs.lang).toBe('en-GB');
    // The country's language, not the brand's home one (issue #25).
    expect((await metadata('main.localhost', 'countryCode=CA')).htmlAttrs.lang).toBe('en-CA');
    expect((await metadata('main.localhost', 'countryCode=MX')).htmlAttrs.lang).toBe('es-MX');
    expect((await metadata('main.localhost', 'countryCode=CA&regionCode=QC')).htmlAttrs.lang).toBe(
      'fr-CA',
    );
  });

  it('serves the ignored error patterns as plain text, one per line', async () => {
    const response = await server.request('/common/ignoredErrorTypes.txt');
    expect(response.headers.get('content-type')).toMatch(/^text\/plain/);
    const lines = (await response.text()).split('\n').filter(Boolean);
    expect(lines).toContain('ResizeObserver loop');
  });
});

describe('experiments (account-dashboard §4, §9)', () => {
  const ask = (body: Record<string, string>, headers: Record<string, string> = {}) =>
    okJson<{ result: { experimentName: string; variationName: string } }>(
      server.request(
        `${uam}/v1/user-experiment`,
        json('POST', { countryCode: 'US', ...body }, headers),
      ),
    );

  it('keeps a member in the same variation across calls; forceVariationGuid forces one without changing it', async () => {
    const id = await sessionFor(server, 'active-yearly@example.com');
    const [member] = await queryRows<{ id: number }>(
      server,
      `SELECT id FROM members WHERE brand = 'main' AND email = 'active-yearly@example.com'`,
    );
    // A registry experiment whose assignment for this member is the control, so a forced N shows.
    const experimentName =
      Object.values(experiments)
        .map((e) => e.name)
        .find((name) => assignVariation(`member:${member?.id}`, name) === 'C') ?? '';
    expect(experimentName).not.toBe('');
    const first = await ask({ experimentName }, auth(id));
    expect(first.result).toEqual({ experimentName, variationName: 'C' });
    expect((await ask({ experimentName }, auth(id))).result.variationName).toBe('C');

    expect(
      (await ask({ experimentName, forceVariationGuid: 'N' }, auth(id))).result.variationName,
    ).toBe('N');
    expect(
      (await ask({ experimentName, forceVariationGuid: 'y' }, auth(id))).result.variationName,
    ).toBe('Y');
    // Forcing is for that request only: the stored assignment stays.
    expect((await ask({ experimentName }, auth(id))).result.variationName).toBe('C');
    const stored = await queryRows<{ variation: string }>(
      server,
      `SELECT variation FROM experiment_assignments WHERE subject_key = 'member:${member?.id}' AND experiment_name = '${experimentName}'`,
    );
    expect(stored).toEqual([{ variation: 'C' }]);
  });

  it('answers a known experiment with one of its variations', async () => {
    const id = await sessionFor(server, 'canada@example.com');
    const { result } = await ask({ experimentName: 'external_search' }, auth(id));
    expect(['C', 'N']).toContain(result.variationName);
  });

  describe('several at once (user-experiments)', () => {
    const batchPath = `${uam}/v1/user-experiments`;
    type Assignment = { experimentName: string; variationName: string };
    const askAll = async (
      queries: Record<string, string>[],
      headers: Record<string, string> = {},
    ) =>
      (
        await okJson<{ result: Assignment[] }>(
          server.request(batchPath, json('POST', { experiments: queries }, headers)),
        )
      ).result;
    const askEach = async (queries: Record<string, string>[], headers: Record<string, string>) => {
      const answers: Assignment[] = [];
      for (const query of queries) answers.push((await ask(query, headers)).result);
      return answers;
    };
    const queries: Record<string, string>[] = [
      ...Object.values(experiments).map((e) => ({ experimentName: e.name, countryCode: 'US' })),
      { experimentName: 'made_up_experiment_3', countryCode: 'US' },
      { experimentName: experiments.promoCards.name, countryCode: 'US', forceVariationGuid: 'f' },
    ];

    it('answers as one single call per experiment would, in the order asked, and stores the same', async () => {
      const id = await sessionFor(server, 'several@example.com');
      const [member] = await queryRows<{ id: number }>(
        server,
        `SELECT id FROM members WHERE brand = 'main' AND email = 'several@example.com'`,
      );
      // The batch first: it stores the assignments the single calls then read back.
      const batch = await askAll(queries, auth(id));
      expect(batch.map((a) => a.experimentName)).toEqual(queries.map((q) => q.experimentName));
      expect(batch).toEqual(await askEach(queries, auth(id)));
      expect(batch.at(-1)?.variationName).toBe('F');
      const [stored] = await queryRows<{ n: number }>(
        server,
        `SELECT count(*)::int AS n FROM experiment_assignments WHERE subject_key = 'member:${member?.id}'`,
      );
      expect(stored?.n).toBe(Object.keys(experiments).length);
      expect(await askAll([...queries].reverse(), auth(id))).toEqual([...batch].reverse());
      // A guest's batch too, without a session.
      expect(await askAll(queries)).toEqual(await askEach(queries, {}));
    });

    it('refuses a malformed, empty or too long batch with the 400 envelope', async () => {
      const item = { experimentName: 'promo_cards', countryCode: 'US' };
      const refused = async (body: unknown) =>
        expectEnvelopeFailure(await server.request(batchPath, json('POST', body)), 400);
      expect(await refused({ experiments: [item, { countryCode: 'US' }] })).toEqual([
        expect.stringMatching(/^body\.experiments\.1\.experimentName: /),
      ]);
      expect(
        await refused({ experiments: [item, { ...item, experimentName: 'x'.repeat(101) }] }),
      ).toEqual(['body.experiments.1.experimentName: longer than 100 characters']);
      await refused({ experiments: item });
      await refused({});
      await refused({ experiments: [] });
      const tooMany = Array.from({ length: MAX_EXPERIMENTS_PER_REQUEST + 1 }, () => item);
      expect(await refused({ experiments: tooMany })).toEqual([
        expect.stringMatching(/^body\.experiments: /),
      ]);
      expect(await askAll(tooMany.slice(1))).toHaveLength(MAX_EXPERIMENTS_PER_REQUEST);
    });
  });
});

describe('cookie preferences and user licenses (page-shell §7)', () => {
  it('stores cookie preferences against the account when signed in, and nothing for a guest', async () => {
    const id = await sessionFor(server, 'legal-advice@example.com');
    const rows = () =>
      queryRows<{ email: string; performance: boolean; marketing: boolean }>(
        server,
        `SELECT m.email, c.performance, c.marketing FROM cookie_preferences c JOIN members m ON m.id = c.member_id
         WHERE m.email = 'legal-advice@example.com'`,
      );
    expect(await rows()).toEqual([]);
    const [before] = await queryRows<{ n: number }>(
      server,
      'SELECT count(*)::int AS n FROM cookie_preferences',
    );

    const guest = await okJson<{ succeeded: boolean }>(
      server.request(
        `${uam}/v2/cookie-preferences`,
        json('POST', { performance: false, marketing: false }),
      ),
    );
    expect(guest.succeeded).toBe(true);
    expect(
      (await queryRows(server, 'SELECT count(*)::int AS n FROM cookie_preferences'))[0],
    ).toEqual(before);

    await okJson(
      server.request(
        `${uam}/v2/cookie-preferences`,
        json('POST', { performance: false, marketing: true }, auth(id)),
      ),
    );
    expect(await rows()).toEqual([
      { email: 'legal-advice@example.com', performance: false, marketing: true },
    ]);
    // The HttpOnly cookie counts as signed in too; a second choice replaces the first.
    await okJson(
      server.request(
        `${uam}/v2/cookie-preferences`,
        json('POST', { performance: true, marketing: false }, sessionCookieOf(id)),
      ),
    );
    expect(await rows()).toEqual([
      { email: 'legal-advice@example.com', performance: true, marketing: false },
    ]);
  });

  it('answers user-auth with the member’s saved cookie choice, so another device need not ask again', async () => {
    const id = await sessionFor(server, 'initial-trial@example.com');
    const snapshot = async (headers: Record<string, string>) =>
      (
        await okJson<{ result: { cookiePreferences?: unknown } }>(
          server.request(`${uam}/v1/user-auth`, { method: 'POST', headers }),
        )
      ).result.cookiePreferences;
    expect(await snapshot(auth(id))).toBeNull();

    await okJson(
      server.request(
        `${uam}/v2/cookie-preferences`,
        json('POST', { performance: false, marketing: true }, auth(id)),
      ),
    );
    // Another device: the member's session cookie alone, nothing in its local storage.
    const other = await sessionFor(server, 'initial-trial@example.com');
    expect(await snapshot(sessionCookieOf(other))).toEqual({
      performance: false,
      marketing: true,
      savedAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
    });
    // A guest has no account choice.
    expect(await snapshot({})).toBeUndefined();
  });

  it('lists the signed-in member’s licenses, filtered by product and country; a guest has none', async () => {
    const id = await sessionFor(server, 'active-yearly@example.com');
    const licenses = (query: string, headers: Record<string, string> = auth(id)) =>
      okJson<{ succeeded: boolean; result: { productCode: string; countryCode: string }[] }>(
        server.request(`${uam}/v1/user-licenses${query}`, { headers }),
      );
    expect((await licenses('')).result).toEqual([
      { productCode: 'LASTWILL', countryCode: 'US' },
      { productCode: 'LEASE', countryCode: 'US' },
    ]);
    expect((await licenses('?productCode=LEASE&countryCode=US')).result).toEqual([
      { productCode: 'LEASE', countryCode: 'US' },
    ]);
    expect((await licenses('?countryCode=CA')).result).toEqual([]);
    expect((await licenses('', {})).result).toEqual([]);
  });
});

describe('error logger (account-dashboard §7–8)', () => {
  const report = (stackTrace: string) => ({
    description: 'TypeError: cannot read properties of undefined',
    url: 'https://main.localhost/my-account/subscriptions',
    line: '42',
    parentUrl: 'https://main.localhost/',
    userAgent: 'Mozilla/5.0 (test)',
    stackTrace,
  });
  const send = (fields: Record<string, string>) =>
    server.request(endpoints.errorLogger.path, {
      method: 'POST',
      body: new URLSearchParams(fields),
    });
  const stored = () =>
    queryRows<Record<string, string>>(
      server,
      'SELECT description, url, line, parent_url, user_agent, stack_trace FROM error_reports ORDER BY id',
    );

  it('stores a report sent as a form body, with a stack trace of up to 8192 characters', async () => {
    const longest = 'x'.repeat(8192);
    expect((await send(report(longest))).status).toBe(200);
    expect(await stored()).toEqual([
      {
        description: 'TypeError: cannot read properties of undefined',
        url: 'https://main.localhost/my-account/subscriptions',
        line: '42',
        parent_url: 'https://main.localhost/',
        user_agent: 'Mozilla/5.0 (test)',
        stack_trace: longest,
      },
    ]);
  });

  it('rejects a longer stack trace, a missing field and a JSON body with 400, storing nothing', async () => {
    const before = await stored();
    await expectEnvelopeFailure(await send(report('x'.repeat(8193))), 400);
    const { line: _line, ...withoutLine } = report('at x');
    await expectEnvelopeFailure(await send(withoutLine), 400);
    await expectEnvelopeFailure(
      await server.request(endpoints.errorLogger.path, json('POST', report('at x'))),
      400,
    );
    expect(await stored()).toEqual(before);
  });
});

describe('server pages', () => {
  it('shows a receipt only to its own member: another member’s invoice is 404, no session is 401', async () => {
    const owner = await sessionFor(server, 'active-monthly@example.com');
    const other = await sessionFor(server, 'initial-trial@example.com');
    const invoiceOf = async (id: string) => {
      const result = await subscriptionsOf(server, id);
      const invoice = result[0]?.receipts[0]?.invoiceNumber;
      if (!invoice) throw new Error('no receipt');
      return invoice;
    };
    const ownInvoice = await invoiceOf(owner);
    const othersInvoice = await invoiceOf(other);
    const receipt = (invoice: string, headers: Record<string, string>) =>
      server.request(
        `/receipts/?header=false&invoiceNumber=${encodeURIComponent(invoice)}&loc=en_US`,
        {
          headers,
        },
      );

    const own = await receipt(ownInvoice, sessionCookieOf(owner));
    expect(own.status).toBe(200);
    expect(own.headers.get('content-type')).toMatch(/^text\/html/);
    const html = await own.text();
    expect(html).toContain(ownInvoice);
    expect(html).not.toContain(othersInvoice);
    // The product is the plan's name, as on the dashboard's card, not its buy-option code.
    expect(html).toContain('<dd>Trial subscription</dd>');
    expect(html).not.toContain('trial_subscription');
    // No favicon request (a 404 in the console): the page names an empty icon, as the app does.
    expect(html).toContain('<link rel="icon" href="data:," />');

    const foreign = await receipt(othersInvoice, sessionCookieOf(owner));
    expect(foreign.status).toBe(404);
    expect(await foreign.text()).not.toContain(othersInvoice);
    expect((await receipt('no-such-invoice', sessionCookieOf(owner))).status).toBe(404);
    expect((await receipt(ownInvoice, {})).status).toBe(401);
    // The page reads the session cookie, not a forged one.
    expect((await receipt(ownInvoice, sessionCookieOf('forged'))).status).toBe(401);
  });

  it('records a new order from the dashboard for the signed-in member only', async () => {
    const id = await sessionFor(server, 'no-subscriptions@example.com');
    const fields = new URLSearchParams({
      code: 'v2',
      file: 'order.aspx',
      contract: 'LEASE',
      referHost: 'main.localhost',
      loc: 'US',
      products: 'ALLLAW',
    });
    const anonymous = await server.request('/order/new', { method: 'POST', body: fields });
    expect(anonymous.status).toBe(401);
    const page = await server.request('/order/new', {
      method: 'POST',
      headers: sessionCookieOf(id),
      body: fields,
    });
    expect(page.status).toBe(200);
    const orders = await queryRows<{ products: string; email: string }>(
      server,
      'SELECT o.products, m.email FROM orders o JOIN members m ON m.id = o.member_id',
    );
    expect(orders).toEqual([{ products: 'ALLLAW', email: 'no-subscriptions@example.com' }]);
  });

  it('shows the password-reset form with the token from the link, escaped', async () => {
    const response = await server.request(
      '/account/reset-password?token=abc%22%3E%3Cscript%3E&loc=en_US',
    );
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('<form method="post" action="/account/reset-password">');
    expect(html).toContain('name="token" value="abc&quot;&gt;&lt;script&gt;"');
    expect(html).not.toContain('<script>');
    const refused = await server.request('/account/reset-password', {
      method: 'POST',
      body: new URLSearchParams({ token: 'abc', password: '' }),
    });
    expect(refused.status).toBe(400);
  });

  it('styles the server pages with the host brand’s theme: its token colours and its own font files', async () => {
    const stylesheetsOf = async (host: string) => {
      const page = await (
        await server.request('/account/reset-password?token=t&loc=de_DE', { host })
      ).text();
      const hrefs = [...page.matchAll(/<link rel="stylesheet" href="([^"]+)"/g)].map((m) => m[1]);
      expect(hrefs).toContain('/server-assets/pages.css');
      const texts = await Promise.all(
        hrefs.map(async (href) => {
          const response = await server.request(href ?? '', { host });
          expect(response.status, href).toBe(200);
          expect(response.headers.get('content-type'), href).toMatch(/^text\/css/);
          return response.text();
        }),
      );
      return texts.join('\n');
    };
    const de = await stylesheetsOf('de.localhost');
    const main = await stylesheetsOf('main.localhost');
    const deButton = deLegalTokens.color.action.primary.bg;
    const mainButton = mainTokens.color.action.primary.bg;
    expect(deButton).not.toBe(mainButton);
    expect(de).toContain(`--ld-color-action-primary-bg: ${deButton};`);
    expect(de).not.toContain(mainButton);
    expect(de).toContain(`--ld-font-family-body: ${deLegalTokens.font.family.body};`);
    expect(de).toContain("font-family: 'IBM Plex Sans'");
    expect(de).not.toContain('Inter');
    expect(main).toContain(`--ld-color-action-primary-bg: ${mainButton};`);
    expect(main).toContain("font-family: 'Inter'");
    // pages.css reads the brand's properties and hard-codes no colour or font of its own.
    const pagesCss = await (await server.request('/server-assets/pages.css')).text();
    expect(pagesCss).toContain('background: var(--ld-color-action-primary-bg)');
    expect(pagesCss).not.toMatch(/#[0-9a-f]{3,6}\b|rgb\(|system-ui/i);
    // Inputs are sized with their border and padding, so they stay inside the card.
    expect(pagesCss).toMatch(/\*,\s*\*::before,\s*\*::after\s*\{\s*box-sizing: border-box;/);

    const font = de.match(/url\((\/server-assets\/fonts\/[^)]+\.woff2)\)/)?.[1];
    if (!font) throw new Error('the de-legal stylesheet names no font file');
    const file = await server.request(font);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('font/woff2');
    expect((await file.arrayBuffer()).byteLength).toBeGreaterThan(1000);
    // Only the fonts a brand names are served: nothing else under node_modules.
    expect((await server.request('/server-assets/fonts/..%2F..%2Fpackage.json')).status).toBe(404);
    expect((await server.request('/server-assets/brands/nobody.css')).status).toBe(404);
  });

  it('serves the dashboard app for every /my-account/ route, and its assets by path', async () => {
    for (const path of [
      '/my-account/',
      '/my-account/subscriptions',
      '/my-account/payment-methods/edit/12',
    ]) {
      const response = await server.request(path);
      expect(response.status, path).toBe(200);
      expect(response.headers.get('content-type'), path).toMatch(/^text\/html/);
      expect(await response.text(), path).toContain(appIndexMarker);
    }
    const asset = await server.request('/my-account/assets/app.js');
    expect(asset.status).toBe(200);
    expect(asset.headers.get('content-type')).toMatch(/javascript/);
    expect(await asset.text()).toContain('export const app');
    // Without the trailing slash the static handler already answers with the app.
    const bare = await server.request('/my-account');
    expect(bare.status).toBe(200);
    expect(await bare.text()).toContain(appIndexMarker);
    // Outside /my-account/ an unknown page is a plain 404, not the app.
    const unknown = await server.request('/no-such-page');
    expect(unknown.status).toBe(404);
    expect(await unknown.text()).not.toContain(appIndexMarker);
  });
});

describe('abuse limits', () => {
  it('refuses an API body over 64 KiB with 413 and the envelope', async () => {
    const response = await server.request(endpoints.errorLogger.path, {
      method: 'POST',
      body: new URLSearchParams({ description: 'x'.repeat(70 * 1024) }),
    });
    expect(response.status).toBe(413);
    expect((await response.json()).succeeded).toBe(false);
  });

  it('answers guests and unknown experiments without storing an assignment', async () => {
    const count = async () =>
      Number(
        (
          await queryRows<{ n: number }>(
            server,
            'select count(*)::int as n from experiment_assignments',
          )
        )[0]?.n,
      );
    const before = await count();
    for (const experimentName of ['promo_cards', 'made_up_experiment_1', 'made_up_experiment_2']) {
      const response = await server.request(`${uam}/v1/user-experiment`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ experimentName, countryCode: 'US' }),
      });
      expect(response.status).toBe(200);
    }
    expect(await count()).toBe(before);
  });
});
