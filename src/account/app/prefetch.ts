import type { PrefetchPlan } from '../../platform/lazy';
import { shellPrefetch } from '../../shell/page-shell';
import { loadLicensesScreens } from '../licenses';
import { loadOverviewScreen, loadQuickActionsMenu } from '../overview';
import { loadSettingsScreen } from '../settings';

/**
 * What the dashboard prefetches once its first screen is interactive: the shell's chunks
 * (`shellPrefetch`), the other tabs' screens (a tab opens without waiting for its chunk) and the
 * overview's quick-actions menu. Its first screen is in only when its data is (the subscriptions
 * list after user-auth): the prefetch waits until the page's own requests have been quiet for
 * a second, so it never shares the network with them and is never part of the first screen
 * (`e2e/first-screen.spec.ts` counts what was requested before the first card).
 */
export const accountPrefetch: PrefetchPlan = {
  loads: [
    ...shellPrefetch.loads,
    loadOverviewScreen,
    loadSettingsScreen,
    loadLicensesScreens,
    loadQuickActionsMenu,
  ],
  quietMs: 1000,
};
