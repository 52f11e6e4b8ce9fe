import { afterEach, describe, expect, it, vi } from 'vitest';
import { forcedVariationsAtom } from '../experiments/atoms';
import { signInAtom, userSessionAtom } from '../session/atoms';
import { CACHE_KEY_PREFIX, createCache, createMemoryStorage } from '../storage/cache';
import { apiClientAtom } from './atoms';
import { createAppStore } from './store';
import { createFakeServer, ok } from './testing';

afterEach(() => {
  vi.useRealTimers();
});

describe('createAppStore', () => {
  it('forces variations from the query, sends the secure id, sweeps the cache after 10 s', async () => {
    vi.useFakeTimers();
    const storage = createMemoryStorage();
    let time = 0;
    const cache = createCache({ storage, now: () => time });
    cache.set('old', 1, 5);
    time = 10;
    const server = createFakeServer({
      'GET /api/dashboards/my-account/v1/license': () => ok([]),
    });
    const { store, dispose } = createAppStore({
      cache,
      search: '?forceVariation=promo_cards:N',
      api: {
        baseUrl: 'https://site.test',
        fetch: server.fetch,
        unloadTarget: null,
        navigate: () => {},
        signInUrl: '/SignIn/',
      },
    });
    expect(store.get(forcedVariationsAtom)).toEqual({ promoCards: 'N' });
    store.set(userSessionAtom, { ...store.get(userSessionAtom), secureId: 'abc' });
    await store.get(apiClientAtom).call('licenses');
    expect(server.calls[0]?.authorization).toBe('secure_id abc');
    vi.advanceTimersByTime(9999);
    expect(storage.getItem(`${CACHE_KEY_PREFIX}old`)).not.toBeNull();
    vi.advanceTimersByTime(1);
    expect(storage.getItem(`${CACHE_KEY_PREFIX}old`)).toBeNull();
    dispose();
  });

  it('forgets the remembered session when a dashboard call finds it ended, before the sign-in redirect', async () => {
    const server = createFakeServer({
      'GET /api/dashboards/my-account/v1/license': () => ({ status: 401, body: {} }),
      'POST /api/foundation/user-account-management/v2/secure-session': () => ({
        status: 401,
        body: { succeeded: false, errors: ['signed out'] },
      }),
    });
    const navigations: { url: string; isSignedIn: boolean }[] = [];
    const { store, dispose } = createAppStore({
      cache: createCache({ storage: createMemoryStorage() }),
      cleanupDelayMs: null,
      api: {
        baseUrl: 'https://site.test',
        fetch: server.fetch,
        unloadTarget: null,
        // What the sign-in page will read when it loads: the remembered session.
        navigate: (url) =>
          navigations.push({ url, isSignedIn: store.get(userSessionAtom).isSignedIn }),
        signInUrl: '/SignIn/',
      },
    });
    store.set(signInAtom, {
      username: 'member@example.com',
      secureId: 'abc',
      otherHosts: [],
      loginIdHash: 'hash',
      hasFreeAccount: false,
      hasPassword: true,
    });
    // Another host refusing this session is not this site's session ending.
    await store.get(apiClientAtom).call('secureSession', { body: { secureID: 'abc' } });
    expect(store.get(userSessionAtom).isSignedIn).toBe(true);
    await store.get(apiClientAtom).call('licenses');
    expect(navigations).toEqual([{ url: '/SignIn/', isSignedIn: false }]);
    expect(store.get(userSessionAtom)).toMatchObject({
      isSignedIn: false,
      secureId: '',
      username: '',
    });
    dispose();
  });
});
