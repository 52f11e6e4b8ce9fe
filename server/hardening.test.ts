import { describe, expect, it } from 'vitest';
import { endpoints, type PaymentMethod } from '../src/platform/api/contract';
import {
  auth,
  expectEnvelopeFailure,
  json,
  queryRows,
  sessionCookieOf,
  sessionFor,
} from './test/harness';
import {
  accountCreate,
  myAccount,
  okEnvelope,
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
