import type { Locator, Page } from '@playwright/test';
import { endpoints } from '../src/platform/api/contract';
import account from '../src/platform/i18n/locales/en-US/account.json' with { type: 'json' };
import common from '../src/platform/i18n/locales/en-US/common.json' with { type: 'json' };
import errors from '../src/platform/i18n/locales/en-US/errors.json' with { type: 'json' };
import header from '../src/platform/i18n/locales/en-US/header.json' with { type: 'json' };
import cardsText from '../src/platform/i18n/locales/en-US/paymentMethods.json' with {
  type: 'json',
};
import server from '../src/platform/i18n/locales/en-US/server.json' with { type: 'json' };
import settings from '../src/platform/i18n/locales/en-US/settings.json' with { type: 'json' };
import signIn from '../src/platform/i18n/locales/en-US/signIn.json' with { type: 'json' };
import { demoPassword, expect, originOf, test } from './support/fixtures';

/**
 * My Account settings end to end (issue #11; account-dashboard §3–§5, §7, §8) on the real server:
 * update and remove saved cards, the email-promotion switch, changing the sign-in address, and
 * hostile strings from the server shown as text (stored input, and refusals answered by
 * `page.route`). Keyboard only; every change is checked again after a reload. Members (mutated only here): cards@ (its Visa and expired Mastercard),
 * paypal@ (promotions), expired@ (its address changes).
 */

const settingsUrl = `${originOf()}/my-account/settings`;

/** An i18next template with its `{{values}}` filled in. */
const fill = (template: string, values: Record<string, string>) =>
  template.replace(/\{\{(\w+)\}\}/g, (_, name: string) => values[name] ?? '');

/** The saved-payment-methods section of the settings page. */
const paymentSection = (page: Page) =>
  page.getByRole('region', { name: cardsText.title, exact: true });

/** The list entry of a saved card, found by its heading ("Visa ending in 4242"). */
const cardItem = (page: Page, title: string | RegExp) =>
  paymentSection(page)
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { level: 4, name: title }) });

const visaHeading = /^Visa ending in \d{4}$/;

/** Opens the update form of a card from its Update button, by keyboard. */
async function openUpdateDialog(page: Page, card: Locator) {
  const trigger = card.getByRole('button', { name: cardsText.actions.update });
  await trigger.press('Enter');
  const dialog = page.getByRole('dialog', { name: cardsText.update.title });
  await expect(dialog).toBeVisible();
  return { dialog, trigger };
}

const cardField = (dialog: Locator, name: keyof typeof cardsText.fields) =>
  dialog.getByRole('textbox', { name: cardsText.fields[name], exact: true });

/** The payment-method POSTs (updates) the page sends from now on. */
function watchCardUpdates(page: Page) {
  const sent: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && /\/payment-method\/\d+$/.test(request.url()))
      sent.push(request.url());
  });
  return sent;
}

const pwned = (page: Page) =>
  page.evaluate(() => (window as unknown as { __pwned?: unknown }).__pwned);

test.describe('saved cards (cards@example.com)', () => {
  test.beforeEach(async ({ page, signInAs }) => {
    await signInAs('cards@example.com');
    await page.goto(settingsUrl);
    await expect(cardItem(page, visaHeading)).toBeVisible();
  });

  test('bad card details are explained and kept; good ones are saved and survive a reload', async ({
    page,
  }) => {
    const updates = watchCardUpdates(page);
    // Seeded as "Visa ending in 4242" (found by brand, so that a retry finds it updated).
    const visa = cardItem(page, visaHeading);
    const before = (await visa.getByRole('heading', { level: 4 }).textContent()) ?? '';
    const { dialog, trigger } = await openUpdateDialog(page, visa);
    await expect(dialog).toContainText(before);

    // Wrong check digit, a month already past, a two-digit security code.
    const bad = {
      cardNumber: '4111 1111 1111 1112',
      expiryMonth: '01',
      expiryYear: '2025',
      cvv: '12',
    } as const;
    for (const [name, value] of Object.entries(bad))
      await cardField(dialog, name as keyof typeof bad).fill(value);
    await cardField(dialog, 'cvv').press('Enter');

    await expect(cardField(dialog, 'cardNumber')).toBeFocused();
    await expect(cardField(dialog, 'cardNumber')).toHaveAccessibleDescription(
      new RegExp(literally(cardsText.validation.cardNumberInvalid)),
    );
    for (const message of [
      cardsText.validation.cardNumberInvalid,
      cardsText.validation.expiryInPast,
      cardsText.validation.cvvInvalid,
    ])
      await expect(dialog.getByText(message, { exact: true })).toBeVisible();
    await expect(cardField(dialog, 'cvv')).toHaveAttribute('aria-invalid', 'true');
    // Nothing typed is lost, and nothing was sent.
    for (const [name, value] of Object.entries(bad))
      await expect(cardField(dialog, name as keyof typeof bad)).toHaveValue(value);
    expect(updates).toEqual([]);

    const good = {
      cardNumber: '4111 1111 1111 1111',
      nameOnCard: 'Avery Q. Sample',
      expiryMonth: '12',
      expiryYear: '2031',
      cvv: '123',
    } as const;
    for (const [name, value] of Object.entries(good))
      await cardField(dialog, name as keyof typeof good).fill(value);
    // Send with the dialog's own Save button, reached by Tab from the last field (past Cancel).
    await cardField(dialog, 'cvv').press('Tab');
    await expect(dialog.getByRole('button', { name: common.actions.cancel })).toBeFocused();
    await page.keyboard.press('Tab');
    const save = dialog.getByRole('button', { name: cardsText.actions.save });
    await expect(save).toBeFocused();
    await save.press('Enter');

    await expect(dialog).toBeHidden();
    await expect(paymentSection(page).getByRole('status')).toHaveText(cardsText.success.updated);
    expect(updates).toHaveLength(1);
    // The Update button of the (same, now renumbered) card has focus back.
    const updated = cardItem(page, 'Visa ending in 1111');
    await expect(updated.getByRole('button', { name: cardsText.actions.update })).toBeFocused();
    await expect(trigger).toBeFocused();

    const expectUpdated = async () => {
      await expect(updated).toContainText(
        fill(cardsText.card.expires, { month: '12', year: '2031' }),
      );
      await expect(updated).toContainText('Avery Q. Sample');
      await expect(cardItem(page, visaHeading)).toHaveCount(1);
    };
    await expectUpdated();
    await page.reload();
    await expectUpdated();
  });

  test('removing a card names it in the confirmation; it is gone, also after a reload', async ({
    page,
  }) => {
    const title = 'Mastercard ending in 5454';
    const mastercard = cardItem(page, title);
    const remove = mastercard.getByRole('button', { name: cardsText.actions.delete });
    const confirmation = page.getByRole('alertdialog', { name: cardsText.deleteConfirm.title });
    const named = fill(cardsText.deleteConfirm.body, { cardType: 'Mastercard', last4: '5454' });

    // Escape keeps the card.
    await remove.press('Enter');
    await expect(confirmation).toContainText(named);
    await page.keyboard.press('Escape');
    await expect(confirmation).toBeHidden();
    await expect(remove).toBeFocused();

    await remove.press('Enter');
    await expect(confirmation).toContainText(named);
    const confirm = confirmation.getByRole('button', { name: cardsText.deleteConfirm.confirm });
    await page.keyboard.press('Tab');
    await expect(confirm).toBeFocused();
    await page.keyboard.press('Enter');

    await expect(confirmation).toBeHidden();
    await expect(paymentSection(page).getByRole('status')).toHaveText(cardsText.success.deleted);
    // Its button is gone: focus is on the section heading.
    await expect(
      paymentSection(page).getByRole('heading', { level: 3, name: cardsText.title }),
    ).toBeFocused();
    await expect(mastercard).toHaveCount(0);
    await page.reload();
    await expect(cardItem(page, visaHeading)).toBeVisible();
    await expect(cardItem(page, title)).toHaveCount(0);
    await expect(paymentSection(page).getByRole('heading', { level: 4 })).toHaveText([
      visaHeading,
      'American Express ending in 0005',
      cardsText.paypal.label,
    ]);
  });

  test('a cardholder name with HTML or script is stored and shown as text, never run', async ({
    page,
  }) => {
    const hostileNames = [
      '<img src=x onerror="window.__pwned=1">',
      '<script>window.__pwned=2</script>Avery',
    ];
    const visa = cardItem(page, visaHeading);
    for (const name of hostileNames) {
      const { dialog } = await openUpdateDialog(page, visa);
      await cardField(dialog, 'nameOnCard').fill(name);
      await cardField(dialog, 'cvv').fill('123');
      await cardField(dialog, 'cvv').press('Enter');
      await expect(dialog).toBeHidden();
      await expect(visa.getByText(name, { exact: true })).toBeVisible();
    }
    await page.reload();
    const last = hostileNames.at(-1) as string;
    await expect(visa.getByText(last, { exact: true })).toBeVisible();
    // Shown as text in the form, too.
    const { dialog } = await openUpdateDialog(page, visa);
    await expect(cardField(dialog, 'nameOnCard')).toHaveValue(last);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();

    // No element was made from the names (the page's one inline script is its JSON-LD metadata).
    await expect(page.locator('img[src="x"]')).toHaveCount(0);
    await expect(page.locator('script', { hasText: '__pwned' })).toHaveCount(0);
    expect(await pwned(page)).toBeUndefined();
    // The `problems` fixture also fails the test on any CSP violation (an inline handler would be one).
  });

  test("the server's error strings with HTML are shown as text: error dialog, card form, email form", async ({
    page,
  }) => {
    // A hostile (or compromised) server: the real one never echoes input into its errors.
    const hostile = '<img src=x onerror="window.__pwned=1"><b>Refused</b>';
    const refusal = JSON.stringify({ succeeded: false, result: null, errors: [hostile] });
    const answer = { status: 200, contentType: 'application/json', body: refusal };
    await page.route(`**${endpoints.getEmailPreference.path}`, (route) => route.fulfill(answer));
    await page.route(`**${endpoints.putAccountEmail.path}`, (route) =>
      route.fulfill({ ...answer, status: 400 }),
    );
    await page.route(/\/payment-method\/\d+$/, (route) =>
      route.request().method() === 'POST' ? route.fulfill(answer) : route.fallback(),
    );
    // The email preference loads in the browser (a page rendered there), where the route answers.
    await page.setExtraHTTPHeaders({ 'x-render': 'browser' });
    await page.reload();

    // §8: a failed call with the dialog on shows the server's first error string.
    const errorDialog = page.getByRole('alertdialog', { name: errors.generic.title });
    await expect(errorDialog).toContainText(hostile);
    await errorDialog.getByRole('button', { name: errors.close }).press('Enter');
    await expect(errorDialog).toBeHidden();
    await expect(page.getByText(settings.emailPreference.loadFailed)).toBeVisible();

    // The change-email refusal goes under the password field.
    const form = page.getByRole('form', { name: settings.email.change });
    await form.getByRole('textbox', { name: settings.email.newEmail }).fill('new@example.com');
    const password = form.getByRole('textbox', { name: settings.email.password, exact: true });
    await password.fill(demoPassword);
    await password.press('Enter');
    await expect(password).toHaveAccessibleDescription(new RegExp(literally(hostile)));
    await expect(form.getByText(hostile, { exact: true })).toBeVisible();

    // The card form shows the refusal in its alert and keeps what was typed.
    const { dialog } = await openUpdateDialog(page, cardItem(page, visaHeading));
    await cardField(dialog, 'cvv').fill('123');
    await cardField(dialog, 'cvv').press('Enter');
    const alert = dialog.getByRole('alert');
    await expect(alert).toContainText(cardsText.update.failed);
    await expect(alert).toContainText(hostile);
    await expect(cardField(dialog, 'cvv')).toHaveValue('123');

    await expect(page.locator('img[src="x"], b:text-is("Refused")')).toHaveCount(0);
    expect(await pwned(page)).toBeUndefined();
  });
});

/** A string matched literally inside a RegExp. */
function literally(text: string) {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

test('the email-promotions choice is saved at once and survives a reload (paypal@example.com)', async ({
  page,
  signInAs,
}) => {
  await signInAs('paypal@example.com');
  await page.goto(settingsUrl);
  const promotions = page.getByRole('switch', { name: settings.emailPreference.label });
  const saved = page.getByRole('status').filter({ hasText: settings.emailPreference.saved });

  await expect(promotions).toBeChecked();
  await promotions.press('Space');
  await expect(promotions).not.toBeChecked();
  await expect(saved).toBeVisible();
  await page.reload();
  await expect(promotions).not.toBeChecked();

  await promotions.press('Space');
  await expect(promotions).toBeChecked();
  await expect(saved).toBeVisible();
  await page.reload();
  await expect(promotions).toBeChecked();
});

test('a member changes the sign-in address (a wrong password first), signs out and in with the new one', async ({
  page,
  signInAs,
}) => {
  const oldEmail = 'expired@example.com';
  const newEmail = 'expired.renamed@example.com';
  await signInAs(oldEmail);
  await page.goto(settingsUrl);
  await expect(page.getByText(fill(settings.email.current, { email: oldEmail }))).toBeVisible();

  const form = page.getByRole('form', { name: settings.email.change });
  const email = form.getByRole('textbox', { name: settings.email.newEmail });
  const password = form.getByRole('textbox', { name: settings.email.password, exact: true });
  await email.fill(newEmail);
  await password.fill('Not-The-Pass-2026');
  await password.press('Enter');
  // The server's translated refusal, under the password field; nothing typed is lost.
  await expect(password).toHaveAccessibleDescription(
    new RegExp(literally(server.status.wrongPassword)),
  );
  await expect(password).toHaveAttribute('aria-invalid', 'true');
  await expect(password).toBeFocused();
  await expect(email).toHaveValue(newEmail);
  await expect(password).toHaveValue('Not-The-Pass-2026');

  await password.fill(demoPassword);
  await form.getByRole('button', { name: settings.email.submit }).press('Enter');
  await expect(form.getByRole('status')).toHaveText(
    fill(settings.email.success, { email: newEmail }),
  );
  await expect(page.getByText(fill(settings.email.current, { email: newEmail }))).toBeVisible();
  await expect(email).toHaveValue('');

  // Sign out from the header's account menu.
  await page.getByRole('banner').getByRole('button', { name: newEmail }).press('Enter');
  // The menu is named by its trigger (the address).
  const menu = page.getByRole('menu', { name: newEmail });
  await expect(menu.getByRole('menuitem').first()).toBeFocused();
  await menu.getByRole('menuitem', { name: header.account.signOut }).press('Enter');
  await expect(page).not.toHaveURL(/\/my-account\//);

  await page.goto(`${originOf()}/SignIn/?page=signin`);
  const dialog = page.getByRole('dialog');
  const signInEmail = dialog.getByRole('textbox', { name: signIn.fields.email });
  const signInPassword = dialog.getByRole('textbox', { name: signIn.fields.password, exact: true });
  // The old address no longer signs in.
  await signInEmail.fill(oldEmail);
  await signInPassword.fill(demoPassword);
  await signInPassword.press('Enter');
  await expect(dialog.getByText(signIn.errors.invalidEmailOrPassword)).toBeVisible();
  await expect(page).toHaveURL(/\/SignIn\//);

  await signInEmail.fill(newEmail);
  await signInPassword.fill(demoPassword);
  await signInPassword.press('Enter');
  await expect(page).toHaveURL(/\/my-account\//);
  await expect(page.getByRole('heading', { level: 1, name: account.title })).toBeVisible();
  await page.goto(settingsUrl);
  await expect(page.getByText(fill(settings.email.current, { email: newEmail }))).toBeVisible();
});
