import { createStore } from 'jotai';
import { describe, expect, it } from 'vitest';
import { apiClientAtom } from '../state/atoms';
import { createFakeServer, createTestStore, ok } from '../state/testing';
import { cacheAtom } from '../storage/atoms';
import {
  CACHE_KEY_PREFIX,
  createCache,
  createMemoryStorage,
  DEFAULT_TTL_MS,
} from '../storage/cache';
import {
  accountOwnerAtom,
  loadUserOnceAtom,
  memberCookiePreferencesAtom,
  refreshUserStateAtom,
  SESSION_CACHE_KEY,
  secureIdAtom,
  signInAtom,
  signOutAtom,
  userSessionAtom,
} from './atoms';
import { LICENSE_CACHE_PREFIX, loadUserLicenses, userLicensesCacheKey } from './licenses';

function storeWithStorage(storage = createMemoryStorage(), now = () => 0) {
  const store = createStore();
  store.set(cacheAtom, createCache({ storage, now }));
  return { store, storage };
}

const signInResult = {
  secureId: 'sec-123',
  otherHosts: [],
  username: 'alex@example.test',
  loginIdHash: 'login-9',
  hasFreeAccount: false,
  hasPassword: true,
};

describe('user session', () => {
  it('starts signed out with the spec defaults', () => {
    const { store } = storeWithStorage();
    expect(store.get(userSessionAtom)).toEqual({
      isSignedIn: false,
      username: '',
      secureId: '',
      loginId: '',
      accountCreationLink: '',
      hasFreeAccount: true,
      hasPassword: false,
    });
  });

  it('never writes the secure id to storage, and persists the rest for 30 days', () => {
    let time = 1000;
    const { store, storage } = storeWithStorage(createMemoryStorage(), () => time);
    store.set(signInAtom, signInResult);
    expect(store.get(secureIdAtom)).toBe('sec-123');
    const everything = Array.from({ length: storage.length }, (_, i) => {
      const key = storage.key(i) ?? '';
      return `${key}=${storage.getItem(key)}`;
    }).join('\n');
    expect(everything).not.toContain('sec-123');
    expect(everything).not.toContain('secureId');

    // A new page: the persisted copy comes back, the secure id does not.
    const reloaded = storeWithStorage(storage, () => time);
    expect(reloaded.store.get(userSessionAtom)).toMatchObject({
      isSignedIn: true,
      username: 'alex@example.test',
      loginId: 'login-9',
      secureId: '',
      hasFreeAccount: false,
      hasPassword: true,
    });
    time += DEFAULT_TTL_MS;
    expect(storeWithStorage(storage, () => time).store.get(userSessionAtom).isSignedIn).toBe(false);
  });

  it('ignores a corrupt persisted session', () => {
    const storage = createMemoryStorage({
      [`${CACHE_KEY_PREFIX}${SESSION_CACHE_KEY}`]: JSON.stringify({
        value: { isSignedIn: 'yes' },
        expiresAt: Number.MAX_SAFE_INTEGER,
      }),
    });
    const { store } = storeWithStorage(storage);
    expect(store.get(userSessionAtom).isSignedIn).toBe(false);
  });

  it('sign-in and sign-out clear the licence cache, and nothing else', () => {
    const { store } = storeWithStorage();
    const cache = store.get(cacheAtom);
    cache.set(userLicensesCacheKey({ productCode: 'A', countryCode: 'US' }), []);
    cache.set('experiment_x_us', 'N');
    store.set(signInAtom, signInResult);
    expect(
      cache.get(userLicensesCacheKey({ productCode: 'A', countryCode: 'US' })),
    ).toBeUndefined();
    cache.set(`${LICENSE_CACHE_PREFIX}_b_us`, []);
    store.set(signOutAtom);
    expect(cache.get(`${LICENSE_CACHE_PREFIX}_b_us`)).toBeUndefined();
    expect(cache.get('experiment_x_us')).toBe('N');
    expect(store.get(userSessionAtom)).toMatchObject({ isSignedIn: false, secureId: '' });
  });

  it('the account owner changes only to a new non-empty secure id', () => {
    const { store } = storeWithStorage();
    const session = store.get(userSessionAtom);
    store.set(userSessionAtom, { ...session, secureId: 'a' });
    expect(store.get(accountOwnerAtom)).toBe('a');
    store.set(userSessionAtom, { ...session, secureId: '' });
    expect(store.get(accountOwnerAtom)).toBe('a');
    store.set(userSessionAtom, { ...session, secureId: 'b' });
    expect(store.get(accountOwnerAtom)).toBe('b');
  });

  it('refresh-user-state applies the user-auth snapshot', async () => {
    const server = createFakeServer({
      'POST /api/foundation/user-account-management/v1/user-auth': () =>
        ok({ isSignedIn: true, loginId: 'L1', secureId: 'S1' }),
    });
    const { store } = createTestStore(server);
    await store.set(refreshUserStateAtom);
    expect(store.get(userSessionAtom)).toMatchObject({
      isSignedIn: true,
      loginId: 'L1',
      secureId: 'S1',
    });
  });

  it('one page asks user-auth once: the boot load is shared, a refresh asks anew', async () => {
    const server = createFakeServer({
      'POST /api/foundation/user-account-management/v1/user-auth': () =>
        ok({ isSignedIn: true, loginId: 'L1', secureId: 'S1' }),
    });
    const { store } = createTestStore(server);
    const userAuthCalls = () => server.calls.filter((call) => call.path.endsWith('/user-auth'));
    const atBoot = store.set(loadUserOnceAtom);
    // A second look while the first is running, and another once it has answered.
    expect(store.set(loadUserOnceAtom)).toBe(atBoot);
    expect((await atBoot).ok).toBe(true);
    await store.set(loadUserOnceAtom);
    expect(userAuthCalls()).toHaveLength(1);
    expect(store.get(secureIdAtom)).toBe('S1');
    await store.set(refreshUserStateAtom);
    expect(userAuthCalls()).toHaveLength(2);
  });

  it('a snapshot with the username and password flag restores them; one without keeps the remembered ones', async () => {
    let snapshot: Record<string, unknown> = {
      isSignedIn: true,
      loginId: 'L1',
      secureId: 'S1',
      username: 'avery@example.com',
      hasPassword: true,
    };
    const server = createFakeServer({
      'POST /api/foundation/user-account-management/v1/user-auth': () => ok(snapshot),
    });
    const { store } = createTestStore(server);
    // Signed in elsewhere: nothing remembered in this browser, only the cookie.
    expect(store.get(userSessionAtom)).toMatchObject({ username: '', hasPassword: false });
    await store.set(refreshUserStateAtom);
    expect(store.get(userSessionAtom)).toMatchObject({
      username: 'avery@example.com',
      hasPassword: true,
    });
    snapshot = { isSignedIn: true, loginId: 'L1', secureId: 'S1' };
    await store.set(refreshUserStateAtom);
    expect(store.get(userSessionAtom)).toMatchObject({
      username: 'avery@example.com',
      hasPassword: true,
    });
  });

  it('keeps the cookie choice the member saved with the account until they sign out (issue #24)', async () => {
    const choice = { performance: true, marketing: false, savedAt: '2026-03-01T10:00:00.000Z' };
    let snapshot: Record<string, unknown> = {
      isSignedIn: true,
      loginId: 'L1',
      secureId: 'S1',
      cookiePreferences: choice,
    };
    const server = createFakeServer({
      'POST /api/foundation/user-account-management/v1/user-auth': () => ok(snapshot),
    });
    const { store } = createTestStore(server);
    expect(store.get(memberCookiePreferencesAtom)).toBeNull();
    await store.set(refreshUserStateAtom);
    expect(store.get(memberCookiePreferencesAtom)).toEqual(choice);
    store.set(signOutAtom);
    expect(store.get(memberCookiePreferencesAtom)).toBeNull();
    await store.set(refreshUserStateAtom);
    snapshot = { isSignedIn: false, loginId: null, secureId: null };
    await store.set(refreshUserStateAtom);
    expect(store.get(memberCookiePreferencesAtom)).toBeNull();
  });
});

describe('user licences', () => {
  it('are cached for 24 hours per product and country', async () => {
    let time = 0;
    const server = createFakeServer({
      'GET /api/foundation/user-account-management/v1/user-licenses': () =>
        ok([{ productCode: 'WILL', countryCode: 'US' }]),
    });
    const cache = createCache({ storage: createMemoryStorage(), now: () => time });
    const { store } = createTestStore(server, { cache });
    const client = store.get(apiClientAtom);
    const query = { productCode: 'WILL', countryCode: 'US' };
    const first = await loadUserLicenses(client, cache, query);
    const second = await loadUserLicenses(client, cache, query);
    expect(first).toEqual(second);
    expect(server.calls).toHaveLength(1);
    time += 24 * 60 * 60 * 1000;
    await loadUserLicenses(client, cache, query);
    expect(server.calls).toHaveLength(2);
    expect(server.calls[0]?.search).toBe('?productCode=WILL&countryCode=US');
  });
});
