import { afterEach, describe, expect, it, vi } from 'vitest';
import { forcedVariationsAtom } from '../experiments/atoms';
import { userSessionAtom } from '../session/atoms';
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
});
