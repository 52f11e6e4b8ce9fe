import { createStore } from 'jotai';
import { describe, expect, it } from 'vitest';
import { cacheAtom } from '../../platform/storage/atoms';
import { createCache, createMemoryStorage } from '../../platform/storage/cache';
import { affiliateAtom, LAST_QUERY_STRING_KEY } from './atoms';
import { findAffiliate } from './rules';

function storeWithCache() {
  const store = createStore();
  store.set(cacheAtom, createCache({ storage: createMemoryStorage() }));
  return store;
}

describe('affiliateAtom (page-shell §2 Affiliate detection)', () => {
  it('detects the partner from the stored last query string', () => {
    const store = storeWithCache();
    expect(store.get(affiliateAtom)).toBeNull();
    store.get(cacheAtom).set(LAST_QUERY_STRING_KEY, '?pid=pg-harborbank');
    const fresh = createStore();
    fresh.set(cacheAtom, store.get(cacheAtom));
    expect(fresh.get(affiliateAtom)?.code).toBe('harborbank');
  });

  it('prefers a partner set explicitly, and null means none', () => {
    const store = storeWithCache();
    store.get(cacheAtom).set(LAST_QUERY_STRING_KEY, '?pid=pg-harborbank');
    store.set(affiliateAtom, findAffiliate('quillhr'));
    expect(store.get(affiliateAtom)?.code).toBe('quillhr');
    store.set(affiliateAtom, null);
    expect(store.get(affiliateAtom)).toBeNull();
  });
});
