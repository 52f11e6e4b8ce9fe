import { useSetAtom } from 'jotai';
import type { ReactNode } from 'react';
import { RouterProvider as AriaRouterProvider } from 'react-aria-components';
import { useHref, useNavigate } from 'react-router';
import { navigateAtom } from '../../platform/navigation/navigator';

/** `https://…`, `mailto:…`: an address outside the dashboard's router. */
const absolute = /^[a-z][a-z\d+.-]*:/i;

/**
 * React-aria links, tabs and menu items with `href` route through React Router (dashboard
 * addresses from `accountHref`, relative to the `/my-account` base). An absolute address (the
 * site's own pages, built from its host) leaves through the page's navigator instead, so a
 * same-origin link outside the dashboard is never resolved against the dashboard's base.
 */
export function AccountRouterProvider({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  const leave = useSetAtom(navigateAtom);
  return (
    <AriaRouterProvider
      navigate={(to) => {
        if (absolute.test(to)) leave(to);
        else void navigate(to);
      }}
      useHref={useAccountHref}
    >
      {children}
    </AriaRouterProvider>
  );
}

function useAccountHref(href: string): string {
  const isAbsolute = absolute.test(href);
  // Called on every render alike (a hook); its answer is used only for dashboard addresses.
  const routed = useHref(isAbsolute ? '.' : href);
  return isAbsolute ? href : routed;
}
