/**
 * THE DASHBOARD'S ROUTE TABLE (account-dashboard §2), declared once: the app
 * (`app/App.tsx`, `createBrowserRouter(…, { basename: '/my-account' })`) and the full-page
 * stories (a memory router) both mount `createAccountRoutes`.
 *
 * For page authors:
 * - Build every dashboard address with `accountHref.*` from `src/account/navigation`
 *   (relative to the base); react-aria links with such an `href` route through React Router.
 *   An absolute address (`https://…`) leaves through the page's navigator.
 * - Query parameters: the route validates the query with the parser of `../navigation`
 *   before the page renders (`ValidQuery`); an invalid query shows `InvalidQuery` (what is
 *   wrong, and a link back to the subscriptions list) instead of the page. A page reads its
 *   typed values with `useValidQuery(parseCancelQuery)` (same parser: always `valid` under
 *   its route; handle `invalid` with `<InvalidQuery params={q.params} />` when the page is
 *   rendered on its own, e.g. in a story).
 * - Guards run as loaders before render: `/` → the first tab (or /settings); /overview and
 *   /subscriptions-and-licenses → the first allowed tab when they are not tabs of the site;
 *   exactly `/subscriptions` → `/subscriptions/`. A redirect keeps the address's query.
 * - The layout already shows the "My Account" heading (h1) and the tabs; a page's own title
 *   is an h2.
 * - Every screen but the subscriptions list loads on demand as a chunk of its own (the
 *   overview, the settings, the licenses tabs, the cancellation screens: `./lazyRoutes.tsx`,
 *   each feature's `chunk.ts`): nothing may import those modules statically, and a page that
 *   opens on one links its chunk in its head (the handle's `module`).
 * - Each screen's route names its page in the document title and the account data its screen
 *   reads (`handle: screen(title, needs)`, see `AccountRouteHandle`): the layout
 *   (`usePageAnnouncement`) and the server's render read the title; the needs start loading,
 *   side by side, as the address opens or a navigation to it starts (`./needs.ts`), and are
 *   exactly what the server's render answers. A screen that reads another resource must add it
 *   here (`needs.test.ts` renders every route and fails otherwise).
 * - Route errors (a failed chunk, a guard, a render error) show `RouteErrorPage` under the
 *   tabs and are logged; unknown paths show `NotFoundPage`.
 */
import type { createStore } from 'jotai';
import type { ComponentType } from 'react';
import { type LoaderFunctionArgs, type RouteObject, redirect } from 'react-router';
import type { PageShellProps } from '../../shell/page-shell';
import { loadCancellationScreens } from '../cancellation';
import { type LicensesScreens, licensesScreensModule, loadLicensesScreens } from '../licenses';
import {
  accountRoutes,
  accountTabsAtom,
  guardSubscriptionsBranch,
  guardTabPage,
  isFunnelReasonStep,
  parseCancelQuery,
  parseCancelSuccessQuery,
  parseReminderQuery,
  rootRedirectPath,
} from '../navigation';
import { loadOverviewScreen, overviewScreenModule } from '../overview';
import { loadSettingsScreen, settingsScreenModule } from '../settings';
import { SubscriptionsPage } from '../subscriptions';
import { AccountFrame } from './AccountFrame';
import { AccountLayout } from './AccountLayout';
import { PageSkeleton } from './AccountSkeleton';
import { cancellationRoute, lazyScreenRoute, type ScreenChunk } from './lazyRoutes';
import { NotFoundPage, RouteErrorPage } from './pages';
import {
  ACCOUNT_BASENAME,
  type AccountRouteHandle,
  pathWithinBase,
  redirectKeepingQuery,
} from './rules';

type Store = ReturnType<typeof createStore>;

export interface AccountRoutesOptions {
  /** The app's store: the guards read the site's tabs from it. */
  store: Store;
  /** The router's basename. @default '/my-account' */
  basename?: string;
  /** Props of the page shell around the dashboard (stories: `cookieBarDelayMs: 0`…). */
  shell?: Omit<PageShellProps, 'children' | 'mobileMenuBodyHeight'>;
}

/** The cancellation screens' chunk, loaded on first use (see `../cancellation`). */
export { loadCancellationScreens };

/**
 * The `handle` of a screen's route: the page it names in the document title and the account
 * data the screen reads on its first render, which start loading as the route is opened or
 * navigated to (`./needs.ts`) and which the server's render answers.
 */
const screen = (
  pageTitle: AccountRouteHandle['pageTitle'],
  needs: AccountRouteHandle['needs'],
): AccountRouteHandle => ({ pageTitle, needs });

/**
 * The tabs' screens other than the subscriptions list, each a chunk of its own: the list is the
 * screen most members open on (and a part of the combined tab), so it stays in the entry's.
 */
const overviewScreen: ScreenChunk = {
  module: overviewScreenModule,
  load: async () => (await loadOverviewScreen()).OverviewPage,
};
const settingsScreen: ScreenChunk = {
  module: settingsScreenModule,
  load: async () => (await loadSettingsScreen()).SettingsPage,
};
const licensesScreen = (pick: (screens: LicensesScreens) => ComponentType): ScreenChunk => ({
  module: licensesScreensModule,
  load: async () => pick(await loadLicensesScreens()),
});

/** Drops the leading slash: child route paths are relative to their parent. */
const relative = (path: string) => path.replace(/^\/+/, '');

/** The route objects of the dashboard, for `createBrowserRouter` or `createMemoryRouter`. */
export function createAccountRoutes({
  store,
  basename = ACCOUNT_BASENAME,
  shell,
}: AccountRoutesOptions): RouteObject[] {
  const within = (request: Request) => pathWithinBase(new URL(request.url).pathname, basename);

  /** §2 Overview and the combined page: only when they are tabs of the site. */
  const tabPageGuard = ({ request }: LoaderFunctionArgs) => {
    const guard = guardTabPage(within(request), store.get(accountTabsAtom));
    return guard.kind === 'redirect' ? redirect(redirectKeepingQuery(guard.to, request.url)) : null;
  };

  return [
    {
      id: 'account',
      element: <AccountFrame shell={shell} />,
      errorElement: <RouteErrorPage standalone />,
      children: [
        {
          id: 'account-layout',
          element: <AccountLayout />,
          children: [
            {
              id: 'account-pages',
              errorElement: <RouteErrorPage />,
              hydrateFallbackElement: <PageSkeleton />,
              children: [
                {
                  index: true,
                  loader: ({ request }) =>
                    redirect(
                      redirectKeepingQuery(
                        rootRedirectPath(store.get(accountTabsAtom)),
                        request.url,
                      ),
                    ),
                  element: null,
                },
                lazyScreenRoute(
                  { path: relative(accountRoutes.overview), loader: tabPageGuard },
                  screen('overview', [
                    'subscriptions',
                    'licenses',
                    'paymentMethods',
                    'projectTiles',
                  ]),
                  overviewScreen,
                ),
                lazyScreenRoute(
                  { path: relative(accountRoutes.settings) },
                  screen('settings', ['emailPreference', 'paymentMethods']),
                  settingsScreen,
                ),
                lazyScreenRoute(
                  { path: relative(accountRoutes.licenses) },
                  screen('documentLicenses', ['subscriptions', 'licenses']),
                  licensesScreen((screens) => screens.LicensesPage),
                ),
                {
                  path: relative(accountRoutes.subscriptions),
                  // Exactly /subscriptions → the list /subscriptions/ (checked on every visit).
                  loader: ({ request }) => {
                    const guard = guardSubscriptionsBranch(within(request));
                    return guard.kind === 'redirect'
                      ? redirect(redirectKeepingQuery(guard.to, request.url))
                      : null;
                  },
                  shouldRevalidate: () => true,
                  children: [
                    {
                      index: true,
                      handle: screen('subscriptions', ['subscriptions', 'upgradePaths']),
                      element: <SubscriptionsPage />,
                    },
                    cancellationRoute(
                      'cancel',
                      screen('cancel', ['subscriptions', 'licenses']),
                      (f) => f.CancelPage,
                      parseCancelQuery,
                    ),
                    cancellationRoute(
                      'cancel_v2',
                      screen(
                        (search) => (isFunnelReasonStep(search) ? 'cancelReason' : 'cancel'),
                        ['subscriptions', 'licenses', 'upgradePaths'],
                      ),
                      (f) => f.CancelLandingPage,
                      parseCancelQuery,
                    ),
                    cancellationRoute(
                      'cancel-success',
                      screen('cancelled', []),
                      (f) => f.CancelSuccessPage,
                      parseCancelSuccessQuery,
                    ),
                    cancellationRoute(
                      'reminder',
                      screen('reminder', []),
                      (f) => f.CancelReminderPage,
                      parseReminderQuery,
                    ),
                  ],
                },
                lazyScreenRoute(
                  { path: relative(accountRoutes.combined), loader: tabPageGuard },
                  screen('subscriptionsAndLicenses', ['subscriptions', 'licenses', 'upgradePaths']),
                  licensesScreen((screens) => screens.SubscriptionsAndLicensesPage),
                ),
                cancellationRoute(
                  relative(accountRoutes.reminder),
                  screen('reminder', ['subscriptions']),
                  (f) => f.CancellationReminderPage,
                ),
                cancellationRoute(
                  relative(accountRoutes.cancelGateway),
                  screen('cancel', ['subscriptions']),
                  (f) => f.CancellationGatewayPage,
                ),
                { path: '*', handle: screen('notFound', []), element: <NotFoundPage /> },
              ],
            },
          ],
        },
      ],
    },
  ];
}
