import { createStore } from 'jotai';
import { type ApiClientOptions, createApiClient } from '../api/client';
import { forcedVariationsAtom } from '../experiments/atoms';
import { forcedVariationsFromQuery } from '../experiments/service';
import { secureIdAtom } from '../session/atoms';
import { siteContextAtom } from '../site/atoms';
import { cacheAtom } from '../storage/atoms';
import { type Cache, createCache } from '../storage/cache';
import { apiClientAtom } from './atoms';

export interface AppStoreOptions {
  /** Options of the API client; the secure id is wired to the session. */
  api?: Omit<ApiClientOptions, 'getSecureId'>;
  /** @default a local-storage cache */
  cache?: Cache;
  /** The page's query string, read for `forceVariation`. @default location.search */
  search?: string;
  /** Delay of the sweep of expired cache entries; `null` skips it. @default 10000 */
  cleanupDelayMs?: number | null;
}

/**
 * The store of one app instance: a cache, an API client that sends the member's secure id,
 * variations forced by the page address, and the 10 s sweep of expired cache entries
 * (page-shell §4 Module configuration). `dispose` cancels the sweep and the client's listeners.
 */
export function createAppStore(options: AppStoreOptions = {}) {
  const store = createStore();
  const cache = options.cache ?? createCache();
  store.set(cacheAtom, cache);
  const client = createApiClient({
    ...options.api,
    getSecureId: () => store.get(secureIdAtom),
    getLocale: () => store.get(siteContextAtom).locale,
  });
  store.set(apiClientAtom, client);
  const search = options.search ?? (typeof location === 'undefined' ? '' : location.search);
  store.set(forcedVariationsAtom, forcedVariationsFromQuery(search));
  const cancelCleanup =
    options.cleanupDelayMs === null ? () => {} : cache.scheduleCleanup(options.cleanupDelayMs);
  return {
    store,
    dispose() {
      cancelCleanup();
      client.dispose();
    },
  };
}
