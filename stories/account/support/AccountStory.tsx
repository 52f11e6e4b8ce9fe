import { atom, useAtomValue, useStore } from 'jotai';
import { type ReactNode, useState } from 'react';
import {
  createMemoryRouter,
  Outlet,
  type RouteObject,
  RouterProvider,
  useLocation,
} from 'react-router';
import { AccountRouterProvider, ApiErrorAlerts } from '../../../src/account/app';
import type { EndpointName } from '../../../src/platform/api/contract';
import { setSiteConfigAtom } from '../../../src/platform/config/atoms';
import {
  fixtureNow,
  type MemberFixture,
  members,
  siteConfigFor,
} from '../../../src/platform/fixtures';
import { parseServerDate } from '../../../src/platform/format/dates';
import { navigatorAtom } from '../../../src/platform/navigation/navigator';
import { userSessionAtom } from '../../../src/platform/session/atoms';
import { siteContextAtom } from '../../../src/platform/site/atoms';
import { clockAtom } from '../../../src/platform/state/clock';
import { cacheAtom } from '../../../src/platform/storage/atoms';
import { createCache, createMemoryStorage } from '../../../src/platform/storage/cache';
import { ShellAlertDialog } from '../../../src/shell/alerts';

/** "Today" in every account story: the fixtures' day, so states and dates never drift. */
export const storyNow = (parseServerDate(fixtureNow) as Date).getTime();

// Every address the page would leave for (order forms, receipts, external links).
const visitedAtom = atom<string[]>([]);

function LocationProbe() {
  const location = useLocation();
  return (
    <output
      hidden
      data-testid="account-probe"
      data-path={`${location.pathname}${location.search}`}
      data-visited={JSON.stringify(useAtomValue(visitedAtom))}
    />
  );
}

/**
 * React-aria links and buttons with `href` route through React Router, as in the app; an
 * absolute address leaves through the (recording) navigator.
 */
function RouterFrame() {
  return (
    <AccountRouterProvider>
      <Outlet />
      <LocationProbe />
      <ShellAlertDialog />
      <ApiErrorAlerts />
    </AccountRouterProvider>
  );
}

export interface AccountStoryProps {
  /** The signed-in member (their session; the data comes from the story's MSW handlers). */
  member?: MemberFixture;
  /** Address the story opens at, relative to `/my-account` (query included). */
  path: string;
  /** The route pattern the screen renders at. @default `path` without its query */
  routePath?: string;
  /** The screen. */
  children: ReactNode;
  /** More routes the story can navigate to (e.g. the next step of a flow). */
  routes?: RouteObject[];
}

/**
 * Story-only: an account screen as the app mounts it — signed in, the fixtures' clock, the
 * brand's site configuration, a memory cache, a memory router (an unknown address shows nothing,
 * so a play function can read where a link went from the probe), react-aria routing and the one
 * alert dialog. Leaving the page (order forms, external links) is recorded, not followed.
 */
export function AccountStory({
  member = members.activeYearly,
  path,
  routePath,
  children,
  routes = [],
}: AccountStoryProps) {
  const store = useStore();
  const [router] = useState(() => {
    const { brand, country } = store.get(siteContextAtom);
    store.set(cacheAtom, createCache({ storage: createMemoryStorage() }));
    store.set(setSiteConfigAtom, { configValues: siteConfigFor(brand, country) });
    store.set(clockAtom, { now: () => storyNow });
    store.set(userSessionAtom, {
      isSignedIn: true,
      username: member.user.username,
      secureId: member.user.secureId,
      loginId: member.user.loginId,
      accountCreationLink: '',
      hasFreeAccount: member.user.hasFreeAccount,
      hasPassword: member.user.hasPassword,
    });
    store.set(navigatorAtom, {
      assign: (url) => store.set(visitedAtom, (list) => [...list, url]),
      open: (url) => store.set(visitedAtom, (list) => [...list, url]),
    });
    return createMemoryRouter(
      [
        {
          element: <RouterFrame />,
          children: [
            { path: routePath ?? path.split('?')[0], element: children },
            ...routes,
            { path: '*', element: null },
          ],
        },
      ],
      { initialEntries: [path] },
    );
  });
  return <RouterProvider router={router} />;
}

/** Where the story's router is now, and the addresses the page left for. */
export function readProbe(canvasElement: HTMLElement): { path: string; visited: string[] } {
  const probe = canvasElement.ownerDocument.querySelector<HTMLElement>(
    '[data-testid="account-probe"]',
  );
  return {
    path: probe?.dataset.path ?? '',
    visited: JSON.parse(probe?.dataset.visited ?? '[]') as string[],
  };
}

/** A request the story's MSW handlers answered, with its body as text. */
export interface LoggedRequest {
  endpoint: EndpointName;
  method: string;
  url: string;
  body: string;
}

/**
 * Records what the handlers answered: pass `log.onRequest` to `mockApi`, call `log.clear()` in
 * the story's `beforeEach`, read `await log.of('cancelSubscription')` in `play`.
 */
export function requestLog() {
  let pending: Promise<LoggedRequest>[] = [];
  return {
    onRequest(endpoint: EndpointName, request: Request) {
      pending.push(
        request
          .clone()
          .text()
          .then((body) => ({ endpoint, method: request.method, url: request.url, body })),
      );
    },
    clear() {
      pending = [];
    },
    /** Every request so far, in order. */
    async all(): Promise<LoggedRequest[]> {
      return Promise.all(pending);
    },
    /** The requests of one endpoint so far. */
    async of(endpoint: EndpointName): Promise<LoggedRequest[]> {
      return (await Promise.all(pending)).filter((r) => r.endpoint === endpoint);
    },
  };
}
