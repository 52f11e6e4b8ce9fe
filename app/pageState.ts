/**
 * The store of a page as the server's render and the browser's hydration both build it: the same
 * atoms and calls run on both sides (one data path); the browser's first calls are answered by
 * what the server's got (`PageState.calls`, see `src/platform/ssr`), so hydration asks nothing
 * and renders exactly what the server did.
 */
import type { ApiClientOptions } from '../src/platform/api/client';
import { loadSiteConfigAtom } from '../src/platform/config/atoms';
import {
  adoptRecordedExperimentsAtom,
  prefetchExperimentsAtom,
  settleVariationsAtom,
} from '../src/platform/experiments/atoms';
import { loadUserOnceAtom, type UserSession, userSessionAtom } from '../src/platform/session/atoms';
import { pageUrlAtom, siteContextAtom } from '../src/platform/site/atoms';
import type { HostPageLayout, PageBasics } from '../src/platform/ssr/pageState';
import { clockAtom } from '../src/platform/state/clock';
import { createAppStore } from '../src/platform/state/store';
import { assumedWidthAtom } from '../src/platform/state/windowWidth';
import type { Cache } from '../src/platform/storage/cache';
import {
  bannerStyleFromMessage,
  footerStyleFromMessage,
  type Layout,
  patchLayoutAtom,
  signInLinksStateFromMessage,
} from '../src/shell/layout';
import { ensureNavigationLoadedAtom } from '../src/shell/navigation';
import { loadPhoneInfoAtom } from '../src/shell/site-config';

export type PageStore = ReturnType<typeof createAppStore>['store'];

/**
 * A page's store as both sides build it: the site, the clock and the assumed width the server
 * rendered with, the shell's experiments asked for at once. The browser passes the server's
 * session and `calls` to replay; the server a client that calls it in-process and records.
 */
export function createPageStore(
  basics: PageBasics,
  options: {
    api: Omit<ApiClientOptions, 'getSecureId'>;
    cache?: Cache;
    session?: UserSession;
    /** The server's store never sweeps a cache. */
    sweepCache?: boolean;
  },
): PageStore {
  const { store } = createAppStore({
    api: options.api,
    cache: options.cache,
    search: new URL(basics.url).search,
    ...(options.sweepCache === false && { cleanupDelayMs: null }),
  });
  const { brand, country, locale } = basics;
  store.set(siteContextAtom, { brand, country, locale });
  store.set(pageUrlAtom, basics.url);
  const startedAt = Date.now();
  store.set(clockAtom, { now: () => basics.now + (Date.now() - startedAt) });
  store.set(assumedWidthAtom, basics.width);
  if (options.session) store.set(userSessionAtom, options.session);
  // A host page's layout from the first render on (server and hydration alike): no flash of
  // the normal header before its script's layout messages arrive.
  if (basics.layout) store.set(patchLayoutAtom, layoutPatch(basics.layout));
  // The server's assignments first: the prefetch below then finds them and asks for none.
  if (options.api.replay) store.set(adoptRecordedExperimentsAtom, options.api.replay);
  store.set(prefetchExperimentsAtom, 'page-shell');
  return store;
}

/** The shell's layout fields a host page's layout sets, read as its layout messages are. */
function layoutPatch(layout: HostPageLayout): Partial<Layout> {
  return {
    ...(layout.bannerStyle && { bannerStyle: bannerStyleFromMessage(layout.bannerStyle) }),
    ...(layout.footerStyle && { footerStyle: footerStyleFromMessage(layout.footerStyle) }),
    ...(layout.signInLinksState && {
      signInLinksState: signInLinksStateFromMessage(layout.signInLinksState),
    }),
  };
}

/**
 * What every page's shell shows at once: the site configuration, the member, and what the
 * configuration says the shell shows: the menu categories of the site's navigation (which name
 * the site the configuration gives) and the customer-service phone.
 */
export function startShellLoads(store: PageStore): Promise<unknown> {
  return Promise.all([
    store.set(settleVariationsAtom, 'page-shell'),
    store
      .set(loadSiteConfigAtom)
      .then(() =>
        Promise.all([store.set(ensureNavigationLoadedAtom), store.set(loadPhoneInfoAtom)]),
      ),
    store.set(loadUserOnceAtom),
  ]);
}
