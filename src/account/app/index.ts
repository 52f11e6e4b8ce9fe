/** The dashboard as one app: what the /my-account/ entry and the full-page stories mount. */

export { AccountFrame, type AccountFrameProps } from './AccountFrame';
export { AccountGate } from './AccountGate';
export { AccountLayout } from './AccountLayout';
export { AccountRouterProvider } from './AccountRouterProvider';
export { AccountSkeleton, PageSkeleton } from './AccountSkeleton';
export { startAccountLoads } from './boot';
export { accountErrorLoggerAtom, reportAccountErrorAtom } from './errors';
export {
  followRouterNeeds,
  type RouteMatchLike,
  startRouteLoads,
  warmLinksOnIntent,
} from './needs';
export { NotFoundPage, RouteErrorPage } from './pages';
export { accountDocumentTitle } from './pageTitle';
export { accountPrefetch } from './prefetch';
export { type AccountRoutesOptions, createAccountRoutes, loadCancellationScreens } from './routes';
export {
  ACCOUNT_BASENAME,
  ACCOUNT_MOBILE_MENU_BODY_HEIGHT,
  ACCOUNT_PAGE_NAME,
  type AccountNeedsHandle,
  type AccountPageTitle,
  type AccountRouteHandle,
  accountNeedsOf,
  accountReturnPath,
  pageTitleOf,
  pathWithinBase,
  routeModulesOf,
  selectedTabFor,
} from './rules';
export { unregisterAccountServiceWorkers } from './serviceWorkers';
export { ApiErrorAlerts, useApiErrorAlerts } from './useApiErrorAlerts';
