import { useStore } from 'jotai';
import { type ReactNode, useState } from 'react';
import { createMemoryRouter, Outlet, type RouteObject, RouterProvider } from 'react-router';
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
import { userSessionAtom } from '../../../src/platform/session/atoms';
import { siteContextAtom } from '../../../src/platform/site/atoms';
import { clockAtom } from '../../../src/platform/state/clock';
import { ShellAlertDialog } from '../../../src/shell/alerts';
import { registerStoryRouter } from '../../support/storyEnvironment';

/** "Today" in every account story: the fixtures' day, so states and dates never drift. */
export const storyNow = (parseServerDate(fixtureNow) as Date).getTime();

/**
 * React-aria links and buttons with `href` route through React Router, as in the app; an
 * absolute address leaves through the (recording) navigator.
 */
function RouterFrame() {
  return (
    <AccountRouterProvider>
      <Outlet />
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
 * brand's site configuration, a memory router (an unknown address shows nothing, so a play
 * function can read where a link went with `routerPath`), react-aria routing and the one alert
 * dialog. Leaving the page (order forms, external links) is recorded by the story environment.
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
    const memoryRouter = createMemoryRouter(
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
    registerStoryRouter(store, memoryRouter);
    return memoryRouter;
  });
  return <RouterProvider router={router} />;
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
