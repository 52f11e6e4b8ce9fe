import { describe, expect, it, vi } from 'vitest';
import { signInStatus } from '../../platform/api/contract';
import { setSiteConfigAtom } from '../../platform/config/atoms';
import { navigatorAtom } from '../../platform/navigation/navigator';
import { userSessionAtom } from '../../platform/session/atoms';
import { LICENSE_CACHE_PREFIX } from '../../platform/session/licenses';
import {
  createFakeServer,
  createTestStore,
  deferred,
  type FakeHandler,
} from '../../platform/state/testing';
import { shellAlertAtom } from '../alerts';
import {
  accountCreatePayload,
  createAccountAtom,
  OTHER_HOSTS_WAIT_MS,
  otherHostOrigin,
  otherHostSignInsAtom,
  otherHostsAtom,
  passwordRecoveryAtom,
  sessionLoggerAtom,
  signInWithPasswordAtom,
  signOutFlowAtom,
} from './session';

const uam = '/api/foundation/user-account-management';
const session = `${uam}/v2/session`;

const result = {
  secureId: 'sec-1',
  otherHosts: ['other.example.test', 'third.example.test'],
  username: 'alex@example.test',
  loginIdHash: 'hash-1',
  hasFreeAccount: false,
  hasPassword: true,
};

const statusBody = (status: number, description: string | null = null, body = result) => ({
  succeeded: status === 0,
  status,
  statusDescription: description,
  errors: description && status !== 0 ? [description] : [],
  result: status === 0 ? body : null,
});

/** A store whose client talks to scripted routes; records full URLs and navigation. */
function setup(routes: Record<string, FakeHandler>) {
  const server = createFakeServer(routes);
  const urls: string[] = [];
  const fetch = server.fetch;
  server.fetch = ((input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    urls.push(`${request.method} ${request.url}`);
    return fetch(request);
  }) as typeof globalThis.fetch;
  const { store, cache } = createTestStore(server);
  const navigated: string[] = [];
  const logged: string[] = [];
  store.set(navigatorAtom, { assign: (url) => navigated.push(url), open: () => {} });
  store.set(sessionLoggerAtom, { error: (message) => logged.push(message) });
  return { store, cache, server, urls, navigated, logged };
}

const credentials = { email: 'alex@example.test', password: 'secret' };

describe('sign in (page-shell §4 Session, §7, §8)', () => {
  it('stores the session, clears licences and opens a session on each other host', async () => {
    const { store, cache, server, urls } = setup({
      [`POST ${session}`]: () => statusBody(0),
      [`POST ${uam}/v2/secure-session`]: () => ({ succeeded: true, result: null, errors: [] }),
    });
    cache.set(`${LICENSE_CACHE_PREFIX}_will_us`, []);
    await expect(store.set(signInWithPasswordAtom, credentials)).resolves.toEqual({
      kind: 'success',
    });
    expect(server.calls[0]?.body).toEqual({
      userCredentials: { username: 'alex@example.test', password: 'secret' },
    });
    expect(store.get(userSessionAtom)).toMatchObject({
      isSignedIn: true,
      username: 'alex@example.test',
      secureId: 'sec-1',
      loginId: 'hash-1',
      hasFreeAccount: false,
      hasPassword: true,
    });
    expect(cache.get(`${LICENSE_CACHE_PREFIX}_will_us`)).toBeUndefined();
    expect(store.get(otherHostsAtom)).toEqual(['other.example.test', 'third.example.test']);
    // Remembered for the next page, where sign-out usually happens.
    expect(cache.get('other_hosts')).toEqual(['other.example.test', 'third.example.test']);
    await store.get(otherHostSignInsAtom);
    expect(urls.slice(1).sort()).toEqual([
      `POST https://other.example.test${uam}/v2/secure-session`,
      `POST https://third.example.test${uam}/v2/secure-session`,
    ]);
    expect(server.calls.slice(1).map((call) => call.body)).toEqual([
      { secureID: 'sec-1' },
      { secureID: 'sec-1' },
    ]);
  });

  it('stores the session once the other hosts have answered, or after a bounded wait', async () => {
    vi.useFakeTimers();
    try {
      const held = deferred<unknown>();
      const { store } = setup({
        [`POST ${session}`]: () => statusBody(0),
        [`POST ${uam}/v2/secure-session`]: () => held.promise,
      });
      let settled = false;
      const signingIn = store.set(signInWithPasswordAtom, credentials).then((outcome) => {
        settled = true;
        return outcome;
      });
      await vi.advanceTimersByTimeAsync(OTHER_HOSTS_WAIT_MS - 1);
      // A page that leaves on sign-in must not cancel the other hosts' calls: not signed in yet.
      expect(store.get(userSessionAtom).isSignedIn).toBe(false);
      expect(settled).toBe(false);
      await vi.advanceTimersByTimeAsync(1);
      await expect(signingIn).resolves.toEqual({ kind: 'success' });
      expect(store.get(userSessionAtom).isSignedIn).toBe(true);
      held.resolve({ succeeded: true, result: true, errors: [] });
    } finally {
      vi.useRealTimers();
    }
  });

  it('logs and ignores a failed other-host session', async () => {
    const { store, logged } = setup({
      [`POST ${session}`]: () => statusBody(0),
      [`POST ${uam}/v2/secure-session`]: () => ({ status: 500, body: {} }),
    });
    await expect(store.set(signInWithPasswordAtom, credentials)).resolves.toEqual({
      kind: 'success',
    });
    await store.get(otherHostSignInsAtom);
    expect(logged).toEqual([
      'Sign-in to other.example.test failed',
      'Sign-in to third.example.test failed',
    ]);
    expect(store.get(userSessionAtom).isSignedIn).toBe(true);
  });

  it.each([
    [signInStatus.invalidUsername, { kind: 'fieldError', field: 'email' }],
    [signInStatus.invalidPassword, { kind: 'fieldError', field: 'password' }],
    [signInStatus.accountLocked, { kind: 'locked' }],
    [signInStatus.generalError, { kind: 'alert' }],
    [signInStatus.accountExists, { kind: 'fieldError', field: 'email' }],
    [signInStatus.incorrectEmailOrPassword, { kind: 'fieldError', field: 'password' }],
  ])('status %i leaves the member signed out with its §8 outcome', async (status, expected) => {
    const { store, server } = setup({ [`POST ${session}`]: () => statusBody(status, 'Nope') });
    const outcome = await store.set(signInWithPasswordAtom, credentials);
    expect(outcome).toMatchObject(expected);
    expect(store.get(userSessionAtom).isSignedIn).toBe(false);
    expect(server.calls).toHaveLength(1);
  });

  it('answers the common alert when nothing usable comes back', async () => {
    const common = { kind: 'alert', message: { source: 'key', key: 'commonError' } };
    const network = setup({
      [`POST ${session}`]: () => {
        throw new TypeError('Failed to fetch');
      },
    });
    await expect(network.store.set(signInWithPasswordAtom, credentials)).resolves.toEqual(common);
    const unknown = setup({ [`POST ${session}`]: () => statusBody(9, 'Odd') });
    await expect(unknown.store.set(signInWithPasswordAtom, credentials)).resolves.toEqual(common);
    const empty = setup({ [`POST ${session}`]: () => ({ ...statusBody(0), result: null }) });
    await expect(empty.store.set(signInWithPasswordAtom, credentials)).resolves.toEqual(common);
    expect(empty.store.get(userSessionAtom).isSignedIn).toBe(false);
    const bare500 = setup({ [`POST ${session}`]: () => ({ status: 500, body: {} }) });
    await expect(bare500.store.set(signInWithPasswordAtom, credentials)).resolves.toEqual(common);
  });

  it("shows the server's message of an HTTP error that carries one (too many attempts)", async () => {
    const { store } = setup({
      [`POST ${session}`]: () => ({ status: 429, body: statusBody(4, 'Too many attempts') }),
    });
    await expect(store.set(signInWithPasswordAtom, credentials)).resolves.toEqual({
      kind: 'alert',
      message: { source: 'server', description: 'Too many attempts' },
    });
  });
});

describe('otherHostOrigin', () => {
  it('reaches another host with the page scheme: HTTPS, or HTTP only from an HTTP page', () => {
    expect(otherHostOrigin('fr.example.test', 'https:')).toBe('https://fr.example.test');
    expect(otherHostOrigin('fr.localhost:8080', 'http:')).toBe('http://fr.localhost:8080');
    expect(otherHostOrigin('fr.example.test', 'file:')).toBe('https://fr.example.test');
  });
});

describe('create account (page-shell §3 payload, §7)', () => {
  it('builds the payload with the product fields the contract carries', () => {
    expect(
      accountCreatePayload(credentials, 'US', {
        productName: 'Last Will',
        productCode: 'WILL',
        documentId: 'doc-9',
        somethingElse: 1,
      }),
    ).toEqual({
      userCredentials: { username: 'alex@example.test', password: 'secret' },
      countryCode: 'US',
      source: 'D',
      isSendingEmailsAllowed: true,
      isSendingPromotionsAllowed: true,
      websiteLinkHash: null,
      productName: 'Last Will',
      productCode: 'WILL',
      documentId: 'doc-9',
    });
    expect(accountCreatePayload(credentials, 'CA')).not.toHaveProperty('productName');
  });

  it('posts the site country and signs the new member in', async () => {
    const { store, server } = setup({
      [`POST ${uam}/v2/account`]: () => statusBody(0, null, { ...result, otherHosts: [] }),
    });
    store.set(setSiteConfigAtom, { countryCode: 'gb' });
    const outcome = await store.set(createAccountAtom, {
      ...credentials,
      productInfo: { productName: 'Lease' },
      accountCreationLink: '/create?x=1',
    });
    expect(outcome).toEqual({ kind: 'success' });
    expect(server.calls[0]?.body).toMatchObject({ countryCode: 'GB', productName: 'Lease' });
    expect(store.get(userSessionAtom)).toMatchObject({
      isSignedIn: true,
      accountCreationLink: '/create?x=1',
    });
    expect(server.calls).toHaveLength(1);
  });

  it('puts an existing account under the email field', async () => {
    const { store } = setup({
      [`POST ${uam}/v2/account`]: () => statusBody(5, 'That address already has an account.'),
    });
    await expect(store.set(createAccountAtom, credentials)).resolves.toEqual({
      kind: 'fieldError',
      field: 'email',
      message: { source: 'server', description: 'That address already has an account.' },
    });
  });
});

describe('password recovery (page-shell §3 payload, §7)', () => {
  it('sends the email and the product to return to', async () => {
    const { store, server } = setup({
      [`POST ${uam}/v2/account/password-recovery`]: () => statusBody(0, null, undefined as never),
    });
    await expect(
      store.set(passwordRecoveryAtom, {
        email: 'alex@example.test',
        productInfo: { productCode: 'WILL' },
      }),
    ).resolves.toEqual({ kind: 'success' });
    expect(server.calls[0]?.body).toEqual({ email: 'alex@example.test', returnProduct: 'WILL' });
  });

  it('maps a failed recovery like a sign-in status', async () => {
    const { store } = setup({
      [`POST ${uam}/v2/account/password-recovery`]: () => statusBody(1, 'Unknown address'),
    });
    await expect(store.set(passwordRecoveryAtom, { email: 'x@y.zz' })).resolves.toMatchObject({
      kind: 'fieldError',
      field: 'email',
    });
  });
});

describe('sign out (page-shell §4 Session, §7, §8)', () => {
  const texts = { failureMessage: 'There was an error while trying to sign you out.' };

  async function signedIn(routes: Record<string, FakeHandler>) {
    const context = setup({
      [`POST ${session}`]: () => statusBody(0),
      [`POST ${uam}/v2/secure-session`]: () => ({ succeeded: true, result: null, errors: [] }),
      ...routes,
    });
    await context.store.set(signInWithPasswordAtom, credentials);
    await context.store.get(otherHostSignInsAtom);
    context.urls.length = 0;
    return context;
  }

  it('deletes the session here, then on each other host, signs out and goes to "/"', async () => {
    const { store, urls, navigated, server } = await signedIn({
      [`DELETE ${session}`]: () => statusBody(0, 'Signed out', null as never),
    });
    const before = server.calls.length;
    await expect(store.set(signOutFlowAtom, texts)).resolves.toBe('signedOut');
    expect(urls[0]).toBe(`DELETE https://site.test${session}`);
    expect(urls.slice(1).sort()).toEqual([
      `DELETE https://other.example.test${session}`,
      `DELETE https://third.example.test${session}`,
    ]);
    // The secure id still travels with the other hosts' calls.
    expect(server.calls.slice(before).every((call) => call.authorization)).toBe(true);
    expect(store.get(userSessionAtom)).toMatchObject({ isSignedIn: false, secureId: '' });
    expect(store.get(otherHostsAtom)).toEqual([]);
    expect(navigated).toEqual(['http://localhost/']);
    expect(store.get(shellAlertAtom)).toBeNull();
  });

  it('reaches the other hosts from a later page too (they are remembered with the session)', async () => {
    const { cache } = await signedIn({});
    const nextPage = createFakeServer({
      [`DELETE ${session}`]: () => statusBody(0, 'Signed out', null as never),
    });
    const { store } = createTestStore(nextPage, { cache });
    store.set(navigatorAtom, { assign: () => {}, open: () => {} });
    await expect(store.set(signOutFlowAtom, texts)).resolves.toBe('signedOut');
    expect(nextPage.calls.map((call) => call.method)).toEqual(['DELETE', 'DELETE', 'DELETE']);
    expect(cache.get('other_hosts')).toBeUndefined();
  });

  it('logs and ignores failures on the other hosts', async () => {
    let calls = 0;
    const { store, navigated, logged } = await signedIn({
      [`DELETE ${session}`]: () => {
        calls++;
        return calls === 1 ? statusBody(0) : { status: 500, body: {} };
      },
    });
    await expect(store.set(signOutFlowAtom, texts)).resolves.toBe('signedOut');
    expect(logged).toHaveLength(2);
    expect(navigated).toHaveLength(1);
    expect(store.get(userSessionAtom).isSignedIn).toBe(false);
  });

  it("shows the server's description when sign-out does not succeed, and stays signed in", async () => {
    const { store, navigated, urls } = await signedIn({
      [`DELETE ${session}`]: () => statusBody(4, 'Session service unavailable'),
    });
    await expect(store.set(signOutFlowAtom, texts)).resolves.toBe('failed');
    expect(store.get(shellAlertAtom)).toMatchObject({
      tone: 'error',
      lines: ['Session service unavailable'],
    });
    expect(urls).toHaveLength(1);
    expect(navigated).toEqual([]);
    expect(store.get(userSessionAtom).isSignedIn).toBe(true);
  });

  it('shows the §8 sign-out text when the call fails outright', async () => {
    const { store, navigated } = await signedIn({
      [`DELETE ${session}`]: () => {
        throw new TypeError('Failed to fetch');
      },
    });
    await expect(store.set(signOutFlowAtom, texts)).resolves.toBe('failed');
    expect(store.get(shellAlertAtom)?.lines).toEqual([texts.failureMessage]);
    expect(navigated).toEqual([]);
    expect(store.get(userSessionAtom).isSignedIn).toBe(true);
  });

  it('falls back to the sign-out text when a failed answer has no description', async () => {
    const { store } = await signedIn({ [`DELETE ${session}`]: () => statusBody(4, null) });
    await store.set(signOutFlowAtom, texts);
    expect(store.get(shellAlertAtom)?.lines).toEqual([texts.failureMessage]);
  });
});
