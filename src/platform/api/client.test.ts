import { delay, HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { makeSubscription } from '../fixtures';
import {
  type ApiClientOptions,
  callKey,
  createApiClient,
  type ErrorDialogEvent,
  isApiFailure,
  type RecordedCalls,
} from './client';
import { endpoints } from './contract';
import { defaultRetryDelay, noDashboardsError } from './rules';

const base = 'http://shop.test';
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const url = (path: string) => `${base}${path}`;
const subscriptionsUrl = url(endpoints.subscriptions.path);

function makeClient(overrides: Partial<ApiClientOptions> = {}) {
  const dialogs: ErrorDialogEvent[] = [];
  const logged: string[] = [];
  const navigate = vi.fn<(to: string) => void>();
  const waits: number[] = [];
  const client = createApiClient({
    baseUrl: base,
    navigate,
    onError: (event) => dialogs.push(event),
    logger: { error: (description) => logged.push(description) },
    retryDelay: (attempt) => {
      waits.push(defaultRetryDelay(attempt));
      return 0;
    },
    unloadTarget: null,
    ...overrides,
  });
  return { client, dialogs, logged, navigate, waits };
}

const subscription = makeSubscription({
  nextChargeDate: '2026-04-01T00:00:00',
  orderDate: '2025-04-01T00:00:00',
});

describe('requests', () => {
  it('sends accept-JSON, a JSON body and the secure-id authorization when an id is known', async () => {
    let seen: { headers: Headers; body: unknown } | undefined;
    server.use(
      http.post(url(endpoints.cancelSubscriptionWithReason.path), async ({ request }) => {
        seen = { headers: request.headers, body: await request.json() };
        return HttpResponse.json({ succeeded: true, result: true, errors: [] });
      }),
    );
    const { client } = makeClient({ getSecureId: () => 'abc123' });
    const result = await client.call('cancelSubscriptionWithReason', {
      body: { subscriptionId: 7, reason: 'price', freeText: 'too dear' },
    });
    expect(result).toEqual({ ok: true, data: true, status: 200 });
    expect(seen?.headers.get('accept')).toBe('application/json');
    expect(seen?.headers.get('content-type')).toContain('application/json');
    expect(seen?.headers.get('authorization')).toBe('secure_id abc123');
    expect(seen?.body).toEqual({ subscriptionId: 7, reason: 'price', freeText: 'too dear' });
  });

  it("sends the page's language as Accept-Language, as it is when the call is made", async () => {
    const languages: (string | null)[] = [];
    server.use(
      http.get(subscriptionsUrl, ({ request }) => {
        languages.push(request.headers.get('accept-language'));
        return HttpResponse.json({ succeeded: true, result: [], errors: [] });
      }),
    );
    let locale = 'fr-FR';
    const { client } = makeClient({ getLocale: () => locale });
    await client.call('subscriptions');
    locale = 'fr-CA';
    await client.call('subscriptions');
    expect(languages).toEqual(['fr-FR', 'fr-CA']);
  });

  it('sends no authorization without a secure id, nor to the external search service', async () => {
    const auth: (string | null)[] = [];
    server.use(
      http.get(subscriptionsUrl, ({ request }) => {
        auth.push(request.headers.get('authorization'));
        return HttpResponse.json({ succeeded: true, result: [], errors: [] });
      }),
      http.get(endpoints.externalSearch.defaultBaseUrl, ({ request }) => {
        auth.push(request.headers.get('authorization'));
        return HttpResponse.json([]);
      }),
    );
    await makeClient().client.call('subscriptions');
    await makeClient({ getSecureId: () => 'abc' }).client.call('externalSearch', {
      query: { query: 'will', countryCode: 'US' },
    });
    expect(auth).toEqual([null, null]);
  });

  it.each(['+', '', '%2B', 'None'])('drops brand %j from GET queries', async (brand) => {
    let query: URLSearchParams | undefined;
    server.use(
      http.get(url(endpoints.menuCategories.path), ({ request }) => {
        query = new URL(request.url).searchParams;
        return HttpResponse.json([]);
      }),
    );
    await makeClient().client.call('menuCategories', { query: { countryCode: 'US', brand } });
    expect(query?.has('brand')).toBe(false);
    expect(query?.get('countryCode')).toBe('US');
  });

  it('keeps a real brand value', async () => {
    let brand: string | null = null;
    server.use(
      http.get(url(endpoints.menuCategories.path), ({ request }) => {
        brand = new URL(request.url).searchParams.get('brand');
        return HttpResponse.json([]);
      }),
    );
    await makeClient().client.call('menuCategories', { query: { countryCode: 'US', brand: 'LD' } });
    expect(brand).toBe('LD');
  });

  it('fills and encodes path parameters and stringifies query flags', async () => {
    let seenUrl = '';
    server.use(
      http.delete(url('/api/dashboards/my-account/v1/payment-method/:id'), ({ request }) => {
        seenUrl = request.url;
        return HttpResponse.json({ succeeded: true, result: 1, errors: [] });
      }),
      http.put(url(endpoints.putEmailPreference.path), ({ request }) => {
        seenUrl = request.url;
        return HttpResponse.json({ succeeded: true, result: null, errors: [] });
      }),
    );
    const { client } = makeClient();
    const deleted = await client.call('deletePaymentMethod', { params: { creditCardId: 42 } });
    expect(deleted).toEqual({ ok: true, data: 1, status: 200 });
    expect(seenUrl).toBe(url('/api/dashboards/my-account/v1/payment-method/42'));
    await client.call('putEmailPreference', { query: { emailOffer: false } });
    expect(new URL(seenUrl).searchParams.get('emailOffer')).toBe('false');
  });

  it('refuses inputs that break the contract without sending anything', async () => {
    const { client, logged } = makeClient();
    const result = await client.call('cancelSubscription', {
      body: 'seven' as unknown as number,
    });
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.failure.kind).toBe('invalidRequest');
    expect(logged).toHaveLength(1);
  });
});

describe('path parameters', () => {
  it('an empty policy document is refused before sending', async () => {
    const result = await makeClient().client.call('policy', {
      params: { brand: 'main', document: '' },
    });
    expect(result).toMatchObject({ ok: false, failure: { kind: 'invalidRequest' } });
  });
});

describe('retries', () => {
  it('retries the marked calls twice (three attempts) with ky’s growing waits', async () => {
    let attempts = 0;
    server.use(
      http.get(url(endpoints.siteConfigValues.path), () => {
        attempts += 1;
        return new HttpResponse(null, { status: 503 });
      }),
    );
    const { client, waits } = makeClient();
    const result = await client.call('siteConfigValues', { query: { countryCode: 'US' } });
    expect(attempts).toBe(3);
    expect(waits).toEqual([300, 600]);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.failure).toMatchObject({ kind: 'http', status: 503 });
  });

  it('retries the POST user-auth call too, and succeeds on the third attempt', async () => {
    let attempts = 0;
    server.use(
      http.post(url(endpoints.userAuth.path), () => {
        attempts += 1;
        if (attempts < 3) return HttpResponse.error();
        return HttpResponse.json({
          succeeded: true,
          result: { isSignedIn: true, loginId: 'L1', secureId: 'S1' },
          errors: [],
        });
      }),
    );
    const result = await makeClient().client.call('userAuth');
    expect(attempts).toBe(3);
    expect(result).toMatchObject({ ok: true, data: { isSignedIn: true, secureId: 'S1' } });
  });

  it('does not retry unmarked calls', async () => {
    let attempts = 0;
    server.use(
      http.get(subscriptionsUrl, () => {
        attempts += 1;
        return new HttpResponse(null, { status: 500 });
      }),
    );
    await makeClient().client.call('subscriptions');
    expect(attempts).toBe(1);
  });

  it('every call the specs mark "2 retries" has two', () => {
    const marked = Object.entries(endpoints)
      .filter(([, def]) => def.retries === 2)
      .map(([name]) => name)
      .sort();
    expect(marked).toEqual(
      [
        'contracts',
        'countries',
        'countryRegions',
        'externalSearch',
        'menuCategories',
        'phoneInfo',
        'siteConfigValues',
        'userAuth',
      ].sort(),
    );
  });
});

describe('envelope and error dialog', () => {
  it('unwraps result on success', async () => {
    server.use(
      http.get(subscriptionsUrl, () =>
        HttpResponse.json({ succeeded: true, result: [subscription], errors: null }),
      ),
    );
    const { client, dialogs } = makeClient();
    const result = await client.call('subscriptions');
    expect(result.ok && result.data[0]?.subscriptionId).toBe(1);
    expect(dialogs).toEqual([]);
  });

  it('succeeded false shows the first error string', async () => {
    server.use(
      http.get(subscriptionsUrl, () =>
        HttpResponse.json({ succeeded: false, result: null, errors: ['Card declined', 'x'] }),
      ),
    );
    const { client, dialogs, logged } = makeClient();
    const result = await client.call('subscriptions');
    expect(result.ok).toBe(false);
    expect(dialogs.map((d) => d.message)).toEqual(['Card declined']);
    expect(logged).toHaveLength(1);
  });

  it('succeeded false without errors asks for the generic body', async () => {
    server.use(
      http.get(subscriptionsUrl, () => HttpResponse.json({ succeeded: false, result: null })),
    );
    const { client, dialogs } = makeClient();
    await client.call('subscriptions');
    expect(dialogs).toHaveLength(1);
    expect(dialogs[0]?.message).toBeNull();
  });

  it('an HTTP error with a body uses its first error; without a body the generic message', async () => {
    server.use(
      http.get(subscriptionsUrl, () =>
        HttpResponse.json({ succeeded: false, errors: ['Server is busy'] }, { status: 500 }),
      ),
      http.get(url(endpoints.licenses.path), () => new HttpResponse(null, { status: 500 })),
    );
    const { client, dialogs } = makeClient();
    await client.call('subscriptions');
    await client.call('licenses');
    expect(dialogs.map((d) => d.message)).toEqual(['Server is busy', null]);
    expect(dialogs.map((d) => d.failure.kind)).toEqual(['http', 'http']);
  });

  it('reads result.errors[0] when the top-level list is empty', async () => {
    server.use(
      http.get(subscriptionsUrl, () =>
        HttpResponse.json({ result: { errors: ['Nested problem'] } }, { status: 400 }),
      ),
    );
    const { client, dialogs } = makeClient();
    await client.call('subscriptions');
    expect(dialogs[0]?.message).toBe('Nested problem');
  });

  it.each([
    'putEmailPreference',
    'putAccountEmail',
    'paymentMethods',
    'deletePaymentMethod',
    'updatePaymentMethod',
  ] as const)('%s suppresses the dialog and does not log an expected failure', (name) => {
    expect(endpoints[name].errorDialog).toBe('suppress');
  });

  it('a suppressed call returns its failure to the caller without dialog or log', async () => {
    server.use(
      http.put(url(endpoints.putAccountEmail.path), () =>
        HttpResponse.json({ succeeded: false, result: null, errors: ['Wrong password'] }),
      ),
    );
    const { client, dialogs, logged } = makeClient();
    const result = await client.call('putAccountEmail', {
      body: { email: 'a@example.com', password: 'x' },
    });
    expect(result).toMatchObject({
      ok: false,
      failure: { kind: 'failed', message: 'Wrong password' },
    });
    expect(dialogs).toEqual([]);
    expect(logged).toEqual([]);
  });

  it('a log-only call logs and shows nothing; the caller can switch a call to log-only', async () => {
    server.use(
      http.get(url(endpoints.upgradePaths.path), () => new HttpResponse(null, { status: 500 })),
      http.get(subscriptionsUrl, () => new HttpResponse(null, { status: 500 })),
    );
    const { client, dialogs, logged } = makeClient();
    const upgrade = await client.call('upgradePaths');
    expect(upgrade).toMatchObject({ ok: false, failure: { kind: 'http', status: 500 } });
    await client.call('subscriptions', { errorDialog: 'logOnly' });
    expect(dialogs).toEqual([]);
    expect(logged).toHaveLength(2);
  });

  it('late subscribers receive dialogs and can unsubscribe', async () => {
    server.use(http.get(subscriptionsUrl, () => new HttpResponse(null, { status: 500 })));
    const { client } = makeClient();
    const seen: ErrorDialogEvent[] = [];
    const unsubscribe = client.onErrorDialog((event) => seen.push(event));
    await client.call('subscriptions');
    unsubscribe();
    await client.call('subscriptions');
    expect(seen).toHaveLength(1);
  });
  it('a failure before anyone listens (a call at boot) reaches the first listener, once', async () => {
    server.use(http.get(subscriptionsUrl, () => new HttpResponse(null, { status: 500 })));
    const { client } = makeClient({ onError: undefined });
    await client.call('subscriptions');
    const first: ErrorDialogEvent[] = [];
    const second: ErrorDialogEvent[] = [];
    client.onErrorDialog((event) => first.push(event));
    client.onErrorDialog((event) => second.push(event));
    expect(first.map((event) => event.endpoint)).toEqual(['subscriptions']);
    expect(second).toEqual([]);
  });
});

describe('signed out', () => {
  it('10 concurrent 401s redirect to sign-in once, with a return to my-account', async () => {
    server.use(http.get(subscriptionsUrl, () => new HttpResponse(null, { status: 401 })));
    const { client, navigate, dialogs } = makeClient();
    const results = await Promise.all(
      Array.from({ length: 10 }, () => client.call('subscriptions')),
    );
    expect(results.every((r) => !r.ok && r.failure.kind === 'signedOut')).toBe(true);
    expect(navigate).toHaveBeenCalledTimes(1);
    expect(navigate).toHaveBeenCalledWith('/SignIn/?page=signin&ReturnUrl=%2Fmy-account%2F');
    expect(client.hasRedirectedToSignIn).toBe(true);
    expect(dialogs).toEqual([]);
  });

  it('a 200 body with Status SignedOut redirects too, and later 401s do not redirect again', async () => {
    server.use(
      http.get(subscriptionsUrl, () => HttpResponse.json({ Status: 'SignedOut' })),
      http.get(url(endpoints.licenses.path), () => new HttpResponse(null, { status: 401 })),
    );
    const onSignedOut = vi.fn();
    const { client, navigate } = makeClient({ onSignedOut });
    await client.call('subscriptions');
    await client.call('licenses');
    expect(navigate).toHaveBeenCalledTimes(1);
    expect(onSignedOut).toHaveBeenCalledTimes(2);
  });

  it('upgrade-path 401 redirects; shell calls report signed-out without redirecting', async () => {
    server.use(
      http.get(url(endpoints.upgradePaths.path), () => new HttpResponse(null, { status: 401 })),
      http.post(url(endpoints.userAuth.path), () => new HttpResponse(null, { status: 401 })),
    );
    const { client, navigate } = makeClient();
    const auth = await client.call('userAuth');
    expect(auth).toMatchObject({ ok: false, failure: { kind: 'signedOut' } });
    expect(navigate).not.toHaveBeenCalled();
    await client.call('upgradePaths');
    expect(navigate).toHaveBeenCalledTimes(1);
  });

  it('ends the site session before its one redirect, so sign-in does not send the member back', async () => {
    const order: string[] = [];
    server.use(
      http.get(subscriptionsUrl, () => new HttpResponse(null, { status: 401 })),
      http.get(url(endpoints.licenses.path), () => new HttpResponse(null, { status: 401 })),
      http.delete(url(endpoints.signOut.path), () => {
        order.push('signOut');
        return HttpResponse.json({ succeeded: true, status: 0, statusDescription: '', errors: [] });
      }),
    );
    const navigate = vi.fn((to: string) => order.push(`navigate ${to}`));
    const { client } = makeClient({ navigate, endSessionBeforeSignIn: true });
    await Promise.all([client.call('subscriptions'), client.call('licenses')]);
    await vi.waitFor(() => expect(navigate).toHaveBeenCalledTimes(1));
    await client.call('subscriptions');
    expect(order).toEqual(['signOut', 'navigate /SignIn/?page=signin&ReturnUrl=%2Fmy-account%2F']);
  });

  it('leaves for sign-in even when the sign-out call fails', async () => {
    server.use(
      http.get(subscriptionsUrl, () => new HttpResponse(null, { status: 401 })),
      http.delete(url(endpoints.signOut.path), () => HttpResponse.error()),
    );
    const { client, navigate } = makeClient({ endSessionBeforeSignIn: true });
    await client.call('subscriptions');
    await vi.waitFor(() => expect(navigate).toHaveBeenCalledTimes(1));
  });

  it("a shell call's 401 of this site is the page's unhandled signed-out (expired-session dialog)", async () => {
    server.use(
      http.post(url(endpoints.userAuth.path), () => new HttpResponse(null, { status: 401 })),
      http.post(
        `http://other.test${endpoints.secureSession.path}`,
        () => new HttpResponse(null, { status: 401 }),
      ),
    );
    const onUnhandledSignedOut = vi.fn();
    const { client, navigate } = makeClient({ onUnhandledSignedOut });
    await client.call('userAuth');
    expect(onUnhandledSignedOut).toHaveBeenCalledTimes(1);
    expect(onUnhandledSignedOut.mock.calls[0]?.[0]).toMatchObject({
      kind: 'signedOut',
      status: 401,
      endpoint: 'userAuth',
    });
    // Another site refusing this member is that site's business ("failure logged only").
    await client.call('secureSession', {
      baseUrl: 'http://other.test',
      body: { secureID: 'abc' },
    });
    expect(onUnhandledSignedOut).toHaveBeenCalledTimes(1);
    expect(navigate).not.toHaveBeenCalled();
  });

  it('once the page leaves for sign-in, a shell 401 raises nothing more', async () => {
    server.use(
      http.get(subscriptionsUrl, () => new HttpResponse(null, { status: 401 })),
      http.post(url(endpoints.userAuth.path), () => new HttpResponse(null, { status: 401 })),
    );
    const onUnhandledSignedOut = vi.fn();
    const { client } = makeClient({ onUnhandledSignedOut });
    await client.call('subscriptions');
    await client.call('userAuth');
    expect(onUnhandledSignedOut).not.toHaveBeenCalled();
  });
});

describe('fetch failures', () => {
  it('a non-OK response is reported with its URL and the response (status and body)', async () => {
    server.use(
      http.get(subscriptionsUrl, () =>
        HttpResponse.json(
          { succeeded: false, errors: ['Database down'] },
          { status: 503, statusText: 'Service Unavailable' },
        ),
      ),
    );
    const details: Record<string, unknown>[] = [];
    const { client } = makeClient({
      logger: { error: (_description, detail) => details.push(detail) },
    });
    const result = await client.call('subscriptions');
    expect(result).toMatchObject({ ok: false, failure: { kind: 'http', status: 503 } });
    expect(details).toHaveLength(1);
    expect(details[0]).toMatchObject({
      url: subscriptionsUrl,
      canceledByUnload: false,
      response: {
        status: 503,
        statusText: 'Service Unavailable',
        body: { succeeded: false, errors: ['Database down'] },
      },
    });
    expect(isApiFailure(result.ok ? null : result.failure)).toBe(true);
    expect(isApiFailure(new Error('not a call'))).toBe(false);
  });

  it('report the URL and that the page was not unloading', async () => {
    server.use(http.get(subscriptionsUrl, () => HttpResponse.error()));
    const { client, dialogs, logged } = makeClient();
    const result = await client.call('subscriptions');
    expect(result).toMatchObject({
      ok: false,
      failure: { kind: 'network', url: subscriptionsUrl, canceledByUnload: false },
    });
    expect(logged[0]).toContain(subscriptionsUrl);
    expect(dialogs).toHaveLength(1);
  });

  it('are marked as canceled by page unload after pagehide, without a dialog', async () => {
    server.use(http.get(subscriptionsUrl, () => HttpResponse.error()));
    const target = new EventTarget() as unknown as Window;
    const { client, dialogs, logged } = makeClient({ unloadTarget: target });
    target.dispatchEvent(new Event('pagehide'));
    const result = await client.call('subscriptions');
    expect(result).toMatchObject({ ok: false, failure: { canceledByUnload: true } });
    expect(logged[0]).toContain('canceled by page unload: true');
    expect(dialogs).toEqual([]);
    client.dispose();
  });

  it('beforeunload marks them too', async () => {
    server.use(http.get(subscriptionsUrl, () => HttpResponse.error()));
    const target = new EventTarget() as unknown as Window;
    const { client } = makeClient({ unloadTarget: target });
    target.dispatchEvent(new Event('beforeunload'));
    const result = await client.call('subscriptions');
    expect(!result.ok && result.failure.canceledByUnload).toBe(true);
  });

  it('a call aborted by its caller is quiet', async () => {
    server.use(
      http.get(subscriptionsUrl, async () => {
        await delay('infinite');
        return HttpResponse.json({});
      }),
    );
    const { client, dialogs, logged } = makeClient();
    const controller = new AbortController();
    const pending = client.call('subscriptions', { signal: controller.signal });
    controller.abort();
    const result = await pending;
    expect(result).toMatchObject({ ok: false, failure: { kind: 'aborted' } });
    expect(dialogs).toEqual([]);
    expect(logged).toEqual([]);
  });
});

describe('slow servers (timeout policy)', () => {
  /** A server that never answers: the request settles only when its signal aborts. */
  const silentFetch = vi.fn(
    (input: RequestInfo | URL, init?: RequestInit) =>
      new Promise<Response>((_, reject) => {
        const signal = input instanceof Request ? input.signal : init?.signal;
        signal?.addEventListener('abort', () => reject(signal.reason));
      }),
  );
  const settledWithin = async (promise: Promise<unknown>, ms: number) => {
    let settled = false;
    void promise.then(() => {
      settled = true;
    });
    await vi.advanceTimersByTimeAsync(ms);
    return settled;
  };

  afterEach(() => {
    vi.useRealTimers();
    silentFetch.mockClear();
  });

  it('by default a call to a silent server stays pending: no timeout, no dialog, no retry', async () => {
    vi.useFakeTimers();
    const { client, dialogs, logged } = makeClient({ fetch: silentFetch });
    const controller = new AbortController();
    // countries retries twice on failure: a timeout would show up as more requests.
    const pending = client.call('countries', { query: {}, signal: controller.signal });
    expect(await settledWithin(pending, 10 * 60_000)).toBe(false);
    expect(silentFetch).toHaveBeenCalledTimes(1);
    expect(dialogs).toEqual([]);
    expect(logged).toEqual([]);
    controller.abort();
    expect(await pending).toMatchObject({ ok: false, failure: { kind: 'aborted' } });
  });

  it('a timeout the caller sets is reported as a timeout, not as a network failure', async () => {
    vi.useFakeTimers();
    const { client } = makeClient({ fetch: silentFetch, timeout: 30_000 });
    const pending = client.call('subscriptions');
    expect(await settledWithin(pending, 29_000)).toBe(false);
    expect(await settledWithin(pending, 1_000)).toBe(true);
    expect(await pending).toMatchObject({ ok: false, failure: { kind: 'timeout' } });
  });
});

describe('schema', () => {
  it.each([
    ['a wrong field type', { succeeded: true, result: [{ ...subscription, amount: 'lots' }] }],
    ['a missing result', { succeeded: true, result: null, errors: [] }],
    ['no envelope', [subscription]],
    ['an empty body', undefined],
  ])('%s is an error: logged and shown, never a crash', async (_, body) => {
    server.use(
      http.get(subscriptionsUrl, () =>
        body === undefined ? new HttpResponse(null, { status: 200 }) : HttpResponse.json(body),
      ),
    );
    const { client, dialogs, logged } = makeClient();
    const result = await client.call('subscriptions');
    expect(result).toMatchObject({ ok: false, failure: { kind: 'invalidResponse' } });
    expect(logged).toHaveLength(1);
    expect(dialogs).toHaveLength(1);
  });

  it('a body that is not JSON is an invalid response', async () => {
    server.use(http.get(subscriptionsUrl, () => HttpResponse.text('<html>oops</html>')));
    const result = await makeClient().client.call('subscriptions');
    expect(result).toMatchObject({ ok: false, failure: { kind: 'invalidResponse' } });
  });

  it('the issues name the offending field', async () => {
    server.use(
      http.get(subscriptionsUrl, () =>
        HttpResponse.json({ succeeded: true, result: [{ ...subscription, amount: 'lots' }] }),
      ),
    );
    const result = await makeClient().client.call('subscriptions');
    expect(!result.ok && result.failure.issues?.join()).toContain('0.amount');
  });
});

describe('special handling', () => {
  it('my-projects "no dashboards" is an empty success, in an envelope or an HTTP error', async () => {
    const tilesUrl = url(endpoints.projectTiles.path);
    server.use(
      http.get(tilesUrl, () =>
        HttpResponse.json({ succeeded: false, result: null, errors: [noDashboardsError] }),
      ),
    );
    const { client, dialogs, logged } = makeClient();
    expect(await client.call('projectTiles', { query: { has_started: true } })).toEqual({
      ok: true,
      data: [],
      status: 200,
    });
    server.use(
      http.get(tilesUrl, () =>
        HttpResponse.json(
          { succeeded: false, errors: [`${noDashboardsError} 123`] },
          { status: 404 },
        ),
      ),
    );
    const fromHttp = await client.call('projectTiles', { query: { has_started: true } });
    expect(fromHttp).toMatchObject({ ok: true, data: [] });
    expect(dialogs).toEqual([]);
    expect(logged).toEqual([]);
  });

  it('other my-projects errors are shown', async () => {
    server.use(
      http.get(url(endpoints.projectTiles.path), () =>
        HttpResponse.json({ succeeded: false, result: null, errors: ['Boom'] }),
      ),
    );
    const { client, dialogs } = makeClient();
    await client.call('projectTiles', { query: { has_started: true } });
    expect(dialogs[0]?.message).toBe('Boom');
  });

  it('the sign-in envelope returns the body even when not succeeded', async () => {
    server.use(
      http.post(url(endpoints.signIn.path), () =>
        HttpResponse.json({
          succeeded: false,
          status: 3,
          statusDescription: 'Account locked',
          errors: [],
          result: null,
        }),
      ),
    );
    const { client, dialogs } = makeClient();
    const result = await client.call('signIn', {
      body: { userCredentials: { username: 'a@example.com', password: 'pw' } },
    });
    expect(result).toMatchObject({ ok: true, data: { succeeded: false, status: 3 } });
    expect(dialogs).toEqual([]);
  });

  it('secure-session goes to another host with credentials', async () => {
    let credentialsSeen: string | undefined;
    server.use(
      http.post(`https://other.test${endpoints.secureSession.path}`, ({ request }) => {
        credentialsSeen = request.credentials;
        return HttpResponse.json({ succeeded: true, result: null, errors: [] });
      }),
    );
    const result = await makeClient().client.call('secureSession', {
      baseUrl: 'https://other.test',
      body: { secureID: 'S1' },
    });
    expect(result.ok).toBe(true);
    expect(credentialsSeen).toBe('include');
  });

  it('policy HTML is text', async () => {
    server.use(
      http.get(url('/common/components/website-policies/main/terms_en_US.html'), () =>
        HttpResponse.html('<h1>Terms</h1>'),
      ),
    );
    const result = await makeClient().client.call('policy', {
      params: { brand: 'main', document: 'terms_en_US' },
    });
    expect(result).toEqual({ ok: true, data: '<h1>Terms</h1>', status: 200 });
  });
});

describe('one data path: answers recorded by a server render, replayed by the browser', () => {
  it('records every answer by its call key, and a replaying client answers each once without a request', async () => {
    let requests = 0;
    server.use(
      http.get(subscriptionsUrl, () => {
        requests += 1;
        return HttpResponse.json({ succeeded: true, result: [subscription], errors: [] });
      }),
    );
    const recorded: RecordedCalls = [];
    const { client: serverSide } = makeClient({
      record: (key, result) => recorded.push([key, result]),
    });
    const first = await serverSide.call('subscriptions');
    expect(requests).toBe(1);
    expect(recorded).toEqual([[callKey('subscriptions', {}), first]]);

    const { client: browser } = makeClient({ replay: JSON.parse(JSON.stringify(recorded)) });
    expect(await browser.call('subscriptions')).toEqual(first);
    expect(requests).toBe(1);
    // Used once: the next call of the same endpoint asks the server.
    expect(await browser.call('subscriptions')).toEqual(first);
    expect(requests).toBe(2);
  });

  it('drops the answers not yet used once a call changes data, and keeps them across reads', async () => {
    let requests = 0;
    server.use(
      http.get(subscriptionsUrl, () => {
        requests += 1;
        return HttpResponse.json({ succeeded: true, result: [subscription], errors: [] });
      }),
      http.post(url(endpoints.userAuth.path), () =>
        HttpResponse.json({ succeeded: true, result: null, errors: [] }),
      ),
      http.post(url(endpoints.cancelSubscription.path), () =>
        HttpResponse.json({ succeeded: true, result: true, errors: [] }),
      ),
    );
    const answer = { ok: true as const, data: [subscription], status: 200 };
    const key = callKey('subscriptions', {});
    const { client } = makeClient({
      replay: [
        [key, answer],
        [key, answer],
      ],
    });
    // A POST that only reads leaves the recorded answers in place.
    await client.call('userAuth');
    expect(await client.call('subscriptions')).toEqual(answer);
    expect(requests).toBe(0);
    // The cancel makes the second recorded list stale: the reload asks the server.
    await client.call('cancelSubscription', { body: 1 });
    await client.call('subscriptions');
    expect(requests).toBe(1);
  });

  it('tells calls apart by their inputs, not only their endpoint', () => {
    expect(callKey('paymentMethods', { query: { returnOnlySaved: true } })).not.toBe(
      callKey('paymentMethods', { query: { returnOnlySaved: false } }),
    );
  });

  it('reports a replayed failure as if it had just happened: logged, and the dialog its policy asks for', async () => {
    const failure = {
      ok: false as const,
      failure: {
        kind: 'http' as const,
        endpoint: 'subscriptions' as const,
        url: subscriptionsUrl,
        status: 500,
        message: null,
        errors: [],
        canceledByUnload: false,
      },
    };
    const { client, dialogs, logged } = makeClient({
      replay: [[callKey('subscriptions', {}), failure]],
    });
    expect(await client.call('subscriptions')).toEqual(failure);
    expect(logged).toHaveLength(1);
    expect(dialogs.map((event) => event.endpoint)).toEqual(['subscriptions']);
  });
});
