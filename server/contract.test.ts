import fc from 'fast-check';
import * as v from 'valibot';
import { beforeAll, describe, expect, it } from 'vitest';
import { type EndpointName, endpointNames, endpoints } from '../src/platform/api/contract';
import { policyUrlForKind } from '../src/shell/policies';
import {
  auth,
  demoPassword,
  expectEnvelopeFailure,
  expectNoStackTrace,
  json,
  sessionFor,
  signIn,
} from './test/harness';
import { myAccount, okEnvelope, setUpTestServer, subscriptionsOf, uam } from './test/setup';

/**
 * Every call of the contract (page-shell §7, account-dashboard §7) against the reference server:
 * a valid request answers a body the contract's own response schema accepts, a request that
 * breaks the contract answers 400 in the envelope (never a 500 or a stack trace), and every
 * account call refuses a request without a secure id.
 */

const server = setUpTestServer();
/** The "several" demo member: subscriptions in every state and four kinds of card. */
let member: {
  secureId: string;
  subscriptionIds: Record<string, number>;
  cardIds: Record<string, number>;
};

beforeAll(async () => {
  const secureId = await signIn(server, 'several@example.com');
  const subscriptions = await subscriptionsOf(server, secureId);
  const cards = (
    await okEnvelope<{ creditCardId: number; cardTypeCode: string }[]>(
      server.request(`${myAccount}/payment-method`, { headers: auth(secureId) }),
    )
  ).result;
  const idOf = <T>(list: T[], find: (item: T) => boolean, pick: (item: T) => number) => {
    const found = list.find(find);
    if (!found) throw new Error('the demo member is missing an expected record');
    return pick(found);
  };
  const sub = (find: (s: (typeof subscriptions)[number]) => boolean) =>
    idOf(subscriptions, find, (s) => s.subscriptionId);
  const card = (code: string) =>
    idOf(
      cards,
      (c) => c.cardTypeCode === code,
      (c) => c.creditCardId,
    );
  member = {
    secureId,
    subscriptionIds: {
      activeYearly: sub(
        (s) => s.originalBuyOptionName === 'subscription_year_renew' && !s.cancelledDate,
      ),
      cancelled: sub((s) => s.cancelledDate !== null && !s.isExpired),
      payPal: sub((s) => s.cardType === 'PP'),
    },
    cardIds: { visa: card('VI'), mastercard: card('MC') },
  };
});

type Send = () => Promise<Response>;

interface EndpointCase {
  /** A request the server must accept. */
  valid: Send;
  /** A request that breaks the contract, or why the endpoint has no input that can. */
  invalid: Send | { noInvalidInput: string };
  /** Account calls: the valid request without a secure id must answer 401. */
  needsSecureId: boolean;
}

const get =
  (path: string, headers: Record<string, string> = {}) =>
  () =>
    server.request(path, { headers });
const withId = () => auth(member.secureId);
const form = (fields: Record<string, string>): RequestInit => ({
  method: 'POST',
  body: new URLSearchParams(fields),
});
const errorReport = (stackTrace: string) =>
  form({
    description: 'TypeError: x is undefined',
    url: 'https://main.localhost/my-account/',
    line: '12',
    parentUrl: '',
    userAgent: 'vitest',
    stackTrace,
  });
const accountCreate = (source: string) =>
  json('POST', {
    userCredentials: { username: 'contract.new@example.com', password: 'Contract-1' },
    countryCode: 'US',
    source,
    isSendingEmailsAllowed: false,
    isSendingPromotionsAllowed: false,
    websiteLinkHash: null,
  });
/** A secure id signed in only for the sign-out case. */
let signOutId = '';

/**
 * One case per endpoint, in the order they run (later cases change the member's data). The
 * `satisfies` clause makes a new contract endpoint without a case a type error.
 */
const cases = {
  countries: {
    valid: get('/api/foundation/location/v1/countries?host=main.localhost&url=%2F'),
    invalid: { noInvalidInput: 'every query field is optional free text' },
    needsSecureId: false,
  },
  countryRegions: {
    valid: get('/api/foundation/location/v1/country-regions?countryCode=US'),
    invalid: get('/api/foundation/location/v1/country-regions'),
    needsSecureId: false,
  },
  contracts: {
    valid: get('/api/foundation/search/v1/contracts?countryCode=US'),
    invalid: get('/api/foundation/search/v1/contracts?host=main.localhost'),
    needsSecureId: false,
  },
  externalSearch: {
    valid: get('/search-service/v1/suggestions?query=lease&countryCode=US'),
    invalid: get('/search-service/v1/suggestions?countryCode=US'),
    needsSecureId: false,
  },
  cookiePreferences: {
    valid: () =>
      server.request(
        `${uam}/v2/cookie-preferences`,
        json('POST', { performance: true, marketing: false }),
      ),
    invalid: () =>
      server.request(
        `${uam}/v2/cookie-preferences`,
        json('POST', { performance: 'yes', marketing: false }),
      ),
    needsSecureId: false,
  },
  userLicenses: {
    valid: () =>
      server.request(`${uam}/v1/user-licenses?productCode=LASTWILL&countryCode=US`, {
        headers: withId(),
      }),
    invalid: { noInvalidInput: 'both query fields are optional free text' },
    needsSecureId: false,
  },
  signIn: {
    valid: async () => {
      const response = await server.request(
        `${uam}/v2/session`,
        json('POST', {
          userCredentials: { username: 'active-monthly@example.com', password: demoPassword },
        }),
      );
      signOutId = (await response.clone().json()).result.secureId;
      return response;
    },
    invalid: () => server.request(`${uam}/v2/session`, json('POST', { userCredentials: {} })),
    needsSecureId: false,
  },
  secureSession: {
    // Another host of the same brand takes the secure id and sets its own cookie.
    valid: () =>
      server.request(`${uam}/v2/secure-session`, {
        ...json('POST', { secureID: member.secureId }),
        host: 'localhost',
      }),
    invalid: () =>
      server.request(`${uam}/v2/secure-session`, json('POST', { secureId: member.secureId })),
    needsSecureId: false,
  },
  signOut: {
    valid: () =>
      server.request(`${uam}/v2/session`, { method: 'DELETE', headers: auth(signOutId) }),
    invalid: { noInvalidInput: 'the call has no body, query or path parameters' },
    needsSecureId: false,
  },
  passwordRecovery: {
    valid: () =>
      server.request(
        `${uam}/v2/account/password-recovery`,
        json('POST', { email: 'library@example.com' }),
      ),
    invalid: () =>
      server.request(`${uam}/v2/account/password-recovery`, json('POST', { email: 42 })),
    needsSecureId: false,
  },
  createAccount: {
    valid: () => server.request(`${uam}/v2/account`, accountCreate('D')),
    invalid: () => server.request(`${uam}/v2/account`, accountCreate('X')),
    needsSecureId: false,
  },
  pageMetadata: {
    valid: get(
      '/api/foundation/metadata/v1/page-metadata?countryCode=US&fullUrl=https%3A%2F%2Fmain.localhost%2F',
    ),
    invalid: get('/api/foundation/metadata/v1/page-metadata?countryCode=US'),
    needsSecureId: false,
  },
  userAuth: {
    valid: () => server.request(`${uam}/v1/user-auth`, { method: 'POST', headers: withId() }),
    invalid: { noInvalidInput: 'only the secure-id header, no payload fields' },
    needsSecureId: false,
  },
  siteConfigValues: {
    valid: get('/api/foundation/site-configuration/v1/values?countryCode=US&host=main.localhost'),
    invalid: get('/api/foundation/site-configuration/v1/values?host=main.localhost'),
    needsSecureId: false,
  },
  phoneInfo: {
    valid: get(
      '/api/foundation/customer-service/v1/countries-phone-info/?countryCode=US&returnCompanyAddress=true&productCode=',
    ),
    invalid: get(
      '/api/foundation/customer-service/v1/countries-phone-info/?countryCode=US&returnCompanyAddress=maybe',
    ),
    needsSecureId: false,
  },
  menuCategories: {
    valid: get('/api/foundation/navigation/v1/menu-categories?countryCode=US&brand=main'),
    invalid: get('/api/foundation/navigation/v1/menu-categories?brand=main'),
    needsSecureId: false,
  },
  policy: {
    // The URL the shell builds for the terms of use in en-US.
    valid: () => {
      const built = policyUrlForKind('TERMS', 'main', 'en-US');
      if (!built.ok) throw new Error('no policy URL');
      return server.request(built.url);
    },
    invalid: {
      noInvalidInput: 'a static document path: an unknown document is a 404 (tested below)',
    },
    needsSecureId: false,
  },
  getEmailPreference: {
    valid: () => server.request(`${myAccount}/account/email-preference`, { headers: withId() }),
    invalid: { noInvalidInput: 'the call has no payload' },
    needsSecureId: true,
  },
  putEmailPreference: {
    valid: () =>
      server.request(`${myAccount}/account/email-preference?emailOffer=true`, {
        method: 'PUT',
        headers: withId(),
      }),
    invalid: () =>
      server.request(`${myAccount}/account/email-preference?emailOffer=maybe`, {
        method: 'PUT',
        headers: withId(),
      }),
    needsSecureId: true,
  },
  putAccountEmail: {
    valid: () =>
      server.request(
        `${uam}/v2/account/email`,
        json('PUT', { email: 'several.renamed@example.com', password: demoPassword }, withId()),
      ),
    invalid: () =>
      server.request(`${uam}/v2/account/email`, json('PUT', { email: 'x@example.com' }, withId())),
    needsSecureId: true,
  },
  licenses: {
    valid: () => server.request(`${myAccount}/license`, { headers: withId() }),
    invalid: { noInvalidInput: 'the call has no payload' },
    needsSecureId: true,
  },
  subscriptions: {
    valid: () => server.request(`${myAccount}/subscription/`, { headers: withId() }),
    invalid: { noInvalidInput: 'the call has no payload' },
    needsSecureId: true,
  },
  upgradePaths: {
    valid: () => server.request(`${myAccount}/upgrade-path`, { headers: withId() }),
    invalid: { noInvalidInput: 'the call has no payload' },
    needsSecureId: true,
  },
  cancelSubscription: {
    valid: () =>
      server.request(
        `${myAccount}/subscription/cancel`,
        json('POST', member.subscriptionIds.activeYearly, withId()),
      ),
    invalid: () =>
      server.request(
        `${myAccount}/subscription/cancel`,
        json('POST', { subscriptionId: 1 }, withId()),
      ),
    needsSecureId: true,
  },
  cancelSubscriptionWithReason: {
    valid: () =>
      server.request(
        `${myAccount}/subscription/cancel-with-reason`,
        json(
          'POST',
          { subscriptionId: member.subscriptionIds.payPal, reason: 'price', freeText: '' },
          withId(),
        ),
      ),
    invalid: () =>
      server.request(
        `${myAccount}/subscription/cancel-with-reason`,
        json('POST', { subscriptionId: member.subscriptionIds.payPal, freeText: '' }, withId()),
      ),
    needsSecureId: true,
  },
  reactivateSubscription: {
    valid: () =>
      server.request(
        `${myAccount}/subscription/reactivate`,
        json('PUT', { subscriptionId: member.subscriptionIds.cancelled }, withId()),
      ),
    invalid: () =>
      server.request(
        `${myAccount}/subscription/reactivate`,
        json('PUT', { subscriptionId: 'one' }, withId()),
      ),
    needsSecureId: true,
  },
  paymentMethods: {
    valid: () =>
      server.request(
        `${myAccount}/payment-method?returnOnlySaved=true&returnExpired=false&returnTokenized=false`,
        {
          headers: withId(),
        },
      ),
    invalid: () =>
      server.request(`${myAccount}/payment-method?returnOnlySaved=perhaps`, { headers: withId() }),
    needsSecureId: true,
  },
  deletePaymentMethod: {
    valid: () =>
      server.request(`${myAccount}/payment-method/${member.cardIds.mastercard}`, {
        method: 'DELETE',
        headers: withId(),
      }),
    invalid: () =>
      server.request(`${myAccount}/payment-method/first`, { method: 'DELETE', headers: withId() }),
    needsSecureId: true,
  },
  updatePaymentMethod: {
    valid: () =>
      server.request(
        `${myAccount}/payment-method/${member.cardIds.visa}`,
        json(
          'POST',
          {
            creditCardId: member.cardIds.visa,
            cardTypeCode: 'VI',
            nameOnCard: 'Avery Sample',
            cvv: '123',
            expirationMonth: '12',
            expirationYear: '2031',
          },
          withId(),
        ),
      ),
    invalid: () =>
      server.request(
        `${myAccount}/payment-method/${member.cardIds.visa}`,
        json(
          'POST',
          { creditCardId: member.cardIds.visa, cardTypeCode: 'VI', nameOnCard: 'A' },
          withId(),
        ),
      ),
    needsSecureId: true,
  },
  projectTiles: {
    valid: () =>
      server.request(
        '/api/dashboards/post-purchase/v1/my-projects-dashboard-tiles?has_started=true',
        {
          headers: withId(),
        },
      ),
    invalid: () =>
      server.request(
        '/api/dashboards/post-purchase/v1/my-projects-dashboard-tiles?has_started=false',
        {
          headers: withId(),
        },
      ),
    needsSecureId: true,
  },
  userExperiment: {
    valid: () =>
      server.request(
        `${uam}/v1/user-experiment`,
        json('POST', { experimentName: 'external_search', countryCode: 'US' }, withId()),
      ),
    invalid: () =>
      server.request(`${uam}/v1/user-experiment`, json('POST', { countryCode: 'US' }, withId())),
    needsSecureId: false,
  },
  userExperiments: {
    valid: () =>
      server.request(
        `${uam}/v1/user-experiments`,
        json(
          'POST',
          { experiments: [{ experimentName: 'external_search', countryCode: 'US' }] },
          withId(),
        ),
      ),
    invalid: () =>
      server.request(
        `${uam}/v1/user-experiments`,
        json('POST', { experiments: [{ countryCode: 'US' }] }, withId()),
      ),
    needsSecureId: false,
  },
  errorLogger: {
    valid: () =>
      server.request('/api/foundation/error-logger/v1/errors/', errorReport('at main.js:1')),
    invalid: () =>
      server.request('/api/foundation/error-logger/v1/errors/', errorReport('x'.repeat(8193))),
    needsSecureId: false,
  },
  ignoredErrorTypes: {
    valid: get('/common/ignoredErrorTypes.txt'),
    invalid: { noInvalidInput: 'a static text file' },
    needsSecureId: false,
  },
} satisfies Record<EndpointName, EndpointCase>;

const names = Object.keys(cases) as EndpointName[];

it('has a case for every endpoint of the contract, and nothing else', () => {
  expect([...names].sort()).toEqual([...endpointNames].sort());
});

describe.each(names)('%s', (name) => {
  const endpoint = endpoints[name];
  const testCase: EndpointCase = cases[name];

  if (testCase.needsSecureId) {
    it('answers 401 in the envelope without a secure id, or with one nobody holds', async () => {
      const path = endpoint.path.replace('{creditCardId}', '1');
      await expectEnvelopeFailure(await server.request(path, { method: endpoint.method }), 401);
      const forged = await server.request(path, {
        method: endpoint.method,
        headers: auth('not-a-real-secure-id'),
      });
      await expectEnvelopeFailure(forged, 401);
    });
  }

  const invalid = testCase.invalid;
  if (typeof invalid === 'function') {
    it('answers 400 with the envelope errors for a request that breaks the contract', async () => {
      await expectEnvelopeFailure(await invalid(), 400);
    });
  }

  it(`answers a valid request with a body the contract accepts (${endpoint.responseType})`, async () => {
    const response = await testCase.valid();
    const text = await response.text();
    expect(response.status, text).toBe(200);
    expectNoStackTrace(text);
    if (endpoint.responseType === 'text') {
      expect(response.headers.get('content-type')).toMatch(/^text\/(html|plain)/);
      expect(text.trim().length).toBeGreaterThan(0);
      return;
    }
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    const parsed = v.safeParse(endpoint.response, JSON.parse(text));
    expect(parsed.issues?.map((issue) => `${v.getDotPath(issue)}: ${issue.message}`) ?? []).toEqual(
      [],
    );
    const body = parsed.output as { succeeded?: boolean; status?: number };
    if (endpoint.envelope === 'result') expect(body.succeeded).toBe(true);
    if (endpoint.envelope === 'status') expect(body.status).toBe(0);
  });
});

describe('requests outside the contract', () => {
  it('runs on the database the run asked for (PostgreSQL when TEST_DATABASE_URL is set)', async () => {
    const health = await (await server.request('/healthz')).json();
    expect(health).toEqual({
      ok: true,
      database: process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite',
    });
  });

  it('answers an unknown API path with 404 in the envelope', async () => {
    await expectEnvelopeFailure(await server.request('/api/foundation/nothing/v1/here'), 404);
  });

  it('answers 400, not 500, for a JSON body that is not JSON or a form body where JSON is expected', async () => {
    const broken = await server.request(`${myAccount}/subscription/cancel-with-reason`, {
      method: 'POST',
      body: '{"subscriptionId": ',
      headers: { ...withId(), 'content-type': 'application/json' },
    });
    await expectEnvelopeFailure(broken, 400);
    const formInstead = await server.request(`${uam}/v2/cookie-preferences`, {
      method: 'POST',
      body: new URLSearchParams({ performance: 'true', marketing: 'false' }),
    });
    await expectEnvelopeFailure(formInstead, 400);
  });

  it('answers an id outside the database integer range as not found, never as a database error', async () => {
    for (const id of [2 ** 40, -1, 1.5]) {
      const cancel = await server.request(
        `${myAccount}/subscription/cancel`,
        json('POST', id, withId()),
      );
      expect(cancel.status, String(id)).not.toBe(500);
      expect([400, 404]).toContain(cancel.status);
      expectNoStackTrace(await cancel.text());
      const remove = await server.request(`${myAccount}/payment-method/${id}`, {
        method: 'DELETE',
        headers: withId(),
      });
      expect(remove.status, String(id)).not.toBe(500);
      expect([400, 404]).toContain(remove.status);
    }
  });

  it('answers an unknown policy document or brand with 404', async () => {
    for (const path of [
      '/common/components/website-policies/main/nothing_xx_YY.html',
      '/common/components/website-policies/nobrand/terms_en_US.html',
      '/common/components/website-policies/main/..%2F..%2Fpackage.json',
    ]) {
      const response = await server.request(path);
      expect(response.status, path).toBe(404);
    }
  });
});

describe('arbitrary input (never a 500)', () => {
  const allowed = [200, 400, 401, 404, 409, 429];
  const text = fc.oneof(
    fc.string(),
    fc.constantFrom('true', 'false', '0', '-1', '1.5', '1e400', '2147483648', 'NaN', ''),
  );
  // Ids the database cannot hold, next to ordinary values.
  const edgeNumber = fc.constantFrom(0, -1, 1.5, 2 ** 31, 2 ** 40, Number.MAX_SAFE_INTEGER, 1e300);
  const body = fc.oneof(
    fc.jsonValue(),
    edgeNumber,
    fc.record(
      {
        subscriptionId: edgeNumber,
        creditCardId: edgeNumber,
        reason: fc.string(),
        freeText: fc.string(),
        cardTypeCode: fc.string(),
        nameOnCard: fc.string(),
        cvv: fc.string(),
        expirationMonth: edgeNumber,
        expirationYear: edgeNumber,
      },
      { requiredKeys: [] },
    ),
  );

  it.each(names)(
    '%s answers every generated request with a client status, never 500',
    async (name) => {
      const endpoint = endpoints[name];
      const basePath = name === 'externalSearch' ? '/search-service/v1/suggestions' : endpoint.path;
      const queryKeys =
        'query' in endpoint ? Object.keys((endpoint.query as { entries: object }).entries) : [];
      // A session of its own: the sign-out case must not end the session the other cases use.
      const headers = auth(await sessionFor(server, 'cards@example.com'));
      const statuses = new Set<number>();
      await fc.assert(
        fc.asyncProperty(
          body,
          fc.dictionary(fc.constantFrom(...(queryKeys.length ? queryKeys : ['x'])), text),
          fc.oneof(fc.integer(), edgeNumber, text),
          async (payload, query, pathValue) => {
            const path = basePath
              .replace('{creditCardId}', encodeURIComponent(String(pathValue)))
              .replace('{brand}', 'main')
              .replace('{document}', encodeURIComponent(String(pathValue)));
            const search = new URLSearchParams(query).toString();
            const init: RequestInit =
              endpoint.method === 'GET'
                ? { headers }
                : endpoint.bodyType === 'form'
                  ? { method: endpoint.method, headers, body: new URLSearchParams(query) }
                  : json(endpoint.method, payload, headers);
            const response = await server.request(`${path}${search ? `?${search}` : ''}`, init);
            const answer = await response.text();
            statuses.add(response.status);
            expect(allowed, `${response.status} ${answer}`).toContain(response.status);
            expectNoStackTrace(answer);
          },
        ),
        { numRuns: 40 },
      );
      // The requests got past the secure-id check (but sign-out ends the session on the first run).
      if (endpoint.redirectWhenSignedOut && name !== 'signOut') {
        expect([...statuses].some((status) => status !== 401)).toBe(true);
      }
    },
  );
});
