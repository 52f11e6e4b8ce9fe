import { useStore } from 'jotai';
import { useState } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { ACCOUNT_BASENAME, accountPrefetch, createAccountRoutes } from '../src/account/app';

/**
 * The /my-account/ area: the dashboard's routes under the page shell, with history routing
 * (no hash) under the `/my-account` base. The route table, the shell around it, react-aria
 * routing and the bootstrap (user load, tracking, stores, service workers) come from
 * `src/account/app`. Once the first screen is in, the shell fetches the chunks a first
 * interaction is likely to want while the page is idle (`accountPrefetch`).
 */
export function App() {
  const store = useStore();
  const [router] = useState(() =>
    createBrowserRouter(
      createAccountRoutes({ store, shell: { prefetchWhenIdle: accountPrefetch } }),
      { basename: ACCOUNT_BASENAME },
    ),
  );
  return <RouterProvider router={router} />;
}
