import { createStore } from 'jotai';
import { type ApiClientOptions, createApiClient } from '../api/client';
import { endpoints } from '../api/contract';
import { forcedVariationsAtom } from '../experiments/atoms';
import { forcedVariationsFromQuery } from '../experiments/service';
import { navigateAtom } from '../navigation/navigator';
import { secureIdAtom, signOutAtom } from '../session/atoms';
import { siteContextAtom } from '../site/atoms';
import { cacheAtom } from '../storage/atoms';
import { type Cache, createCache } from '../storage/cache';
import { apiClientAtom } from './atoms';
import { configureModuleAtom } from './modules';

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
 * The store of one app instance: a cache, an API client that sends the member's secure id
 * (and forgets the session when a dashboard call finds it ended), variations forced by the page
 * address, and the 10 s sweep of expired cache entries
 * (page-shell §4 Module configuration: the api and cache modules, configured once each). `dispose` cancels the sweep and the client's listeners.
 */
export function createAppStore(options: AppStoreOptions = {}) {
  const store = createStore();
  const cache = options.cache ?? createCache();
  store.set(cacheAtom, cache);
  const client = createApiClient({
    // The one redirect to sign-in leaves through the page's navigator, as every other does.
    navigate: (url) => store.set(navigateAtom, url),
    ...options.api,
    getSecureId: () => store.get(secureIdAtom),
    // A call of the member's own session found it ended (a 401 or `Status: SignedOut`): the
    // remembered session is forgotten before the sign-in redirect, so the sign-in page does not
    // take the member for signed in and send them straight back.
    onSignedOut: (failure) => {
      if (endpoints[failure.endpoint].redirectWhenSignedOut) store.set(signOutAtom);
      options.api?.onSignedOut?.(failure);
    },
    getLocale: () => store.get(siteContextAtom).locale,
  });
  store.set(configureModuleAtom, 'api', () => store.set(apiClientAtom, client));
  const search = options.search ?? (typeof location === 'undefined' ? '' : location.search);
  store.set(forcedVariationsAtom, forcedVariationsFromQuery(search));
  let cancelCleanup = () => {};
  store.set(configureModuleAtom, 'cache', () => {
    if (options.cleanupDelayMs !== null)
      cancelCleanup = cache.scheduleCleanup(options.cleanupDelayMs);
  });
  return {
    store,
    dispose() {
      cancelCleanup();
      client.dispose();
    },
  };
}
