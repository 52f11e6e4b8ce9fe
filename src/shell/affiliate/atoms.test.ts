import { createStore } from 'jotai';
import { describe, expect, it } from 'vitest';
import { pageUrlAtom } from '../../platform/site/atoms';
import { cacheAtom } from '../../platform/storage/atoms';
import { createCache, createMemoryStorage } from '../../platform/storage/cache';
import { affiliateAtom, LAST_QUERY_STRING_KEY, rememberPartnerQueryAtom } from './atoms';
import { findAffiliate } from './rules';

function storeWithCache() {
  const store = createStore();
  store.set(cacheAtom, createCache({ storage: createMemoryStorage() }));
  return store;
}

describe('affiliateAtom (page-shell §2 Affiliate detection)', () => {
  it('detects the partner from the page address, as the server does', () => {
    const store = storeWithCache();
    expect(store.get(affiliateAtom)).toBeNull();
    store.set(pageUrlAtom, 'https://main.example/?pid=pg-quillhr');
    expect(store.get(affiliateAtom)?.code).toBe('quillhr');
  });

  it('detects the partner from the stored last query string once mounted, never before', () => {
    const store = storeWithCache();
    store.get(cacheAtom).set(LAST_QUERY_STRING_KEY, '?pid=pg-harborbank');
    // The first render (the server's, and the browser's hydration) cannot see storage.
    expect(store.get(affiliateAtom)).toBeNull();
    const unsubscribe = store.sub(affiliateAtom, () => undefined);
    expect(store.get(affiliateAtom)?.code).toBe('harborbank');
    unsubscribe();
  });

  it('prefers the address to the stored last query string', () => {
    const store = storeWithCache();
    store.get(cacheAtom).set(LAST_QUERY_STRING_KEY, '?pid=pg-harborbank');
    store.set(pageUrlAtom, 'https://main.example/?pid=pg-quillhr');
    store.sub(affiliateAtom, () => undefined);
    expect(store.get(affiliateAtom)?.code).toBe('quillhr');
  });

  it('prefers a partner set explicitly, and null means none', () => {
    const store = storeWithCache();
    store.get(cacheAtom).set(LAST_QUERY_STRING_KEY, '?pid=pg-harborbank');
    store.set(affiliateAtom, findAffiliate('quillhr'));
    expect(store.get(affiliateAtom)?.code).toBe('quillhr');
    store.set(affiliateAtom, null);
    expect(store.get(affiliateAtom)).toBeNull();
  });

  it('remembers a known partner’s query string for the next pages, and nothing else', () => {
    const store = storeWithCache();
    const stored = () => store.get(cacheAtom).get(LAST_QUERY_STRING_KEY);
    store.set(rememberPartnerQueryAtom, '?q=will');
    store.set(rememberPartnerQueryAtom, '?pid=pg-unknownpartner');
    expect(stored()).toBeUndefined();
    store.set(rememberPartnerQueryAtom, '?pid=pg-harborbank&utm=x');
    expect(stored()).toBe('?pid=pg-harborbank&utm=x');
    // A later page without a partner keeps it; the next page detects it once mounted.
    store.set(rememberPartnerQueryAtom, '?loc=caqc');
    const next = createStore();
    next.set(cacheAtom, store.get(cacheAtom));
    next.sub(affiliateAtom, () => undefined);
    expect(next.get(affiliateAtom)?.code).toBe('harborbank');
  });
});
