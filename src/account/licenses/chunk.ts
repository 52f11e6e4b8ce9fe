/**
 * The screens of the document-licenses tab and of the combined subscriptions-and-licenses tab,
 * as one chunk (`./screens`, never imported statically): a page that opens on another tab does
 * not download them. The route table loads it when either tab opens; the dashboard prefetches
 * it once its first screen is interactive, and a link to the tab warms it when pointed at or
 * focused.
 */
export const loadLicensesScreens = () => import('./screens');

/** The module `loadLicensesScreens` imports, from the repository root (see `AccountRouteHandle.module`). */
export const licensesScreensModule = 'src/account/licenses/screens.ts';

/** What the chunk exports: the route table types its lazy routes by it, without importing it. */
export type LicensesScreens = Awaited<ReturnType<typeof loadLicensesScreens>>;
