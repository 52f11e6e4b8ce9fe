/**
 * Pure decisions of the account app frame (account-dashboard §2, page-shell §4 Account app):
 * which tab the current address belongs to, which service workers are the dashboard's old ones,
 * and where a guest is sent back to after signing in.
 */
import { SECURE_ID_INVALID_PARAM } from '../../platform/session/secureIdInvalid';
import { accountRoutes, type Tab, type TabId } from '../navigation/rules';
import type { AccountDataName } from '../shared';

/** The router's base (no trailing slash, as react-router's `basename` takes it). */
export const ACCOUNT_BASENAME = '/my-account';

/** Tracking's page name for the dashboard (page-shell §7 tracking initialise). */
export const ACCOUNT_PAGE_NAME = 'my-account';

/**
 * Dashboard §2 "Mobile menu open sets the body height to 820px": the body height the page
 * shell sets while its mobile menu is open on the dashboard (the shell's own default is 100vh).
 */
export const ACCOUNT_MOBILE_MENU_BODY_HEIGHT = '820px';

/** First path segment: `/subscriptions/cancel` → `/subscriptions`. */
function sectionOf(pathname: string): string {
  const first = pathname.split('/').find((part) => part !== '');
  return first ? `/${first}` : '/';
}

/** Screens outside the tabs that belong to the subscriptions section (§2 cancellation pages). */
const subscriptionSections: readonly string[] = [
  accountRoutes.subscriptions,
  accountRoutes.reminder,
  accountRoutes.cancelGateway,
];

/**
 * §2 The tab the address belongs to (the tabs reflect the route): its own tab; for the
 * subscriptions branch and the top-level cancellation pages the subscriptions tab, or the
 * combined tab where the site has no subscriptions tab; for the licences page on a site
 * without a licences tab (legal-contracts, main style outside the utility countries) the
 * combined tab, which lists them; `null` when none fits (an unknown path).
 */
export function selectedTabFor(pathname: string, tabs: readonly Tab[]): TabId | null {
  const section = sectionOf(pathname);
  const own = tabs.find((tab) => tab.path === section);
  if (own) return own.id;
  const holders: readonly TabId[] = subscriptionSections.includes(section)
    ? ['subscriptions', 'subscriptions-and-licenses']
    : section === accountRoutes.licenses
      ? ['subscriptions-and-licenses']
      : [];
  for (const id of holders) if (tabs.some((tab) => tab.id === id)) return id;
  return null;
}

/** The page a dashboard route names in the document title (`account:documentTitle.<page>`). */
export type AccountPageTitle =
  | 'overview'
  | 'subscriptions'
  | 'documentLicenses'
  | 'subscriptionsAndLicenses'
  | 'settings'
  | 'cancel'
  | 'cancelReason'
  | 'cancelled'
  | 'reminder'
  | 'notFound';

/**
 * A dashboard route's `handle`: the page it names in the document title (a function of the
 * query where steps share one route, the funnel's `?step=reason`), and the account data its
 * screen reads on its first render (`needs`, read by `accountNeedsOf`).
 */
export interface AccountRouteHandle extends AccountNeedsHandle {
  pageTitle: AccountPageTitle | ((search: URLSearchParams) => AccountPageTitle);
  /**
   * A lazy route's module (its path from the repository root), which the route's `lazy`
   * imports: the server links that chunk's stylesheets and scripts in the page's head.
   */
  module?: string;
}

/** A route `handle` that declares the account data its screen needs (a layout's may, too). */
export interface AccountNeedsHandle {
  needs: readonly AccountDataName[];
}

function isAccountRouteHandle(handle: unknown): handle is AccountRouteHandle {
  return typeof handle === 'object' && handle !== null && 'pageTitle' in handle;
}

/**
 * The page the address names in the document title: the deepest matched route that names one
 * (`handles` from the root route down, as React Router lists its matches); `null` when none does.
 */
export function pageTitleOf(handles: readonly unknown[], search: string): AccountPageTitle | null {
  const handle = handles.findLast(isAccountRouteHandle);
  if (!handle) return null;
  const { pageTitle } = handle;
  return typeof pageTitle === 'function' ? pageTitle(new URLSearchParams(search)) : pageTitle;
}

/**
 * The modules of the lazy routes among the matched routes (their `handles`, root first), so a
 * page that opens on one links its chunk (`AccountRouteHandle.module`).
 */
export function routeModulesOf(handles: readonly unknown[]): string[] {
  return handles.filter(isAccountRouteHandle).flatMap((handle) => handle.module ?? []);
}

function declaresNeeds(handle: unknown): handle is AccountNeedsHandle {
  return (
    typeof handle === 'object' &&
    handle !== null &&
    Array.isArray((handle as Partial<AccountNeedsHandle>).needs)
  );
}

/**
 * The account data the matched routes need (their `handles`, root first, as React Router lists
 * its matches): every route's `needs`, each name once, in order.
 */
export function accountNeedsOf(handles: readonly unknown[]): AccountDataName[] {
  return [...new Set(handles.filter(declaresNeeds).flatMap((handle) => handle.needs))];
}

/**
 * Page-shell §4: an old service worker is the dashboard's when its scope (an absolute URL)
 * includes the dashboard's path (`/my-account`); such workers are unregistered.
 */
export function isAccountServiceWorkerScope(scope: string, basename = ACCOUNT_BASENAME): boolean {
  let path: string;
  try {
    path = new URL(scope).pathname;
  } catch {
    path = scope;
  }
  return path.toLowerCase().includes(basename.toLowerCase());
}

/**
 * The address relative to the router's base → the full path the sign-in page returns to.
 * `SecureIDInvalid` is left out: it said the member had been signed out, which the way back
 * after signing in must not say again (page-shell §2).
 */
export function accountReturnPath(
  pathname: string,
  search = '',
  basename = ACCOUNT_BASENAME,
): string {
  const relative = pathname.startsWith('/') ? pathname : `/${pathname}`;
  const query = new URLSearchParams(search);
  let kept = search;
  if (query.has(SECURE_ID_INVALID_PARAM)) {
    query.delete(SECURE_ID_INVALID_PARAM);
    kept = query.size > 0 ? `?${query}` : '';
  }
  return `${basename}${relative === '/' ? '/' : relative}${kept}`;
}

/** `/my-account/subscriptions` → `/subscriptions` (the guards take paths relative to the base). */
export function pathWithinBase(pathname: string, basename = ACCOUNT_BASENAME): string {
  if (!basename || basename === '/') return pathname || '/';
  const lower = pathname.toLowerCase();
  const base = basename.toLowerCase();
  if (lower === base) return '/';
  if (lower.startsWith(`${base}/`)) return pathname.slice(basename.length);
  return pathname || '/';
}

/**
 * Where a guard redirects, with the query of the address it was given: `/` → the first tab
 * must not drop `SecureIDInvalid=1` (page-shell §2, the signed-out dialog), `ReferUrl`, an
 * affiliate's `pid` or a forced variation.
 */
export function redirectKeepingQuery(to: string, requestUrl: string): string {
  return `${to}${new URL(requestUrl).search}`;
}
