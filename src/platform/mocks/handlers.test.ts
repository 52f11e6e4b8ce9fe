import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { type ApiResult, type CallOptions, createApiClient } from '../api/client';
import { type EndpointName, endpointNames, endpoints } from '../api/contract';
import { members } from '../fixtures';
import { type MockApiOptions, mockApi, mockFailureMessage } from './handlers';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

/** A valid call of every endpoint (the error logger and its pattern file are not client calls). */
const calls: { [N in EndpointName]?: CallOptions<N> } = {
  countries: { query: { host: 'www.legalkit.example.com' } },
  countryRegions: { query: { countryCode: 'US' } },
  contracts: { query: { countryCode: 'US' } },
  externalSearch: { query: { query: 'will', countryCode: 'US' } },
  cookiePreferences: { body: { performance: true, marketing: false } },
  userLicenses: { query: { countryCode: 'US' } },
  signIn: { body: { userCredentials: { username: 'a@example.com', password: 'pw' } } },
  secureSession: { body: { secureID: 'S' }, baseUrl: 'https://other.example.com' },
  signOut: {},
  passwordRecovery: { body: { email: 'a@example.com' } },
  createAccount: {
    body: {
      userCredentials: { username: 'a@example.com', password: 'pw' },
      countryCode: 'US',
      source: 'D',
      isSendingEmailsAllowed: true,
      isSendingPromotionsAllowed: true,
      websiteLinkHash: null,
    },
  },
  pageMetadata: { query: { countryCode: 'US', fullUrl: 'https://x.example.com/' } },
  userAuth: {},
  siteConfigValues: { query: { countryCode: 'US', brand: 'None' } },
  phoneInfo: { query: { countryCode: 'US', returnCompanyAddress: true } },
  menuCategories: { query: { countryCode: 'US' } },
  policy: { params: { brand: 'main', document: 'terms_en-US' } },
  getEmailPreference: {},
  putEmailPreference: { query: { emailOffer: true } },
  putAccountEmail: { body: { email: 'b@example.com', password: 'pw' } },
  licenses: {},
  subscriptions: {},
  cancelSubscription: { body: 1002 },
  cancelSubscriptionWithReason: { body: { subscriptionId: 1002, reason: 'r', freeText: '' } },
  reactivateSubscription: { body: { subscriptionId: 1004 } },
  upgradePaths: {},
  paymentMethods: { query: { returnOnlySaved: true } },
  deletePaymentMethod: { params: { creditCardId: 9001 } },
  updatePaymentMethod: {
    params: { creditCardId: 9001 },
    body: {
      creditCardId: 9001,
      cardTypeCode: 'VI',
      nameOnCard: 'Avery Sample',
      cvv: '123',
      expirationMonth: 8,
      expirationYear: 2029,
    },
  },
  projectTiles: { query: { has_started: true } },
  userExperiment: { body: { experimentName: 'promo_cards', countryCode: 'US' } },
  userExperiments: {
    body: {
      experiments: [
        { experimentName: 'promo_cards', countryCode: 'US' },
        { experimentName: 'partner_offers', countryCode: 'US' },
      ],
    },
  },
};
const clientCalls = endpointNames.filter((name) => calls[name] !== undefined);

async function run(name: EndpointName, options: MockApiOptions = {}) {
  server.use(...mockApi(options));
  const client = createApiClient({
    baseUrl: 'http://www.legalkit.test',
    navigate: () => {},
    logger: { error: () => {} },
    retryDelay: () => 0,
    unloadTarget: null,
  });
  const call = client.call as (n: EndpointName, o: unknown) => Promise<ApiResult<unknown>>;
  return call(name, calls[name]);
}

const envelopeCalls = clientCalls.filter(
  (n) => endpoints[n].envelope === 'result' && endpoints[n].responseType === 'json',
);
const jsonCalls = clientCalls.filter((n) => endpoints[n].responseType === 'json');

describe('mockApi answers every client call', () => {
  it('covers every endpoint except the logger’s own two', () => {
    expect(endpointNames.filter((n) => !clientCalls.includes(n))).toEqual([
      'errorLogger',
      'ignoredErrorTypes',
    ]);
  });

  it.each(clientCalls)('%s: success parses with the contract', async (name) => {
    const result = await run(name, { member: members.several });
    expect(result.ok ? 'ok' : result.failure).toBe('ok');
  });

  it.each(clientCalls)('%s: empty parses with the contract', async (name) => {
    const result = await run(name, { all: 'empty' });
    expect(result.ok ? 'ok' : result.failure).toBe('ok');
  });

  it.each(envelopeCalls)('%s: failure is succeeded false with the error', async (name) => {
    const result = await run(name, { variants: { [name]: 'failure' } });
    expect(result).toMatchObject({
      ok: false,
      failure: { kind: 'failed', message: mockFailureMessage },
    });
  });

  it.each(clientCalls)('%s: 401 is signed out', async (name) => {
    const result = await run(name, { all: 'unauthorized' });
    expect(!result.ok && result.failure.kind).toBe('signedOut');
  });

  it.each(jsonCalls)('%s: a SignedOut body is signed out', async (name) => {
    const result = await run(name, { all: 'signedOutBody' });
    expect(!result.ok && result.failure.kind).toBe('signedOut');
  });

  it.each(clientCalls)('%s: 500 is an HTTP failure', async (name) => {
    const result = await run(name, { all: 'serverError' });
    expect(result).toMatchObject({ ok: false, failure: { kind: 'http', status: 500 } });
  });

  it.each(clientCalls)('%s: network error is a fetch failure', async (name) => {
    const result = await run(name, { all: 'networkError' });
    expect(!result.ok && result.failure.kind).toBe('network');
  });

  it.each(jsonCalls)('%s: malformed is an invalid response', async (name) => {
    const result = await run(name, { all: 'malformed' });
    expect(!result.ok && result.failure.kind).toBe('invalidResponse');
  });
});

describe('mockApi options', () => {
  it('answers with the chosen member and lets a body be replaced', async () => {
    const cancelled = await run('subscriptions', { member: members.cancelled });
    expect(
      cancelled.ok && (cancelled.data as { subscriptionId: number }[])[0]?.subscriptionId,
    ).toBe(members.cancelled.subscriptions[0]?.subscriptionId);
    const replaced = await run('licenses', {
      bodies: { licenses: { succeeded: true, result: [], errors: [] } },
    });
    expect(replaced).toMatchObject({ ok: true, data: [] });
  });

  it('empty tiles answer "no dashboards", which the client turns into an empty list', async () => {
    const result = await run('projectTiles', { all: 'empty' });
    expect(result).toMatchObject({ ok: true, data: [] });
  });

  it('failureWithoutMessage leaves the dialog to its generic body', async () => {
    const result = await run('subscriptions', { all: 'failureWithoutMessage' });
    expect(result).toMatchObject({ ok: false, failure: { kind: 'failed', message: null } });
  });

  it('answers a batch of experiments in the order asked, each as the single call does', async () => {
    const single = await run('userExperiment');
    const batch = await run('userExperiments');
    const variationName = single.ok && (single.data as { variationName: string }).variationName;
    expect(batch).toMatchObject({
      ok: true,
      data: [
        { experimentName: 'promo_cards', variationName },
        { experimentName: 'partner_offers', variationName },
      ],
    });
  });

  it('reports each request it answers', async () => {
    const seen: EndpointName[] = [];
    await run('subscriptions', { onRequest: (name) => seen.push(name) });
    expect(seen).toEqual(['subscriptions']);
  });

  it('takes a cookie choice with its proof of consent, and refuses a proof that is not one', async () => {
    server.use(...mockApi());
    const consent = {
      consentId: '3f9c1e7a-5b2d-4c8e-9a6f-1d2e3c4b5a69',
      policyRevision: '2026-01-01',
      globalPrivacyControl: false,
      countryCode: 'GB',
    };
    // Sent raw: the client itself refuses to send a body that breaks the contract.
    const post = (body: unknown) =>
      fetch(`http://www.legalkit.test${endpoints.cookiePreferences.path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
    const taken = await post({ performance: true, marketing: false, consent });
    expect(taken.status).toBe(200);
    expect(await taken.json()).toMatchObject({ succeeded: true });
    const refused = await post({
      performance: true,
      marketing: false,
      consent: { ...consent, consentId: 'visitor@example.com' },
    });
    expect(refused.status).toBe(400);
    expect(await refused.json()).toMatchObject({ succeeded: false });
  });

  it('answers the logger’s pattern file and report', async () => {
    server.use(...mockApi());
    const patterns = await fetch(`http://x.test${endpoints.ignoredErrorTypes.path}`);
    expect(await patterns.text()).toContain('ResizeObserver');
    const report = await fetch(`http://x.test${endpoints.errorLogger.path}`, { method: 'POST' });
    expect(report.status).toBe(204);
  });
});
