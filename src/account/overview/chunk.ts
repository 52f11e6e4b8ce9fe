/**
 * The overview tab's screen as a chunk of its own (`./OverviewPage`, never imported
 * statically): a page that opens on another tab does not download it. The route table loads it
 * when the tab opens; the dashboard prefetches it once its first screen is interactive, and a
 * link to the tab warms it when pointed at or focused.
 */
export const loadOverviewScreen = () => import('./OverviewPage');

/** The module `loadOverviewScreen` imports, from the repository root (see `AccountRouteHandle.module`). */
export const overviewScreenModule = 'src/account/overview/OverviewPage.tsx';
