/**
 * One data path for the dashboard's routes: each screen's route declares the account data its
 * screen reads (`handle.needs`, `./routes.tsx`); this reads the matched routes' declarations and
 * starts those loads side by side. The browser's router (the address it opens, then every
 * navigation as it starts) and the server's render both come through here, so the server asks
 * for exactly what the screen reads and the page's state carries exactly those answers. A
 * link the member points at or focuses warms its address the same way (`warmLinksOnIntent`).
 */
import type { createStore } from 'jotai';
import { type DataRouter, matchRoutes, type RouterState } from 'react-router';
import { loadAccountDataAtom, loadRouteNeedsAtom, routeNeedsAtom } from '../resources';
import { accountNeedsOf } from './rules';

type Store = ReturnType<typeof createStore>;

/** A matched route as React Router lists them (root first): only its `handle` is read. */
export interface RouteMatchLike {
  route: { handle?: unknown };
}

/**
 * Makes the screen at `matches` the current one and starts the loads it needs (once the member
 * is confirmed: see `loadRouteNeedsAtom`). Resolves when they have all answered.
 */
export function startRouteLoads(
  store: Store,
  matches: readonly RouteMatchLike[],
): Promise<unknown> {
  const needs = accountNeedsOf(matches.map((match) => match.route.handle));
  const current = store.get(routeNeedsAtom);
  if (needs.length !== current.length || needs.some((name, i) => name !== current[i])) {
    store.set(routeNeedsAtom, needs);
  }
  return store.set(loadRouteNeedsAtom);
}

/**
 * Follows a data router: the address it opened with at once (before React renders), then the
 * target of every navigation as soon as it starts, not once its screen has mounted (a guard's
 * or a lazy screen's loading does not hold the data back). Returns the unsubscribe.
 */
export function followRouterNeeds(store: Store, router: DataRouter): () => void {
  const follow = (state: RouterState) => {
    const location = state.navigation.location ?? state.location;
    void startRouteLoads(store, matchRoutes(router.routes, location, router.basename) ?? []);
  };
  follow(router.state);
  return router.subscribe(follow);
}

/**
 * Warms a dashboard address as soon as the member shows they may open it (a pointer over, or
 * focus on, a link to it): its screen's lazy chunk and the account data its route needs start
 * loading, so the press finds both on their way (on a phone, one round trip fewer after the
 * press). Only warms: the current route and its needs stay the router's. Returns the stop.
 */
export function warmLinksOnIntent(
  store: Store,
  router: DataRouter,
  target: Pick<Document, 'addEventListener' | 'removeEventListener'> = document,
  pageUrl: () => string = () => location.href,
): () => void {
  let lastWarmed = '';
  const warm = (event: Event) => {
    const link = (event.target as Element | null)?.closest?.('a[href]') as
      | HTMLAnchorElement
      | null
      | undefined;
    if (!link) return;
    const url = new URL(link.href, pageUrl());
    if (url.origin !== new URL(pageUrl()).origin) return;
    const address = url.pathname + url.search;
    if (address === lastWarmed) return;
    lastWarmed = address;
    const matches = matchRoutes(router.routes, address, router.basename) ?? [];
    for (const { route } of matches) {
      // The router calls `lazy` again on navigation; the chunk's import is the same promise.
      if (typeof route.lazy === 'function') void route.lazy().catch(() => undefined);
    }
    const needs = accountNeedsOf(matches.map((match) => match.route.handle));
    void store.set(loadAccountDataAtom, needs);
  };
  target.addEventListener('pointerover', warm, { passive: true });
  target.addEventListener('focusin', warm);
  return () => {
    target.removeEventListener('pointerover', warm);
    target.removeEventListener('focusin', warm);
  };
}
