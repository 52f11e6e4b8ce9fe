import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { endpoints, type PaymentMethod } from '../src/platform/api/contract';
import { secretHash } from './auth/sessions';
import { members, sessions } from './db/schema';
import { logLine } from './log';
import {
  auth,
  columnsContaining,
  demoPassword,
  expectEnvelopeFailure,
  json,
  queryRows,
  sessionCookieOf,
  sessionFor,
  startTestServer,
  type TestServer,
} from './test/harness';
import {
  accountCreate,
  myAccount,
  okEnvelope,
  okJson,
  setUpTestServer,
  subscriptionsOf,
  uam,
} from './test/setup';

/** Issue #12: input no route may answer with a 500, limits, races and what the server trusts. */

const server = setUpTestServer();
const nul = '\u0000';

const form = (fields: Record<string, string>, headers: Record<string, string> = {}) => ({
  method: 'POST',
  body: new URLSearchParams(fields),
  headers,
});
const errorReport = (overrides: Record<string, string> = {}) => ({
  description: 'TypeError',
  url: 'https://main.localhost/my-account/',
  line: '1',
  parentUrl: 'https://main.localhost/',
  userAgent: 'test',
  stackTrace: 'at x',
  ...overrides,
});

describe('a NUL character (U+0000) in any input is a 400 (401 in a cookie), never a 500', () => {
  it('in JSON bodies', async () => {
    const id = await sessionFor(server, 'cards@example.com');
    const [subscription] = await subscriptionsOf(
      server,
      await sessionFor(server, 'several@example.com'),
    );
    const card = (
      await okEnvelope<PaymentMethod[]>(
        server.request(`${myAccount}/payment-method`, { headers: auth(id) }),
      )
    ).result.find((c) => !c.updateDisabled && c.cardTypeCode === 'VI') as PaymentMethod;
    const several = await sessionFor(server, 'several@example.com');
    const cases: [string, RequestInit][] = [
      [endpoints.secureSession.path, json('POST', { secureID: `a${nul}b` })],
      [
        `${myAccount}/subscription/cancel-with-reason`,
        json(
          'POST',
          { subscriptionId: subscription?.subscriptionId, reason: `r${nul}`, freeText: 'x' },
          auth(several),
        ),
      ],
      [
        `${myAccount}/subscription/cancel-with-reason`,
        json(
          'POST',
          { subscriptionId: subscription?.subscriptionId, reason: 'r', freeText: `x${nul}` },
          auth(several),
        ),
      ],
      [
        `${myAccount}/payment-method/${card.creditCardId}`,
        json(
          'POST',
          {
            creditCardId: card.creditCardId,
            cardTypeCode: 'VI',
            nameOnCard: `Avery${nul}`,
            cvv: '123',
            expirationMonth: 10,
            expirationYear: 2030,
          },
          auth(id),
        ),
      ],
      [
        `${uam}/v2/account`,
        json(
          'POST',
          accountCreate('nul-country@example.com', 'long-enough-1', { countryCode: `U${nul}` }),
        ),
      ],
      [
        `${uam}/v2/session`,
        json('POST', { userCredentials: { username: `a${nul}@example.com`, password: 'x' } }),
      ],
    ];
    for (const [path, init] of cases) {
      await expectEnvelopeFailure(await server.request(path, init), 400);
    }
  });

  it('in form bodies: the reset page, the error logger and the order pages', async () => {
    const id = await sessionFor(server, 'no-subscriptions@example.com');
    const cases: [string, RequestInit][] = [
      ['/account/reset-password', form({ token: `t${nul}`, password: 'long-enough-1' })],
      ['/account/reset-password', form({ token: 't', password: `long-enough${nul}` })],
      [endpoints.errorLogger.path, form(errorReport({ description: `d${nul}` }))],
      ['/order/new', form({ products: `ALLLAW${nul}` }, sessionCookieOf(id))],
      [
        '/order/upgrade',
        form({ upgradeSubscription: '1', products: `A${nul}` }, sessionCookieOf(id)),
      ],
    ];
    for (const [path, init] of cases) {
      await expectEnvelopeFailure(await server.request(path, init), 400);
    }
    expect(await queryRows(server, 'SELECT id FROM orders')).toEqual([]);
  });

  it('in a query string and a path', async () => {
    const id = await sessionFor(server, 'active-monthly@example.com');
    await expectEnvelopeFailure(
      await server.request('/receipts/?invoiceNumber=a%00b', { headers: sessionCookieOf(id) }),
      400,
    );
    await expectEnvelopeFailure(
      await server.request(`${endpoints.countryRegions.path}?countryCode=U%00S`),
      400,
    );
    await expectEnvelopeFailure(
      await server.request(`${myAccount}/payment-method/1%00`, {
        method: 'DELETE',
        headers: auth(id),
      }),
      400,
    );
  });

  it('in the session cookie: 401', async () => {
    await expectEnvelopeFailure(
      await server.request('/receipts/?invoiceNumber=1', {
        headers: { cookie: 'ld_session=a%00b' },
      }),
      401,
    );
    await expectEnvelopeFailure(
      await server.request(endpoints.userAuth.path, {
        method: 'POST',
        headers: { cookie: 'ld_session=%00' },
      }),
      401,
    );
  });
});

describe('malformed bodies are a 400', () => {
  const multipart = (body: string, type = 'multipart/form-data; boundary=XyZ') => ({
    method: 'POST',
    body,
    headers: { 'content-type': type },
  });
  const truncated = '--XyZ\r\nContent-Disposition: form-data; name="token"\r\n\r\nabc';

  it('a truncated part or a multipart type without a boundary, on the error logger and the reset page', async () => {
    for (const path of [endpoints.errorLogger.path, '/account/reset-password']) {
      await expectEnvelopeFailure(await server.request(path, multipart(truncated)), 400);
      await expectEnvelopeFailure(
        await server.request(path, multipart(truncated, 'multipart/form-data')),
        400,
      );
    }
  });

  it('still reads a well-formed multipart report', async () => {
    const body = new FormData();
    for (const [key, value] of Object.entries(errorReport())) body.set(key, value);
    const response = await server.request(endpoints.errorLogger.path, { method: 'POST', body });
    expect(response.status, await response.text()).toBe(200);
  });
});

describe('one body limit for every route, and length caps on stored strings', () => {
  const big = 'x'.repeat(70 * 1024);

  it('refuses a body over 64 KiB on the HTML form routes too', async () => {
    const id = await sessionFor(server, 'no-subscriptions@example.com');
    for (const path of ['/account/reset-password', '/order/new', '/order/upgrade']) {
      const response = await server.request(path, form({ products: big }, sessionCookieOf(id)));
      expect(response.status, path).toBe(413);
    }
    // Without a Content-Length the limit is counted while reading.
    const stream = new ReadableStream({
      start(controller) {
        for (let i = 0; i < 20; i += 1)
          controller.enqueue(new TextEncoder().encode(big.slice(0, 8192)));
        controller.close();
      },
    });
    const chunked = await server.request('/order/new', {
      method: 'POST',
      body: stream,
      headers: { ...sessionCookieOf(id), 'content-type': 'application/x-www-form-urlencoded' },
      duplex: 'half',
    } as RequestInit);
    expect(chunked.status).toBe(413);
    expect(await queryRows(server, 'SELECT id FROM orders')).toEqual([]);
  });

  it('refuses stored strings longer than their field', async () => {
    const several = await sessionFor(server, 'several@example.com');
    const [subscription] = await subscriptionsOf(server, several);
    await expectEnvelopeFailure(
      await server.request(
        `${myAccount}/subscription/cancel-with-reason`,
        json(
          'POST',
          { subscriptionId: subscription?.subscriptionId, reason: 'r', freeText: 'x'.repeat(2001) },
          auth(several),
        ),
      ),
      400,
    );
    await expectEnvelopeFailure(
      await server.request(
        endpoints.errorLogger.path,
        form(errorReport({ url: 'x'.repeat(2049) })),
      ),
      400,
    );
    await expectEnvelopeFailure(
      await server.request(
        `${uam}/v2/account`,
        json(
          'POST',
          accountCreate('long-country@example.com', 'long-enough-1', {
            countryCode: 'USA'.repeat(10),
          }),
        ),
      ),
      400,
    );
    const id = await sessionFor(server, 'no-subscriptions@example.com');
    const order = await server.request(
      '/order/new',
      form({ products: 'P'.repeat(1001) }, sessionCookieOf(id)),
    );
    expect(order.status).toBe(400);
    expect(await queryRows(server, 'SELECT id FROM orders')).toEqual([]);
  });
});

const signInBody = (username: string, password: string, headers: Record<string, string> = {}) =>
  json('POST', { userCredentials: { username, password } }, headers);
const statusOf = async (response: Response | Promise<Response>) =>
  ((await (await response).json()) as { status: number }).status;

describe('lockout and the per-account rate limit', () => {
  // Its own server: the rate limiters count every attempt of the file.
  const own = setUpTestServer();

  it('counts simultaneous wrong passwords each: eight at once lock the account', async () => {
    const user = 'legal-advice@example.com';
    const statuses = await Promise.all(
      Array.from({ length: 8 }, () =>
        statusOf(own.request(`${uam}/v2/session`, signInBody(user, 'wrong-password'))),
      ),
    );
    expect(statuses.filter((s) => s === 3).length).toBeGreaterThan(0);
    expect(await statusOf(own.request(`${uam}/v2/session`, signInBody(user, demoPassword)))).toBe(
      3,
    );
    const [row] = await queryRows<{ failed_sign_ins: number; locked: boolean }>(
      own,
      `SELECT failed_sign_ins, locked_at IS NOT NULL AS locked FROM members WHERE email = '${user}'`,
    );
    expect(row).toEqual({ failed_sign_ins: 8, locked: true });
  });

  it('keys the per-account limit on the trimmed, lower-cased address', async () => {
    const spellings = [' Limit@Example.com', 'LIMIT@example.com ', '  limit@EXAMPLE.com  '];
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 11; attempt += 1) {
      const username = spellings[attempt % spellings.length] as string;
      statuses.push((await own.request(`${uam}/v2/session`, signInBody(username, 'x'))).status);
    }
    expect(statuses.slice(0, 10).every((s) => s === 200)).toBe(true);
    expect(statuses[10]).toBe(429);
  });
});

describe('absolute URLs from the configured origin; unknown hosts are refused', () => {
  const origin = () => server.config.publicOrigins.main;

  it('answers a request for an unknown host with 421, never echoing it', async () => {
    for (const [path, init] of [
      [`${uam}/v2/account/password-recovery`, json('POST', { email: 'library@example.com' })],
      ['/account/reset-password?token=x', {}],
      [`${endpoints.siteConfigValues.path}?countryCode=US`, {}],
    ] as const) {
      const response = await server.request(path, { ...init, host: 'evil.example' });
      expect(response.status, path).toBe(421);
      expect(await response.text()).not.toContain('evil.example');
    }
    expect(readdirSync(server.config.outboxDir).some((f) => f.includes('library'))).toBe(false);
  });

  it('builds the reset link, the order URL and the search service URL from the brand’s origin', async () => {
    // `localhost` is a name of the main brand, but not the one its links use.
    const host = 'localhost';
    await okJson(
      server.request(`${uam}/v2/account/password-recovery`, {
        ...json('POST', { email: 'library@example.com' }),
        host,
      }),
    );
    const mail = readdirSync(server.config.outboxDir).find((f) => f.includes('library'));
    const text = readFileSync(path.join(server.config.outboxDir, mail as string), 'utf8');
    expect(text).toContain(`${origin()}/account/reset-password?token=`);

    const id = await sessionFor(server, 'canada@example.com');
    const paths = await okEnvelope<
      { upgradeDetails: { desktopOrderDetails: { orderUrl: string } } }[]
    >(server.request(`${myAccount}/upgrade-path`, { headers: auth(id), host }));
    expect(paths.result[0]?.upgradeDetails.desktopOrderDetails.orderUrl).toBe(
      `${origin()}/order/upgrade`,
    );
    const config = await okJson<{ searchServiceUrl: string }>(
      server.request(`${endpoints.siteConfigValues.path}?countryCode=US`, { host }),
    );
    expect(config.searchServiceUrl).toBe(`${origin()}/search-service/v1/suggestions`);
  });
});

describe('concurrent account creation', () => {
  it('lets one in and answers the others 5 (account exists), never 500', async () => {
    const payload = accountCreate('race@example.com', 'Race-pass-1');
    const responses = await Promise.all(
      Array.from({ length: 5 }, () => server.request(`${uam}/v2/account`, json('POST', payload))),
    );
    expect(responses.map((r) => r.status)).toEqual([200, 200, 200, 200, 200]);
    const statuses = await Promise.all(responses.map(statusOf));
    expect(statuses.sort()).toEqual([0, 5, 5, 5, 5]);
  });
});

describe('logs of a failed query', () => {
  it('name the statement and the error code, never the parameters', async () => {
    const { db } = server.database;
    const [existing] = await db.select().from(members).limit(1);
    const secretHash = 'scrypt$32768$8$c2VjcmV0LXNhbHQ$do-not-log-this-hash';
    const error = await db
      .insert(members)
      .values({
        ...existing,
        id: existing?.id,
        passwordHash: secretHash,
      } as typeof members.$inferInsert)
      .then(() => null)
      .catch((e: unknown) => e);
    expect(error).toBeTruthy();
    const line = logLine(error);
    expect(line).toBe('query failed: insert "members" (SQLSTATE 23505)');
    expect(line).not.toContain('do-not-log');
    expect(line).not.toContain(existing?.email ?? '@');
  });

  it('are what the server writes when a request meets a failing query', async () => {
    const own = await startTestServer();
    const id = await sessionFor(own, 'several@example.com');
    const logged: string[] = [];
    const spy = vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
      logged.push(args.map(String).join(' '));
    });
    try {
      await own.database.db.execute(sql`DROP TABLE receipts`);
      const response = await own.request(`${myAccount}/subscription/`, { headers: auth(id) });
      expect(response.status).toBe(500);
    } finally {
      spy.mockRestore();
      await own.close();
    }
    expect(logged).toHaveLength(1);
    // The list's one statement, named by the first table it reads (the dropped one is inside).
    expect(logged[0]).toMatch(/query failed: select "subscriptions" \(SQLSTATE 42P01\)/);
    expect(logged[0]).not.toMatch(/params|\$1/);
  });
});

describe('also closed', () => {
  // Its own server: rate limits and sign-ins of these tests stay apart from the rest.
  const own = setUpTestServer();
  const signInTo = (
    target: Pick<TestServer, 'request'>,
    user: string,
    password = demoPassword,
    headers = {},
  ) => target.request(`${uam}/v2/session`, signInBody(user, password, headers));
  const mailTokens = (target: TestServer, who: string) =>
    readdirSync(target.config.outboxDir)
      .filter((f) => f.includes(who))
      .sort()
      .map(
        (f) =>
          /token=([\w-]+)/.exec(
            readFileSync(path.join(target.config.outboxDir, f), 'utf8'),
          )?.[1] as string,
      );
  const recover = (target: TestServer, email: string) =>
    target.request(`${uam}/v2/account/password-recovery`, json('POST', { email }));
  const reset = (target: TestServer, token: string, password: string, headers = {}) =>
    target.request('/account/reset-password', form({ token, password }, headers));

  it('costs an unknown address as much as a wrong password (no member enumeration by time)', async () => {
    const median = async (user: string) => {
      const times: number[] = [];
      for (let i = 0; i < 3; i += 1) {
        const start = performance.now();
        expect(await statusOf(signInTo(own, user, 'wrong-password'))).toBe(6);
        times.push(performance.now() - start);
      }
      return times.sort((a, b) => a - b)[1] as number;
    };
    const wrong = await median('active-yearly@example.com');
    const unknown = await median('nobody-here@example.com');
    // Before the fix an unknown address answered about 35 times faster.
    expect(unknown).toBeGreaterThan(wrong / 3);
  });

  describe('rate limits', () => {
    // A server of its own: the other tests here create accounts too. One limit per test: each
    // is a run of scrypt checks, slow beside the browser projects on two cores.
    const limited = setUpTestServer();

    it('on password recovery, per account', async () => {
      const recoveries: number[] = [];
      for (let i = 0; i < 6; i += 1)
        recoveries.push((await recover(limited, ' Cancelled@example.com')).status);
      expect(recoveries).toEqual([200, 200, 200, 200, 200, 429]);
    });

    it("on the email change's password check", async () => {
      const id = await sessionFor(limited, 'quarterly@example.com');
      const changes: number[] = [];
      for (let i = 0; i < 11; i += 1) {
        const response = await limited.request(
          `${uam}/v2/account/email`,
          json('PUT', { email: 'quarterly2@example.com', password: 'wrong' }, auth(id)),
        );
        changes.push(response.status);
      }
      expect(changes.slice(0, 10).every((s) => s === 400)).toBe(true);
      expect(changes[10]).toBe(429);
    });

    it('on account creation, per address', async () => {
      const creations: number[] = [];
      for (let i = 0; i < 21; i += 1) {
        const response = await limited.request(
          `${uam}/v2/account`,
          json('POST', accountCreate(`flood-${i}@example.com`, 'x')),
        );
        creations.push(response.status);
      }
      expect(creations.slice(0, 20).every((s) => s === 200)).toBe(true);
      expect(creations[20]).toBe(429);
    });
  });

  it('spends every outstanding reset token of the member when one reset completes', async () => {
    await recover(own, 'expired@example.com');
    await recover(own, 'expired@example.com');
    const [first, second] = mailTokens(own, 'expired');
    expect(first && second && first !== second).toBe(true);
    expect((await reset(own, first as string, 'First-new-pass')).status).toBe(200);
    expect((await reset(own, second as string, 'Second-new-pass')).status).toBe(400);
    expect(await statusOf(signInTo(own, 'expired@example.com', 'First-new-pass'))).toBe(0);
  });

  it('stores secure ids and reset tokens only as hashes, and purges expired ones', async () => {
    const response = await signInTo(own, 'library@example.com');
    const { result } = (await response.json()) as { result: { secureId: string } };
    expect(await columnsContaining(own, result.secureId)).toEqual([]);
    await recover(own, 'library@example.com');
    const [token] = mailTokens(own, 'library');
    expect(await columnsContaining(own, token as string)).toEqual([]);
    // The hash is what is stored: the id still works.
    await okEnvelope(own.request(endpoints.licenses.path, { headers: auth(result.secureId) }));

    await queryRows(
      own,
      `INSERT INTO sessions (secure_id, member_id, expires_at)
       SELECT 'expired-session', id, now() - interval '1 day' FROM members LIMIT 1`,
    );
    await queryRows(
      own,
      `INSERT INTO password_resets (token, member_id, expires_at)
       SELECT 'expired-token', id, now() - interval '1 day' FROM members LIMIT 1`,
    );
    await signInTo(own, 'all-access@example.com');
    await recover(own, 'all-access@example.com');
    expect(await columnsContaining(own, 'expired-session')).toEqual([]);
    expect(await columnsContaining(own, 'expired-token')).toEqual([]);
  });

  it('sends Cache-Control: no-store on signed-in JSON', async () => {
    const id = await sessionFor(own, 'several@example.com');
    const list = await own.request(`${myAccount}/subscription/`, { headers: auth(id) });
    expect(list.headers.get('cache-control')).toBe('no-store');
    const restore = await own.request(endpoints.userAuth.path, {
      method: 'POST',
      headers: auth(id),
    });
    expect(restore.headers.get('cache-control')).toBe('no-store');
  });

  it('requires application/json on JSON endpoints and refuses state changes from a foreign origin', async () => {
    const credentials = JSON.stringify({
      userCredentials: { username: 'paypal@example.com', password: demoPassword },
    });
    const plain = await own.request(`${uam}/v2/session`, {
      method: 'POST',
      body: credentials,
      headers: { 'content-type': 'text/plain' },
    });
    await expectEnvelopeFailure(plain, 400);
    expect(plain.headers.get('set-cookie')).toBeNull();

    const evil = { origin: 'https://evil.example' };
    const foreign = await signInTo(own, 'paypal@example.com', demoPassword, evil);
    await expectEnvelopeFailure(foreign, 403);
    const id = await sessionFor(own, 'no-subscriptions@example.com');
    const order = await own.request(
      '/order/new',
      form({ products: 'ALLLAW' }, { ...sessionCookieOf(id), ...evil }),
    );
    expect(order.status).toBe(403);
    const crossSite = await own.request(
      '/order/new',
      form({ products: 'ALLLAW' }, { ...sessionCookieOf(id), 'sec-fetch-site': 'cross-site' }),
    );
    expect(crossSite.status).toBe(403);
    expect(await queryRows(own, 'SELECT id FROM orders')).toEqual([]);

    // The page's own origin and the family's other brands are welcome.
    const same = await own.request(
      '/order/new',
      form({ products: 'ALLLAW' }, { ...sessionCookieOf(id), origin: 'http://main.localhost' }),
    );
    expect(same.status).toBe(200);
    const sibling = await signInTo(own, 'paypal@example.com', demoPassword, {
      origin: own.config.publicOrigins['fr-legal'],
    });
    expect(await statusOf(sibling)).toBe(0);
  });

  it('ends a session minted by secure-session when the session it came from signs out', async () => {
    const original = await sessionFor(own, 'britain@example.com');
    const minted = await own.request(
      endpoints.secureSession.path,
      json('POST', { secureID: original }),
    );
    expect(minted.status).toBe(200);
    const cookie = (minted.headers.get('set-cookie') ?? '').split(';')[0] as string;
    const restored = async () =>
      (
        (await (
          await own.request(endpoints.userAuth.path, { method: 'POST', headers: { cookie } })
        ).json()) as { result: { isSignedIn: boolean } }
      ).result.isSignedIn;
    expect(await restored()).toBe(true);
    await own.request(`${uam}/v2/session`, { method: 'DELETE', headers: auth(original) });
    expect(await restored()).toBe(false);
  });

  it('requires new passwords of at least 8 characters, with a translated message', async () => {
    const short = await own.request(`${uam}/v2/account`, {
      ...json('POST', accountCreate('short-pass@example.com', 'Short-1')),
      host: 'fr.localhost',
    });
    const body = (await short.json()) as { status: number; statusDescription: string };
    expect(body).toMatchObject({
      status: 2,
      statusDescription: 'Veuillez choisir un mot de passe d’au moins 8 caractères.',
    });
    await recover(own, 'activity@example.com');
    await recover(own, 'legal-club@example.com');
    const [token] = mailTokens(own, 'legal-club');
    const refused = await reset(own, token as string, '1234567', { 'accept-language': 'de-DE' });
    expect(refused.status).toBe(400);
    expect(await refused.text()).toContain('mindestens 8 Zeichen');
    expect((await reset(own, token as string, '12345678')).status).toBe(200);
  });

  it('sets the Secure cookie flag behind a TLS-terminating proxy when told to trust it', async () => {
    const cookieOf = async (target: Pick<TestServer, 'request'>, headers: Record<string, string>) =>
      (await signInTo(target, 'paypal@example.com', demoPassword, headers)).headers.get(
        'set-cookie',
      ) ?? '';
    const https = { 'x-forwarded-proto': 'https' };
    expect(await cookieOf(own, https)).not.toMatch(/;\s*Secure/i);
    const proxied = own.configured({ trustProxy: true });
    const published = own.configured({
      publicOrigins: { ...own.config.publicOrigins, main: 'https://main.localhost' },
    });
    expect(await cookieOf(proxied, https)).toMatch(/;\s*Secure/i);
    expect(await cookieOf(proxied, {})).not.toMatch(/;\s*Secure/i);
    expect(await cookieOf(published, {})).toMatch(/;\s*Secure/i);
  });
});

describe('the read path cache stays correct under writes', () => {
  it('shows a write at once, and ends a cached session when it expires', async () => {
    const id = await sessionFor(server, 'active-yearly@example.com');
    const [before] = await subscriptionsOf(server, id);
    expect(before?.cancelledDate).toBeNull();
    await okEnvelope(
      server.request(
        `${myAccount}/subscription/cancel`,
        json('POST', before?.subscriptionId, auth(id)),
      ),
    );
    const [after] = await subscriptionsOf(server, id);
    expect(after?.cancelledDate).not.toBeNull();
    // A write made outside the routes (straight SQL) is seen too.
    await queryRows(
      server,
      `UPDATE subscriptions SET original_buy_option_name = 'changed' WHERE id = ${before?.subscriptionId}`,
    );
    expect((await subscriptionsOf(server, id))[0]?.originalBuyOptionName).toBe('changed');
    // The list's receipts come with it (one query), a new one included at once, in their order.
    const receiptsBefore = (await subscriptionsOf(server, id))[0]?.receipts ?? [];
    await queryRows(
      server,
      `INSERT INTO receipts (subscription_id, invoice_number, order_date, modified_date, amount)
       VALUES (${before?.subscriptionId}, 'INV-CACHE-1', '2026-11-20T00:00:00', '2026-11-20T00:05:00', 1)`,
    );
    expect((await subscriptionsOf(server, id))[0]?.receipts).toEqual([
      ...receiptsBefore,
      {
        invoiceNumber: 'INV-CACHE-1',
        orderDate: '2026-11-20T00:00:00',
        modifiedDate: '2026-11-20T00:05:00',
      },
    ]);

    const [member] = await queryRows<{ id: number }>(
      server,
      "SELECT id FROM members WHERE email = 'several@example.com' AND brand = 'main'",
    );
    const shortLived = 'short-lived-secure-id';
    await server.database.db.insert(sessions).values({
      secureId: secretHash(shortLived),
      memberId: member?.id as number,
      expiresAt: new Date(Date.now() + 1500),
    });
    await okEnvelope(server.request(`${myAccount}/subscription/`, { headers: auth(shortLived) }));
    await new Promise((resolve) => setTimeout(resolve, 1600));
    await expectEnvelopeFailure(
      await server.request(`${myAccount}/subscription/`, { headers: auth(shortLived) }),
      401,
    );
  });
});
