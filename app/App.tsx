import {
  createBrowserRouter,
  type HydrationState,
  matchRoutes,
  RouterProvider,
} from 'react-router';
import {
  ACCOUNT_BASENAME,
  accountPrefetch,
  createAccountRoutes,
  followRouterNeeds,
  startRouteLoads,
  warmLinksOnIntent,
} from '../src/account/app';
import type { PageStore } from './pageState';

/**
 * The /my-account/ area's router: the dashboard's routes under the page shell, with history
 * routing (no hash) under the `/my-account` base. The route table, the shell around it,
 * react-aria routing and the bootstrap (user load, tracking, stores, service workers) come from
 * `src/account/app`. Once the first screen is in, the shell fetches the chunks a first
 * interaction is likely to want while the page is idle (`accountPrefetch`). The router names
 * the account data of the address it opens and of each navigation's target as it starts
 * (`followRouterNeeds`), and warms a link's address when it is pointed at or focused
 * (`warmLinksOnIntent`), for the page's life.
 *
 * A server-rendered page passes the router state the server's loaders produced. Nothing of the
 * first screen may suspend while it hydrates (React would stop a press on the server's HTML
 * and let the browser follow the link in full, or replace that HTML with a fallback): the lazy
 * routes of the address (the cancellation screens) and the account data its screen reads
 * (answered from the page's state, no request) are in before hydration, so the first render
 * is the server's, synchronously (see `settledOrPromise`).
 */
export async function createAccountRouter(store: PageStore, hydrationData?: HydrationState) {
  const routes = createAccountRoutes({ store, shell: { prefetchWhenIdle: accountPrefetch } });
  if (hydrationData) {
    const matches = matchRoutes(routes, location, ACCOUNT_BASENAME) ?? [];
    await Promise.all([
      ...matches
        .filter((match) => match.route.lazy)
        .map(async ({ route }) => {
          const loaded = await (route.lazy as () => Promise<object>)();
          Object.assign(route, { ...loaded, lazy: undefined });
        }),
      startRouteLoads(store, matches),
    ]);
  }
  const router = createBrowserRouter(routes, { basename: ACCOUNT_BASENAME, hydrationData });
  // The account data of the address, then of each navigation's target as it starts.
  followRouterNeeds(store, router);
  warmLinksOnIntent(store, router);
  return router;
}

/** The /my-account/ app. */
export function App({ router }: { router: Awaited<ReturnType<typeof createAccountRouter>> }) {
  return <RouterProvider router={router} />;
}
