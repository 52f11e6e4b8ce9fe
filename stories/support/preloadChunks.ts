import { accountPrefetch, loadCancellationScreens } from '../../src/account/app';
import { loadDeleteCardDialog, loadUpdateCardDialog } from '../../src/account/payment-methods';
import { loadReactivateDialog } from '../../src/account/subscriptions';
import { loadShellAlertDialog } from '../../src/shell/alerts';
import { loadCookiePreferencesDialog } from '../../src/shell/cookie-consent';
import { loadCountryMoreDialog } from '../../src/shell/country-selector';
import { loadPolicyDialog } from '../../src/shell/policies';
import {
  loadExpiredSessionDialog,
  loadMyDocumentsDialog,
  loadSignedOutDialog,
} from '../../src/shell/session';

/**
 * A story loader that fetches lazy chunks before the story renders. In a busy full test run a
 * first `import()` waits behind every other project's transforms, longer than a play function
 * should wait for a dialog: the story then measures the dev server, not the component. Loaders
 * run within the test's own timeout.
 */
export function preloadChunks(...loads: ReadonlyArray<() => Promise<unknown>>) {
  return async () => {
    await Promise.all(loads.map((load) => load()));
  };
}

/**
 * Every lazy chunk of the product: the setup of the story projects imports them once before a
 * project's first story (`.storybook/vitest.setup.ts`), under its own time limit, so that the
 * first story to show one does not spend its timeout on the dev server's first transform of it.
 */
export const productChunks: ReadonlyArray<() => Promise<unknown>> = [
  ...accountPrefetch.loads,
  loadPolicyDialog,
  loadExpiredSessionDialog,
  loadSignedOutDialog,
  loadMyDocumentsDialog,
  loadCountryMoreDialog,
  loadCookiePreferencesDialog,
  loadShellAlertDialog,
  loadReactivateDialog,
  loadUpdateCardDialog,
  loadDeleteCardDialog,
  () =>
    loadCancellationScreens().then((flow) =>
      Promise.all([flow.loadRetentionDialog(), flow.loadQuickCancelDialog()]),
    ),
];
