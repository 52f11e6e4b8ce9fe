import { useStore } from 'jotai';
import { useState } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { ACCOUNT_BASENAME, createAccountRoutes } from '../src/account/app';

/**
 * The /my-account/ area: the dashboard's routes under the page shell, with history routing
 * (no hash) under the `/my-account` base. The route table, the shell around it, react-aria
 * routing and the bootstrap (user load, tracking, stores, service workers) come from
 * `src/account/app`.
 */
export function App() {
  const store = useStore();
  const [router] = useState(() =>
    createBrowserRouter(createAccountRoutes({ store }), { basename: ACCOUNT_BASENAME }),
  );
  return <RouterProvider router={router} />;
}
