import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { type EndpointName, endpoints } from '../src/platform/api/contract';
import account from '../src/platform/i18n/locales/en-US/account.json' with { type: 'json' };
import cancellation from '../src/platform/i18n/locales/en-US/cancellation.json' with {
  type: 'json',
};
import common from '../src/platform/i18n/locales/en-US/common.json' with { type: 'json' };
import errors from '../src/platform/i18n/locales/en-US/errors.json' with { type: 'json' };
import paymentMethods from '../src/platform/i18n/locales/en-US/paymentMethods.json' with {
  type: 'json',
};
import projects from '../src/platform/i18n/locales/en-US/projects.json' with { type: 'json' };
import settings from '../src/platform/i18n/locales/en-US/settings.json' with { type: 'json' };
import subscriptions from '../src/platform/i18n/locales/en-US/subscriptions.json' with {
  type: 'json',
};
import {
  escapeRegExp,
  type Fault,
  faults,
  type InjectedFault,
  injectFault,
  type Mutation,
  serverSaysNo,
  signInOnce,
  stopStrayMutations,
} from './support/faults';
import { demoPassword, expect, originOf, test } from './support/fixtures';

/**
 * Issue #11 "Fault tests in the browser": every call the dashboard makes, answered in turn by a
 * network failure, a 500, `succeeded: false` with an error (HTML, to be shown as text) and a
 * malformed body, in the real app against the real server; only the call under test is faulted,
 * every other call reaches the server. Each ends in account-dashboard §8's handling as the
 * contract states it per call (`errorDialog`, `retries`): the error dialog with the server's
 * first error or the generic text, or no dialog where it is suppressed or log-only; the
 * screen's own failed state with "Try again"; forms keep everything typed; the page never goes
 * blank; and no uncaught error (the `problems` fixture). No mutation reaches the server.
 *
 * One test per call, its four faults as steps on one page: a load's first fault comes with the
 * page load and the next ones with its "Try again" (which must work after a failure, whatever
 * the failure was), and the last "Try again" after the fault is gone shows the data; an action
 * is sent once per fault from the screen the failure left (which must be ready to try again).
 */

const member = 'several@example.com';
const stateDir = mkdtempSync(path.join(tmpdir(), 'ld-faults-'));
const storageState = path.join(stateDir, 'several.json');

// Dialogs open and close without transitions: the steps wait for states, not for animations.
test.use({ storageState, contextOptions: { reducedMotion: 'reduce' } });

// One sign-in for the whole file; every test's context starts signed in from the saved state.
test.beforeAll(async ({ browser }) => {
  await signInOnce(browser, member, demoPassword, storageState);
});
test.afterAll(() => rmSync(stateDir, { recursive: true, force: true }));

/** Opens a dashboard address; the steps wait for what they need, not for every resource. */
const visit = (page: Page, route: string) => page.goto(dashboard(route), { waitUntil: 'commit' });

/** How each fault is named in the steps. */
const faultNames: Record<Fault, string> = {
  network: 'a network failure',
  serverError: 'an HTTP 500',
  failed: 'succeeded: false with an HTML error',
  malformed: 'a malformed body',
};

// What several@example.com has (src/platform/fixtures/members.ts).
const activeYearly = { id: 13, name: subscriptions.kinds.oneYearPro };
const visaCard = paymentMethods.card.endingIn
  .replace('{{cardType}}', 'Visa')
  .replace('{{last4}}', '4242');

/** A dashboard address on the main brand's host. */
const dashboard = (route: string) => `${originOf()}/my-account${route}`;

const errorDialogOf = (page: Page) => page.getByRole('alertdialog', { name: errors.generic.title });

const region = (page: Page, name: string) => page.getByRole('region', { name });

/** Requests a fault should see: the first attempt and, on a 500 or network failure, the retries. */
function attempts(name: EndpointName, fault: Fault) {
  const retried = fault === 'network' || fault === 'serverError';
  return 1 + (retried ? endpoints[name].retries : 0);
}

/**
 * The §8 error dialog: the server's first error (HTML in it is text) or the generic body, and
 * Close closes it.
 */
async function closeErrorDialog(page: Page, fault: Fault) {
  const dialog = errorDialogOf(page);
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(fault === 'failed' ? serverSaysNo : errors.generic.body);
  await expect(dialog.locator('b')).toHaveCount(0);
  await dialog.getByRole('button', { name: errors.close }).press('Enter');
  await expect(dialog).toBeHidden();
}

/** Never a blank page: the site header and the page's heading are there. */
async function expectPageIntact(page: Page, heading: string = account.title) {
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
}

// ---------------------------------------------------------------------------------------------
// Loads: the screen that shows each one, its failed state and what shows once it loads.
// ---------------------------------------------------------------------------------------------

interface LoadCase {
  endpoint: EndpointName;
  /** What the row is about, for the test title. */
  what: string;
  /** The dashboard address that shows the data. */
  path: string;
  /** The screen's own failed state, with its "Try again"; none for log-only calls. */
  failed?: { within: (page: Page) => Locator; text: string; heading?: string };
  /** The data shown once the call succeeds. */
  loaded: (page: Page) => Locator;
  /** Log-only calls: what the screen shows without the data. */
  without?: (page: Page) => Promise<void>;
}

/** The part of a screen holding a failed state: the smallest box with its text and button. */
const failedBox = (page: Page, text: string) =>
  page
    .getByRole('tabpanel')
    .locator('div', { hasText: text })
    .filter({ has: page.getByRole('button', { name: common.actions.tryAgain }) })
    .last();

const loads: LoadCase[] = [
  {
    endpoint: 'userAuth',
    what: 'the member restored from the session',
    path: '/overview',
    failed: {
      within: (page) => region(page, account.app.userLoadFailed.title),
      text: account.app.userLoadFailed.body,
      heading: account.app.userLoadFailed.title,
    },
    loaded: (page) => page.getByRole('tablist', { name: account.tabs.label }),
  },
  {
    endpoint: 'subscriptions',
    what: 'subscriptions',
    path: '/subscriptions/',
    failed: {
      within: (page) => failedBox(page, subscriptions.list.failedTitle),
      text: subscriptions.list.failedTitle,
    },
    loaded: (page) => page.getByRole('heading', { level: 3, name: activeYearly.name }).first(),
  },
  {
    endpoint: 'licenses',
    what: 'document licenses',
    path: '/licenses',
    failed: {
      within: (page) => failedBox(page, subscriptions.licenses.loadFailed),
      text: subscriptions.licenses.loadFailed,
    },
    loaded: (page) => page.getByRole('heading', { name: 'Last Will and Testament' }),
  },
  {
    endpoint: 'upgradePaths',
    what: 'upgrade paths',
    path: '/subscriptions/',
    loaded: (page) =>
      page.getByRole('button', { name: subscriptions.actions.upgrade, exact: true }).first(),
    // §7 "a failed result": the cards show, without their upgrade offers.
    without: async (page) => {
      await expect(
        page.getByRole('heading', { level: 3, name: activeYearly.name }).first(),
      ).toBeVisible();
      await expect(
        page.getByRole('button', { name: subscriptions.actions.upgrade, exact: true }),
      ).toHaveCount(0);
    },
  },
  {
    endpoint: 'paymentMethods',
    what: 'payment methods',
    path: '/settings',
    failed: {
      within: (page) => region(page, paymentMethods.title),
      text: paymentMethods.loadFailed,
    },
    loaded: (page) => page.getByRole('heading', { level: 4, name: visaCard }),
  },
  {
    endpoint: 'getEmailPreference',
    what: 'the email preference',
    path: '/settings',
    failed: {
      within: (page) => region(page, settings.emailPreference.title),
      text: settings.emailPreference.loadFailed,
    },
    loaded: (page) => page.getByRole('switch', { name: settings.emailPreference.label }),
  },
  {
    endpoint: 'projectTiles',
    what: 'project tiles',
    path: '/overview',
    failed: { within: (page) => region(page, projects.title), text: projects.failed },
    loaded: (page) => region(page, projects.title).getByRole('link', { name: 'Estate plan' }),
  },
  {
    endpoint: 'userExperiments',
    what: 'experiments',
    path: '/overview',
    loaded: (page) => region(page, projects.title).getByRole('link', { name: 'Estate plan' }),
    // Every experiment falls back to its control, and the overview shows.
    without: async (page) => {
      await expect(
        page.getByRole('heading', { level: 2, name: account.pages.overview }),
      ).toBeVisible();
      await expect(
        region(page, projects.title).getByRole('link', { name: 'Estate plan' }),
      ).toBeVisible();
    },
  },
];

/** Presses the failed state's "Try again". */
async function tryAgain(page: Page, load: LoadCase) {
  await load.failed
    ?.within(page)
    .getByRole('button', { name: common.actions.tryAgain })
    .press('Enter');
}

for (const load of loads) {
  const { errorDialog, retries } = endpoints[load.endpoint];
  test(`loading ${load.what} (${load.endpoint}: dialog ${errorDialog}, ${retries} retries)`, async ({
    page,
  }) => {
    // The browser's own loads: the page rendered in the browser, as when the server's render is
    // not there (the server's failed loads are the next tests').
    await page.setExtraHTTPHeaders({ 'x-render': 'browser' });
    // Assignments this browser keeps (the saved state's pages adopted the server's) would spare
    // the call under test: every load of this test starts without them.
    if (load.endpoint === 'userExperiments') {
      await page.addInitScript(() => window.localStorage.clear());
    }
    const stray = await stopStrayMutations(page);
    let injected: InjectedFault | undefined;
    for (const [index, fault] of faults.entries()) {
      await test.step(faultNames[fault], async () => {
        await injected?.remove();
        const current = await injectFault(page, load.endpoint, fault);
        injected = current;
        // The first fault meets the page load; the next ones the failed state's "Try again".
        if (index === 0 || !load.failed) await visit(page, load.path);
        else await tryAgain(page, load);

        if (load.endpoint === 'userExperiments')
          await expect.poll(() => current.hits).toBeGreaterThan(0);
        else await expect.poll(() => current.hits).toBe(attempts(load.endpoint, fault));
        if (errorDialog === 'show') await closeErrorDialog(page, fault);
        if (load.failed) {
          const failed = load.failed.within(page);
          await expect(failed).toContainText(load.failed.text);
          await expect(failed.getByRole('button', { name: common.actions.tryAgain })).toBeEnabled();
        } else {
          await load.without?.(page);
        }
        await expect(errorDialogOf(page)).toHaveCount(0);
        await expectPageIntact(page, load.failed?.heading);
        if (load.endpoint !== 'userExperiments') {
          expect(current.hits).toBe(attempts(load.endpoint, fault));
        }
      });
    }

    await test.step('the call works again', async () => {
      await injected?.remove();
      if (load.failed) await tryAgain(page, load);
      else await page.reload({ waitUntil: 'commit' });
      await expect(load.loaded(page)).toBeVisible();
      await expect(errorDialogOf(page)).toHaveCount(0);
      await expectPageIntact(page);
      expect(stray, 'mutations that reached the server').toEqual([]);
    });
  });
}

/**
 * Issue #23: a load that fails while the server renders the page (a 500 from the call, through
 * the server's `FAULT_INJECTION` cookie) shows the same designed failed state in the page's
 * HTML, and once the page runs, the same error dialog policy as in the browser (the failure is
 * reported as the page hydrates); "Try again" then loads in the browser.
 */
for (const load of loads) {
  const { failed } = load;
  if (!failed) continue;
  const { errorDialog } = endpoints[load.endpoint];
  test(`${load.what} failing in the server's render (dialog ${errorDialog})`, async ({
    page,
    context,
  }) => {
    await context.addCookies([{ name: 'ld-fault', value: load.endpoint, url: originOf() }]);
    await visit(page, load.path);
    if (errorDialog === 'show') await closeErrorDialog(page, 'serverError');
    await expect(failed.within(page)).toContainText(failed.text);
    await expect(errorDialogOf(page)).toHaveCount(0);
    await expectPageIntact(page, failed.heading);

    await context.clearCookies({ name: 'ld-fault' });
    await tryAgain(page, load);
    await expect(load.loaded(page)).toBeVisible();
    await expect(errorDialogOf(page)).toHaveCount(0);
  });
}

// ---------------------------------------------------------------------------------------------
// Actions: open the screen and fill in what the member would, then send the call once per
// fault; the screen the failure leaves must keep everything and be ready to send again.
// ---------------------------------------------------------------------------------------------

interface ActionCase {
  endpoint: Mutation;
  what: string;
  /** Opens the screen and fills in what the member would (no call yet). */
  open: (page: Page) => Promise<void>;
  /** Sends the call (the member presses the button). */
  send: (page: Page) => Promise<void>;
  /** The outcome on the screen once the call failed (after the error dialog, if any). */
  outcome: (page: Page, fault: Fault) => Promise<void>;
  /** Leaves the screen's dialog at the end, if it has one. */
  close?: (page: Page) => Promise<void>;
}

const cancelQuery = `subscriptionId=${activeYearly.id}&isTrial=false&subscriptionName=${encodeURIComponent(activeYearly.name)}`;
const cancelTitle = cancellation.plain.title.replace('{{name}}', activeYearly.name);
const reasonText = 'Too expensive for how often I use it <i>really</i>';
const typedCard = { name: 'Avery Q. Sample', month: '11', year: '2031', cvv: '123' };
const newEmail = 'several.new@example.com';

const reactivateDialog = (page: Page) =>
  page.getByRole('dialog', { name: subscriptions.reactivate.title });
const visaListItem = (page: Page) =>
  page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: visaCard }) });
const updateDialog = (page: Page) =>
  page.getByRole('dialog', { name: paymentMethods.update.title });
const deleteDialog = (page: Page) =>
  page.getByRole('alertdialog', { name: paymentMethods.deleteConfirm.title });
const emailForm = (page: Page) => page.getByRole('form', { name: settings.email.change });

const actions: ActionCase[] = [
  {
    endpoint: 'cancelSubscription',
    what: 'cancel',
    open: async (page) => {
      await visit(page, `/subscriptions/cancel?${cancelQuery}`);
    },
    send: (page) => page.getByRole('button', { name: cancellation.confirm }).press('Enter'),
    // The page stays as it was, ready to confirm again.
    outcome: async (page) => {
      await expect(page).toHaveURL(/\/subscriptions\/cancel\?/);
      await expect(page.getByRole('heading', { level: 2, name: cancelTitle })).toBeVisible();
      await expect(page.getByRole('button', { name: cancellation.confirm })).toBeEnabled();
      await expectPageIntact(page);
    },
  },
  {
    endpoint: 'cancelSubscriptionWithReason',
    what: 'cancel with a reason',
    open: async (page) => {
      await visit(page, `/subscriptions/cancel_v2?${cancelQuery}&step=reason`);
      await page.getByRole('radio', { name: cancellation.reasons.tooExpensive }).press('Space');
      await page.getByRole('textbox', { name: cancellation.freeText.label }).fill(reasonText);
    },
    send: (page) => page.getByRole('button', { name: cancellation.confirm }).press('Enter'),
    // The reason and the text are still there, ready to confirm again.
    outcome: async (page) => {
      await expect(page).toHaveURL(/step=reason/);
      await expect(
        page.getByRole('radio', { name: cancellation.reasons.tooExpensive }),
      ).toBeChecked();
      await expect(page.getByRole('textbox', { name: cancellation.freeText.label })).toHaveValue(
        reasonText,
      );
      await expect(page.getByRole('button', { name: cancellation.confirm })).toBeEnabled();
      await expectPageIntact(page);
    },
  },
  {
    endpoint: 'reactivateSubscription',
    what: 'reactivate',
    open: async (page) => {
      await visit(page, '/subscriptions/');
      await page.getByRole('button', { name: subscriptions.actions.reactivate }).press('Enter');
      await expect(reactivateDialog(page)).toBeVisible();
    },
    send: (page) =>
      reactivateDialog(page)
        .getByRole('button', { name: subscriptions.reactivate.confirm, exact: true })
        .press('Enter'),
    // The confirmation stays open to confirm again or close.
    outcome: async (page) => {
      await expect(reactivateDialog(page)).toBeVisible();
      await expect(
        reactivateDialog(page).getByRole('button', {
          name: subscriptions.reactivate.confirm,
          exact: true,
        }),
      ).toBeEnabled();
    },
    // Closed, the card is still cancelled.
    close: async (page) => {
      await reactivateDialog(page)
        .getByRole('button', { name: subscriptions.reactivate.notNow })
        .press('Enter');
      await expect(reactivateDialog(page)).toBeHidden();
      await expect(
        page.getByRole('button', { name: subscriptions.actions.reactivate }),
      ).toBeVisible();
    },
  },
  {
    endpoint: 'updatePaymentMethod',
    what: 'update a card',
    open: async (page) => {
      await visit(page, '/settings');
      await visaListItem(page)
        .getByRole('button', { name: paymentMethods.actions.update })
        .press('Enter');
      const dialog = updateDialog(page);
      const { fields } = paymentMethods;
      await dialog.getByRole('textbox', { name: fields.nameOnCard }).fill(typedCard.name);
      await dialog.getByRole('textbox', { name: fields.expiryMonth }).fill(typedCard.month);
      await dialog.getByRole('textbox', { name: fields.expiryYear }).fill(typedCard.year);
      await dialog.getByRole('textbox', { name: fields.cvv }).fill(typedCard.cvv);
    },
    send: (page) =>
      updateDialog(page).getByRole('button', { name: paymentMethods.actions.save }).press('Enter'),
    // The form says so (the server's error as text) and keeps everything typed.
    outcome: async (page, fault) => {
      const dialog = updateDialog(page);
      const alert = dialog.getByRole('alert');
      await expect(alert).toContainText(paymentMethods.update.failed);
      if (fault === 'failed') await expect(alert).toContainText(serverSaysNo);
      else await expect(alert).not.toContainText(serverSaysNo);
      await expect(alert.locator('b')).toHaveCount(0);
      const { fields } = paymentMethods;
      await expect(dialog.getByRole('textbox', { name: fields.nameOnCard })).toHaveValue(
        typedCard.name,
      );
      await expect(dialog.getByRole('textbox', { name: fields.expiryMonth })).toHaveValue(
        typedCard.month,
      );
      await expect(dialog.getByRole('textbox', { name: fields.expiryYear })).toHaveValue(
        typedCard.year,
      );
      await expect(dialog.getByRole('textbox', { name: fields.cvv })).toHaveValue(typedCard.cvv);
      await expect(dialog.getByRole('button', { name: paymentMethods.actions.save })).toBeEnabled();
    },
    close: async (page) => {
      await updateDialog(page).getByRole('button', { name: common.actions.cancel }).press('Enter');
      await expect(updateDialog(page)).toBeHidden();
    },
  },
  {
    endpoint: 'deletePaymentMethod',
    what: 'remove a card',
    open: async (page) => {
      await visit(page, '/settings');
      await visaListItem(page)
        .getByRole('button', { name: paymentMethods.actions.delete })
        .press('Enter');
      await expect(deleteDialog(page)).toBeVisible();
    },
    send: (page) =>
      deleteDialog(page)
        .getByRole('button', { name: paymentMethods.deleteConfirm.confirm })
        .press('Enter'),
    // The confirmation says so and can be answered again.
    outcome: async (page) => {
      await expect(deleteDialog(page).getByRole('alert')).toHaveText(paymentMethods.delete.failed);
      await expect(
        deleteDialog(page).getByRole('button', { name: paymentMethods.deleteConfirm.confirm }),
      ).toBeEnabled();
    },
    // Closed, the card is still listed.
    close: async (page) => {
      await deleteDialog(page).getByRole('button', { name: common.actions.cancel }).press('Enter');
      await expect(deleteDialog(page)).toBeHidden();
      await expect(page.getByRole('heading', { level: 4, name: visaCard })).toBeVisible();
    },
  },
  {
    endpoint: 'putEmailPreference',
    what: 'save the email preference',
    open: async (page) => {
      await visit(page, '/settings');
      await expect(
        page.getByRole('switch', { name: settings.emailPreference.label }),
      ).toBeChecked();
    },
    send: (page) =>
      page.getByRole('switch', { name: settings.emailPreference.label }).press('Space'),
    // The previous value is back, the section says so, and the switch can be used again.
    outcome: async (page) => {
      const section = region(page, settings.emailPreference.title);
      const toggle = section.getByRole('switch', { name: settings.emailPreference.label });
      await expect(section.getByRole('alert')).toHaveText(settings.emailPreference.saveFailed);
      await expect(toggle).toBeChecked();
      // Usable again: no longer read-only (toBeEditable does not read `aria-readonly` on an input).
      await expect(toggle).not.toHaveAttribute('aria-readonly');
      await expectPageIntact(page);
    },
  },
  {
    endpoint: 'putAccountEmail',
    what: 'change the email address',
    open: async (page) => {
      await visit(page, '/settings');
      const form = emailForm(page);
      await form.getByRole('textbox', { name: settings.email.newEmail }).fill(newEmail);
      await form.getByLabel(settings.email.password).fill(demoPassword);
    },
    send: (page) =>
      emailForm(page).getByRole('button', { name: settings.email.submit }).press('Enter'),
    // A refusal is the server's error on the password; no answer is "try again later" for the
    // whole form. Everything typed stays.
    outcome: async (page, fault) => {
      const form = emailForm(page);
      const password = form.getByLabel(settings.email.password);
      if (fault === 'failed') {
        await expect(password).toHaveAccessibleDescription(new RegExp(escapeRegExp(serverSaysNo)));
        await expect(form.locator('b')).toHaveCount(0);
      } else {
        await expect(form.getByRole('alert')).toHaveText(settings.email.errors.unavailable);
      }
      await expect(form.getByRole('textbox', { name: settings.email.newEmail })).toHaveValue(
        newEmail,
      );
      await expect(password).toHaveValue(demoPassword);
      await expect(form.getByRole('button', { name: settings.email.submit })).toBeEnabled();
      await expectPageIntact(page);
    },
  },
];

for (const action of actions) {
  const { errorDialog, retries } = endpoints[action.endpoint];
  test(`${action.what} (${action.endpoint}: dialog ${errorDialog}, ${retries} retries)`, async ({
    page,
  }) => {
    const stray = await stopStrayMutations(page);
    await action.open(page);
    let injected: InjectedFault | undefined;
    for (const fault of faults) {
      await test.step(faultNames[fault], async () => {
        await injected?.remove();
        // Routes added later answer first: the call under test meets its fault.
        const current = await injectFault(page, action.endpoint, fault);
        injected = current;
        await action.send(page);
        // Sent once: a mutation is never repeated by the client.
        await expect.poll(() => current.hits).toBe(1);
        if (errorDialog === 'show') await closeErrorDialog(page, fault);
        await action.outcome(page, fault);
        await expect(errorDialogOf(page)).toHaveCount(0);
        expect(current.hits).toBe(1);
      });
    }
    await injected?.remove();
    await action.close?.(page);
    await expectPageIntact(page);
    expect(stray, 'mutations that reached the server').toEqual([]);
  });
}
