import type { Locator, Page, Route } from '@playwright/test';
import { endpoints } from '../src/platform/api/contract';
import { endpointUrl, stopStrayMutations } from './support/faults';
import { expect, originOf, test } from './support/fixtures';
import {
  expectFocusInside,
  expectFocusTrapped,
  expectTabLeavesMenu,
  focusPlace,
} from './support/focus';
import { textIn } from './support/shell';

/**
 * Issue #13 "Accessibility over the matrix", the interaction part: every dialog, menu and the
 * account tabs of the assembled product, opened from the keyboard on the real server. Each
 * has its role and accessible name; focus moves inside on opening; a modal dialog keeps Tab and
 * Shift+Tab inside (both ways round, N + 2 presses); a menu moves with the arrow keys; Escape
 * closes; focus goes back to the control that opened it.
 *
 * Fast on purpose: one page per group, each overlay a step. Members are only read: no dialog is
 * ever confirmed, and a safety net stops any call that would change a member.
 */

const en = textIn('en-US');
const fr = textIn('fr-FR');

// Overlays open and close without transitions: the steps wait for states, not animations.
test.use({ contextOptions: { reducedMotion: 'reduce' } });

interface ModalCase {
  /** The control that opens it; focused, then `key` pressed. */
  trigger: Locator;
  /** The dialog by its role and accessible name. */
  dialog: Locator;
  what: string;
  /** @default 'Enter' */
  key?: string;
  /** Where focus lands on opening, if the design says (else: anywhere inside). */
  initialFocus?: Locator;
  /** Where focus goes after Escape. @default trigger */
  returnTo?: Locator;
}

/**
 * A modal dialog from the keyboard: opened from its trigger, focus inside, Tab and Shift+Tab
 * trapped, Escape closes, focus back on the trigger.
 */
async function checkModal(page: Page, modal: ModalCase) {
  await modal.trigger.focus();
  await modal.trigger.press(modal.key ?? 'Enter');
  await openedModal(page, modal);
  await closeWithEscape(page, modal);
}

/** The checks of an open modal, before it closes. */
async function openedModal(page: Page, modal: Omit<ModalCase, 'trigger'>) {
  await expect(modal.dialog, `${modal.what} opens`).toBeVisible();
  if (modal.initialFocus) await expect(modal.initialFocus).toBeFocused();
  else await expectFocusInside(modal.dialog, modal.what);
  await expectFocusTrapped(page, modal.dialog, modal.what);
}

async function closeWithEscape(
  page: Page,
  modal: Pick<ModalCase, 'dialog' | 'what' | 'returnTo'> & { trigger?: Locator },
) {
  await page.keyboard.press('Escape');
  await expect(modal.dialog, `Escape closes ${modal.what}`).toBeHidden();
  const back = modal.returnTo ?? modal.trigger;
  if (back) await expect(back, `focus back after ${modal.what}`).toBeFocused();
}

/**
 * A react-aria menu button: the trigger says it has a menu; Enter opens the menu on its first
 * item. The menu is named by its trigger (`aria-labelledby`, the WAI-ARIA menu button pattern)
 * and sits in a popover that react-aria makes modal: the page behind is inert. The arrow keys,
 * Home and End move within and wrap; Escape closes it and focus is back on the trigger; Tab and
 * Shift+Tab close it and move on from the trigger (issue #24).
 */
async function checkMenuButton(page: Page, trigger: Locator, triggerName: string) {
  await expect(trigger).toHaveAttribute('aria-haspopup', /^(true|menu)$/);
  await expect(trigger).toHaveAccessibleName(triggerName);
  await trigger.focus();
  await trigger.press('Enter');
  const menu = page.getByRole('menu', { name: triggerName, exact: true });
  await expect(menu).toBeVisible();
  await expect(menu).toHaveAttribute('aria-labelledby', (await trigger.getAttribute('id')) ?? '');
  await expect(trigger).toHaveAttribute('aria-expanded', 'true');
  const items = menu.getByRole('menuitem');
  const count = await items.count();
  expect(count, `${triggerName}: items`).toBeGreaterThan(1);
  await expect(items.first()).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(items.nth(1)).toBeFocused();
  await page.keyboard.press('End');
  await expect(items.last()).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(items.first(), 'ArrowDown wraps to the first item').toBeFocused();
  await page.keyboard.press('ArrowUp');
  await expect(items.last(), 'ArrowUp wraps to the last item').toBeFocused();
  await page.keyboard.press('Home');
  await expect(items.first()).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await expect(trigger).toBeFocused();
  await expect(trigger).toHaveAttribute('aria-expanded', 'false');
  await expectTabLeavesMenu(page, trigger, triggerName);
}

test('a guest on the main site: sign-in sections, signed-out, help, country, navigation, search, policy', async ({
  page,
}) => {
  // page-shell §2: SecureIDInvalid=1 opens the signed-out dialog as the page loads.
  await page.goto(`${originOf('main')}/?SecureIDInvalid=1`);
  const banner = page.getByRole('banner');

  await test.step('signed-out dialog (no trigger: focus goes back to the page start)', async () => {
    const dialog = page.getByRole('alertdialog', { name: en('signIn:signedOutDialog.title') });
    await openedModal(page, {
      dialog,
      what: 'the signed-out dialog',
      // A dialog that needs an answer starts on its safe choice.
      initialFocus: dialog.getByRole('button', { name: en('session:notNow') }),
    });
    await closeWithEscape(page, { dialog, what: 'the signed-out dialog' });
    // Nothing had focus before it opened: the next Tab starts the page from its first stop.
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: en('common:a11y.skipToContent') })).toBeFocused();
  });

  const signIn = banner.getByRole('button', { name: en('header:account.signIn') });
  await test.step('sign-in dialog and its reset-password section', async () => {
    const dialog = page.getByRole('dialog', { name: en('signIn:sections.signIn.title') });
    await signIn.focus();
    await signIn.press('Enter');
    await openedModal(page, { dialog, what: 'the sign-in dialog' });

    // The section link moves focus to the new section's email field (decisions, page-shell §4).
    await dialog.getByRole('button', { name: en('signIn:forgotPassword') }).press('Enter');
    const reset = page.getByRole('dialog', { name: en('signIn:sections.resetPassword.title') });
    await openedModal(page, {
      dialog: reset,
      what: 'the reset-password section',
      initialFocus: reset.getByLabel(en('signIn:fields.email'), { exact: true }),
    });
    await closeWithEscape(page, { dialog: reset, what: 'the sign-in dialog', trigger: signIn });
  });

  await test.step('sign-in dialog, create-account section', async () => {
    await checkModal(page, {
      trigger: banner.getByRole('button', { name: en('header:account.createAccount') }),
      dialog: page.getByRole('dialog', { name: en('signIn:sections.create.title') }),
      what: 'the create-account dialog',
    });
  });

  await test.step('help menu', async () => {
    const help = en('header:help.menu');
    await checkMenuButton(page, banner.getByRole('button', { name: help }), help);
  });

  const countryTrigger = banner.getByRole('button', {
    name: en('countrySelector:current', { country: 'United States' }),
  });
  await test.step('country selector (a disclosure: button and list of links)', async () => {
    await expect(countryTrigger).toHaveAttribute('aria-expanded', 'false');
    await countryTrigger.focus();
    await countryTrigger.press('Enter');
    await expect(countryTrigger).toHaveAttribute('aria-expanded', 'true');
    const panelId = await countryTrigger.getAttribute('aria-controls');
    expect(panelId, 'the trigger names the list it controls').toBeTruthy();
    const list = page.locator(`[id="${panelId}"]`).getByRole('list', {
      name: en('countrySelector:label'),
    });
    await expect(list).toBeVisible();
    const entries = list.getByRole('listitem').locator('a, button');
    const current = list.getByRole('link', { name: 'United States' });
    await expect(current).toHaveAttribute('aria-current', 'true');
    await expect(
      entries.first(),
      'opening from the keyboard focuses the first entry',
    ).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(entries.nth(1)).toBeFocused();
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('ArrowUp');
    const more = list.getByRole('button', { name: en('countrySelector:more') });
    await expect(more, 'ArrowUp wraps to the last entry').toBeFocused();
    await expect(more).toHaveAttribute('aria-haspopup', 'dialog');
    await page.keyboard.press('Escape');
    await expect(list).toBeHidden();
    await expect(countryTrigger).toBeFocused();
    await expect(countryTrigger).toHaveAttribute('aria-expanded', 'false');

    // Tab walks the entries (a disclosure, not a menu) and, past the last, closes the list.
    await countryTrigger.press('Enter');
    await expect(entries.first()).toBeFocused();
    const n = await entries.count();
    for (let index = 1; index < n; index += 1) {
      await page.keyboard.press('Tab');
      await expect(entries.nth(index)).toBeFocused();
    }
    await page.keyboard.press('Tab');
    await expect(list).toBeHidden();
    await expect(countryTrigger).toHaveAttribute('aria-expanded', 'false');
    await expect(signIn, 'Tab moves on to the next control of the header').toBeFocused();
  });

  await test.step('"more countries" dialog', async () => {
    // The full list is a named radio group with the current country chosen.
    await countryTrigger.focus();
    await countryTrigger.press('Enter');
    await page.keyboard.press('ArrowUp');
    const dialog = page.getByRole('dialog', { name: en('countrySelector:dialog.title') });
    await checkModal(page, {
      trigger: page.getByRole('button', { name: en('countrySelector:more') }),
      dialog,
      what: 'the "more countries" dialog',
      // The "more" entry went with the list: focus goes back to the selector's trigger.
      returnTo: countryTrigger,
    });
  });

  const menubar = banner.getByRole('menubar', { name: en('navigation:label') });
  const search = banner
    .getByRole('search', { name: en('search:label') })
    .getByRole('combobox', { name: en('search:label') });
  await test.step('navigation menus (a menubar: arrows across, menus down; Tab leaves)', async () => {
    const categories = menubar.getByRole('menuitem');
    const count = await categories.count();
    expect(count).toBeGreaterThan(1);
    await categories.first().focus();
    let dropdowns = 0;
    for (let index = 0; index < count; index += 1) {
      const category = categories.nth(index);
      await expect(category).toBeFocused();
      if ((await category.getAttribute('aria-haspopup')) === 'menu') {
        dropdowns += 1;
        const name = (await category.textContent())?.trim() ?? '';
        await page.keyboard.press('ArrowDown');
        await expect(category).toHaveAttribute('aria-expanded', 'true');
        const menu = menubar.getByRole('menu', { name });
        await expect(menu).toBeVisible();
        await expect(category).toHaveAttribute(
          'aria-controls',
          (await menu.getAttribute('id')) ?? '',
        );
        const items = menu.getByRole('menuitem');
        await expect(items.first(), `${name}: ArrowDown opens on the first item`).toBeFocused();
        if ((await items.count()) > 1) {
          await page.keyboard.press('ArrowDown');
          await expect(items.nth(1)).toBeFocused();
        }
        await page.keyboard.press('End');
        await expect(items.last()).toBeFocused();
        await page.keyboard.press('ArrowDown');
        await expect(items.first(), `${name}: ArrowDown wraps`).toBeFocused();
        await page.keyboard.press('Escape');
        await expect(menu).toBeHidden();
        await expect(category, `${name}: Escape returns to the category`).toBeFocused();
        await expect(category).toHaveAttribute('aria-expanded', 'false');
      }
      await page.keyboard.press('ArrowRight');
    }
    expect(dropdowns, 'categories with a dropdown').toBeGreaterThan(0);
    // ArrowRight from the last category wraps to the first.
    await expect(categories.first()).toBeFocused();

    // Shift+Tab from a dropdown goes back to its category; Tab moves on past the bar.
    await page.keyboard.press('Enter');
    const firstMenu = menubar.getByRole('menu');
    await expect(firstMenu.getByRole('menuitem').first()).toBeFocused();
    await page.keyboard.press('Shift+Tab');
    await expect(firstMenu).toBeHidden();
    await expect(categories.first()).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(firstMenu.getByRole('menuitem').first()).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(firstMenu).toBeHidden();
    await expect(search, 'Tab leaves the menubar for the search box').toBeFocused();
  });

  await test.step('site search suggestions (combobox and listbox)', async () => {
    await expect(search).toHaveAttribute('aria-expanded', 'false');
    await search.pressSequentially('lease');
    await expect(search).toHaveAttribute('aria-expanded', 'true');
    const listboxId = await search.getAttribute('aria-controls');
    const listbox = page.locator(`[id="${listboxId}"]`);
    await expect(listbox).toHaveRole('listbox');
    // Named by react-aria's own word for it ("Suggestions", in the page's language) and the box.
    await expect(listbox).toHaveAccessibleName(new RegExp(`${en('search:label')}$`));
    const options = listbox.getByRole('option');
    await expect(options.first()).toBeVisible();
    // The options take virtual focus: the caret stays in the box, which points at the option.
    const activeOption = async () => {
      const id = await search.getAttribute('aria-activedescendant');
      expect(id, 'an option under the arrow').toBeTruthy();
      const option = listbox.locator(`[id="${id}"]`);
      await expect(option).toHaveRole('option');
      return (await option.textContent()) ?? '';
    };
    await page.keyboard.press('ArrowDown');
    await expect(search).toBeFocused();
    await expect(search).toHaveAttribute('aria-activedescendant', /.+/);
    const first = await activeOption();
    expect(first).toBe(await options.first().textContent());
    await page.keyboard.press('ArrowDown');
    await expect(search).toBeFocused();
    expect(await activeOption()).toBe(await options.nth(1).textContent());
    // Escape closes the list, keeps the text and the focus.
    await page.keyboard.press('Escape');
    await expect(listbox).toBeHidden();
    await expect(search).toHaveAttribute('aria-expanded', 'false');
    await expect(search).toHaveValue('lease');
    await expect(search).toBeFocused();
    // Tab closes the list and moves on to the Search button (out of the order only while the
    // list is open), whether or not a suggestion is under the arrow.
    const searchForm = banner.getByRole('search', { name: en('search:label') });
    const submit = searchForm.getByRole('button', { name: en('search:submit') });
    await page.keyboard.press('Backspace');
    await page.keyboard.type('e');
    await expect(listbox).toBeVisible();
    await expect(search).not.toHaveAttribute('aria-activedescendant', /.+/);
    await page.keyboard.press('Tab');
    await expect(listbox).toBeHidden();
    await expect(submit).toBeFocused();
    // With a suggestion under the arrow, Tab opens no page (only Enter or a click chooses one).
    await page.keyboard.press('Shift+Tab');
    await expect(search).toBeFocused();
    const address = page.url();
    await page.keyboard.press('ArrowDown');
    await expect(search).toHaveAttribute('aria-activedescendant', /.+/);
    await page.keyboard.press('Tab');
    await expect(listbox).toBeHidden();
    await expect(search).toHaveAttribute('aria-expanded', 'false');
    await expect(submit).toBeFocused();
    expect(page.url(), 'no page opened').toBe(address);
    await expect(search).toHaveValue('lease');
  });

  await test.step('the shell alert (an invalid character in the search)', async () => {
    await search.fill('will@home');
    const dialog = page.getByRole('alertdialog');
    await checkModal(page, {
      trigger: search,
      dialog,
      what: 'the invalid-character alert',
    });
  });

  await test.step('policy dialog from the footer', async () => {
    await checkModal(page, {
      trigger: page
        .getByRole('contentinfo')
        .getByRole('link', { name: en('footer:links.terms'), exact: true }),
      dialog: page.getByRole('dialog', { name: en('policies:titles.termsOfUse') }),
      what: 'the terms dialog',
    });
  });
});

test('a guest in GB: the cookie preferences dialog from the cookie bar', async ({ page }) => {
  const gb = textIn('en-GB');
  await page.goto(`${originOf('legal-contracts')}/`);
  const bar = page.getByRole('region', { name: gb('cookieConsent:bar.label') });
  await expect(bar).toBeVisible();
  const settings = bar.getByRole('link', { name: gb('cookieConsent:bar.settings') });
  await checkModal(page, {
    trigger: settings,
    dialog: page.getByRole('dialog', { name: gb('cookieConsent:dialog.title') }),
    what: 'the cookie preferences dialog',
  });
  // Closing without saving leaves the choice open.
  await expect(bar).toBeVisible();
});

test.describe('at 390 px', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('a guest: the mobile menu and the mobile search', async ({ page }) => {
    await page.goto(`${originOf('main')}/`);
    const banner = page.getByRole('banner');
    await test.step('mobile menu', async () => {
      const trigger = banner.getByRole('button', { name: en('header:mobile.openMenu') });
      await expect(trigger).toHaveAttribute('aria-expanded', 'false');
      await checkModal(page, {
        trigger,
        dialog: page.getByRole('dialog', { name: en('header:mobile.menuTitle') }),
        what: 'the mobile menu',
      });
      await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    });
    await test.step('mobile search', async () => {
      const dialog = page.getByRole('dialog', { name: en('header:mobile.searchTitle') });
      await checkModal(page, {
        trigger: banner.getByRole('button', { name: en('header:mobile.openSearch') }),
        dialog,
        what: 'the mobile search',
        initialFocus: dialog.getByRole('combobox', { name: en('search:label') }),
      });
    });
  });
});

test('a member: account menu, account tabs, card, reactivate, error and expired-session dialogs', async ({
  page,
  signInAs,
}) => {
  const stray = await stopStrayMutations(page);
  await signInAs('several@example.com');
  await page.goto(`${originOf('main')}/my-account/overview`);
  const banner = page.getByRole('banner');
  const tablist = page.getByRole('tablist', { name: en('account:tabs.label') });
  const tab = (key: string) => tablist.getByRole('tab', { name: en(`account:tabs.${key}`) });
  await expect(tab('overview')).toHaveAttribute('aria-selected', 'true');

  await test.step('account menu', async () => {
    // The trigger shows the member's name (page-shell §6), which names the menu too.
    const member = 'several@example.com';
    await checkMenuButton(page, banner.getByRole('button', { name: member }), member);
  });

  await test.step('account tabs (manual activation: arrows move, Enter or Space opens)', async () => {
    const names = ['overview', 'documentLicenses', 'subscriptions', 'settings'];
    await expect(tablist.getByRole('tab')).toHaveText(
      names.map((key) => en(`account:tabs.${key}`)),
    );
    const panel = page.getByRole('tabpanel', { name: en('account:tabs.overview') });
    await expect(panel).toBeVisible();
    // Tab into the list lands on the selected tab.
    await banner.getByRole('button', { name: 'several@example.com' }).focus();
    await tab('overview').focus();
    await page.keyboard.press('ArrowRight');
    await expect(tab('documentLicenses')).toBeFocused();
    // Moving does not open: the overview stays selected and shown.
    await expect(tab('overview')).toHaveAttribute('aria-selected', 'true');
    await expect(tab('documentLicenses')).toHaveAttribute('aria-selected', 'false');
    await page.keyboard.press('End');
    await expect(tab('settings')).toBeFocused();
    await page.keyboard.press('ArrowRight');
    await expect(tab('overview'), 'ArrowRight wraps').toBeFocused();
    await page.keyboard.press('ArrowLeft');
    await expect(tab('settings'), 'ArrowLeft wraps').toBeFocused();
    await page.keyboard.press('Home');
    await expect(tab('overview')).toBeFocused();
    await page.keyboard.press('End');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/my-account\/settings$/);
    await expect(tab('settings')).toHaveAttribute('aria-selected', 'true');
    await expect(tab('overview')).toHaveAttribute('aria-selected', 'false');
    await expect(page.getByRole('tabpanel', { name: en('account:tabs.settings') })).toBeVisible();
    await expect(tab('settings')).toBeFocused();
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press(' ');
    await expect(page).toHaveURL(/\/my-account\/subscriptions\/$/);
    await expect(tab('subscriptions')).toHaveAttribute('aria-selected', 'true');
    await expect(
      page.getByRole('tabpanel', { name: en('account:tabs.subscriptions') }),
    ).toBeVisible();
    // The list is one Tab stop: Tab goes on into the panel.
    await page.keyboard.press('Tab');
    expect((await focusPlace(tablist)).inside, 'Tab leaves the tab list').toBe(false);
  });

  await test.step('reactivate dialog', async () => {
    await checkModal(page, {
      trigger: page.getByRole('button', { name: en('subscriptions:actions.reactivate') }),
      dialog: page.getByRole('dialog', { name: en('subscriptions:reactivate.title') }),
      what: 'the reactivate dialog',
    });
  });

  await test.step('§8 error alert (the subscriptions call answered 500)', async () => {
    const url = endpointUrl('subscriptions');
    const fail = (route: Route) =>
      route.request().method() === endpoints.subscriptions.method
        ? route.fulfill({ status: 500, contentType: 'text/plain', body: 'Internal Server Error' })
        : route.fallback();
    await page.route(url, fail);
    // The browser's own load (a page rendered in the browser; the server's failed loads are
    // faults.spec.ts's). As the page loads nothing has focus; the alert starts on its only button.
    await page.setExtraHTTPHeaders({ 'x-render': 'browser' });
    await page.reload();
    const dialog = page.getByRole('alertdialog', { name: en('errors:generic.title') });
    const close = dialog.getByRole('button', { name: en('errors:close') });
    await openedModal(page, { dialog, what: 'the error alert', initialFocus: close });
    await closeWithEscape(page, { dialog, what: 'the error alert' });
    // The failed state's Try again fails again: the alert comes back and returns focus to it.
    await checkModal(page, {
      trigger: page
        .getByRole('tabpanel')
        .getByRole('button', { name: en('common:actions.tryAgain') }),
      dialog,
      what: 'the error alert after Try again',
      initialFocus: close,
    });
    await page.unroute(url, fail);
  });

  await test.step('update-card and delete-card dialogs', async () => {
    await tab('settings').focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/my-account\/settings$/);
    const visa = page.getByRole('listitem').filter({
      has: page.getByRole('heading', {
        name: en('paymentMethods:card.endingIn', { cardType: 'Visa', last4: '4242' }),
      }),
    });
    await checkModal(page, {
      trigger: visa.getByRole('button', { name: en('paymentMethods:actions.update') }),
      dialog: page.getByRole('dialog', { name: en('paymentMethods:update.title') }),
      what: 'the update-card dialog',
    });
    const remove = page.getByRole('alertdialog', {
      name: en('paymentMethods:deleteConfirm.title'),
    });
    await checkModal(page, {
      trigger: visa.getByRole('button', { name: en('paymentMethods:actions.delete') }),
      dialog: remove,
      what: 'the delete-card dialog',
      // The safe choice first.
      initialFocus: remove.getByRole('button', { name: en('common:actions.cancel') }),
    });
  });

  await test.step('expired-session dialog (an unhandled 401, page-shell §4)', async () => {
    // The dialog's action signs the member out here (page-shell §4), so the dashboard's own
    // controls go; the header's Help button stays, and focus is there when the 401 comes.
    const before = banner.getByRole('button', { name: en('header:help.menu') });
    await before.focus();
    // A call of the page's own answered 401 and nobody handled the rejection.
    await page.evaluate(() => {
      void Promise.reject({ status: 401 });
    });
    const dialog = page.getByRole('alertdialog', { name: en('signIn:expiredSession.title') });
    await openedModal(page, {
      dialog,
      what: 'the expired-session dialog',
      initialFocus: dialog.getByRole('button', { name: en('session:notNow') }),
    });
    await closeWithEscape(page, {
      dialog,
      what: 'the expired-session dialog',
      returnTo: before,
    });
  });

  expect(stray, 'calls that would have changed the member').toEqual([]);
});

test.describe('cancel funnel dialogs (opened, then Escape; never confirmed)', () => {
  // several@example.com's active yearly plan (src/platform/fixtures/members.ts).
  const query = `subscriptionId=13&isTrial=false&subscriptionName=${encodeURIComponent(
    en('subscriptions:kinds.oneYearPro'),
  )}`;
  const name = en('subscriptions:kinds.oneYearPro');

  for (const variation of ['N', 'F'] as const) {
    test(`member cancel funnel ${variation}`, async ({ page, signInAs }) => {
      const stray = await stopStrayMutations(page);
      await signInAs('several@example.com');
      await page.goto(
        `${originOf('main')}/my-account/subscriptions/cancel_v2?${query}&forceVariation=member_cancel_funnel:${variation}`,
      );
      const trigger = page.getByRole('button', { name: en('cancellation:landing.continue') });
      if (variation === 'N') {
        const dialog = page.getByRole('dialog', {
          name: en('cancellation:dialogs.retentionTitle'),
        });
        await checkModal(page, {
          trigger,
          dialog,
          what: 'the retention dialog',
          initialFocus: dialog.getByRole('button', { name: en('cancellation:keep') }),
        });
      } else {
        const dialog = page.getByRole('alertdialog', {
          name: en('cancellation:dialogs.quickTitle', { name }),
        });
        await checkModal(page, {
          trigger,
          dialog,
          what: 'the quick-cancel confirmation',
          initialFocus: dialog.getByRole('button', { name: en('cancellation:keep') }),
        });
      }
      await expect(page).toHaveURL(/\/subscriptions\/cancel_v2\?/);
      expect(stray, 'calls that would have changed the member').toEqual([]);
    });
  }
});

test('a French member: the My Documents dialog from the account menu', async ({
  page,
  signInAs,
}) => {
  await signInAs('camille.exemple@example.com', { brand: 'fr-legal' });
  await page.goto(`${originOf('fr-legal')}/`);
  const trigger = page
    .getByRole('banner')
    .getByRole('button', { name: 'camille.exemple@example.com' });
  await trigger.focus();
  await trigger.press('Enter');
  const menu = page.getByRole('menu', { name: 'camille.exemple@example.com' });
  const item = menu.getByRole('menuitem', { name: fr('header:account.myDocuments') });
  await expect(menu.getByRole('menuitem').first()).toBeFocused();
  while (!(await item.evaluate((element) => element === document.activeElement)))
    await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(menu).toBeHidden();
  const dialog = page.getByRole('dialog', { name: fr('session:myDocuments.title') });
  await openedModal(page, { dialog, what: 'the My Documents dialog' });
  await closeWithEscape(page, { dialog, what: 'the My Documents dialog', returnTo: trigger });
});
