import type { PrefetchPlan } from '../../platform/lazy';
import { loadHeaderMenus, loadMobileHeaderDialogs } from '../header';
import { loadMobileNavigation } from '../navigation';
import { loadSearchComboBox } from '../search';
import { loadSignInDialog } from '../sign-in';
import { loadShellFooter } from './shellFooter';

/**
 * The shell's chunks a first interaction is likely to want: the sign-in dialog, the header's
 * menus, the search box's combo box (its suggestions) and the mobile header's modals. A host
 * page prefetches them once it has loaded and is idle, after its page shell is in (its content
 * is the server's, so its first screen is then interactive); a page whose first screen loads
 * its own data after that waits for its requests first (`accountPrefetch`). Each chunk is also
 * fetched on the hover, focus or press of its trigger. The other dialogs (cookie preferences,
 * more countries, signed out, My Documents, alerts, policies, expired session) load when first
 * opened.
 */
export const shellPrefetch: PrefetchPlan = {
  loads: [
    loadSignInDialog,
    loadHeaderMenus,
    loadSearchComboBox,
    loadMobileHeaderDialogs,
    loadMobileNavigation,
    // Already in once the page has hydrated it (`LaterRoot`); listed for the pages and stories
    // that preload this plan.
    loadShellFooter,
  ],
  // The header waits for the site configuration: once it has answered, not while it loads.
  quietMs: 300,
};
