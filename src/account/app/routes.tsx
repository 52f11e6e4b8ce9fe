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
 * - The cancellation screens (`../cancellation/screens`) load on demand as their own chunk
 *   (`loadCancellationScreens`, in `../cancellation`, through `./cancellationRoute.tsx`): nothing
 *   may import that index statically.
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
import { type LoaderFunctionArgs, type RouteObject, redirect } from 'react-router';
import type { PageShellProps } from '../../shell/page-shell';
import { loadCancellationScreens } from '../cancellation';
import { LicensesPage, SubscriptionsAndLicensesPage } from '../licenses';
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
import { OverviewPage } from '../overview';
import { SettingsPage } from '../settings';
import { SubscriptionsPage } from '../subscriptions';
import { AccountFrame } from './AccountFrame';
import { AccountLayout } from './AccountLayout';
import { PageSkeleton } from './AccountSkeleton';
import { cancellationRoute } from './cancellationRoute';
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
                {
                  path: relative(accountRoutes.overview),
                  loader: tabPageGuard,
                  handle: screen('overview', [
                    'subscriptions',
                    'licenses',
                    'paymentMethods',
                    'projectTiles',
                  ]),
                  element: <OverviewPage />,
                },
                {
                  path: relative(accountRoutes.settings),
                  handle: screen('settings', ['emailPreference', 'paymentMethods']),
                  element: <SettingsPage />,
                },
                {
                  path: relative(accountRoutes.licenses),
                  handle: screen('documentLicenses', ['subscriptions', 'licenses']),
                  element: <LicensesPage />,
                },
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
                {
                  path: relative(accountRoutes.combined),
                  loader: tabPageGuard,
                  handle: screen('subscriptionsAndLicenses', [
                    'subscriptions',
                    'licenses',
                    'upgradePaths',
                  ]),
                  element: <SubscriptionsAndLicensesPage />,
                },
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
