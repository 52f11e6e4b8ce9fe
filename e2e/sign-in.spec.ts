import account from '../src/platform/i18n/locales/en-US/account.json' with { type: 'json' };
import common from '../src/platform/i18n/locales/en-US/common.json' with { type: 'json' };
import header from '../src/platform/i18n/locales/en-US/header.json' with { type: 'json' };
import server from '../src/platform/i18n/locales/en-US/server.json' with { type: 'json' };
import settings from '../src/platform/i18n/locales/en-US/settings.json' with { type: 'json' };
import { demoPassword, expect, originOf, outboxDir, test } from './support/fixtures';
import {
  countPageLoads,
  credentialFields,
  endSessionOnServer,
  resetLinkFromOutbox,
  signInDialog,
  signInText,
  signInWithDialog,
  submitCredentials,
} from './support/signIn';

/**
 * Sign-in, password reset and the session across the host pages and My Account (issue #11;
 * page-shell §4 and §8, account-dashboard §4). Members used: library@ (locked and given a new
 * password), initial-trial@ and no-subscriptions@ (signed in and out), and one new account per
 * run. Each member signs in at most six times here: the server allows ten per 15 minutes.
 */

const origin = originOf();
const inMyAccount = new RegExp(`^${origin}/my-account/`);
const signInPageFor = (returnPath: string) =>
  `${origin}/SignIn/?page=signin&ReturnUrl=${encodeURIComponent(returnPath)}`;

/** My Account's own content: its heading and the tabs (only a signed-in member sees them). */
async function expectMyAccount(page: import('@playwright/test').Page) {
  await expect(page).toHaveURL(inMyAccount);
  await expect(page.getByRole('heading', { level: 1, name: account.title })).toBeVisible();
  await expect(page.getByRole('tablist', { name: account.tabs.label })).toBeVisible();
}

test('wrong passwords, the lock after five, a reset through the emailed link, then sign in again', async ({
  page,
}) => {
  const email = 'library@example.com';
  await page.goto(`${origin}/SignIn/?page=signin`);
  const dialog = signInDialog(page);
  await expect(dialog).toBeVisible();
  const { email: emailField, password } = credentialFields(dialog);

  // A wrong password: the server's translated message under the password field, the email kept.
  await submitCredentials(dialog, email, 'Wrong-Pass-1');
  await expect(password).toHaveAttribute('aria-invalid', 'true');
  await expect(password).toHaveAccessibleDescription(server.status.incorrectEmailOrPassword);
  await expect(emailField).toHaveValue(email);

  // Three more are refused the same way; the fifth locks the account (status 3): the dialog
  // moves to the reset section with the locked-account message, the email still there.
  for (let attempt = 2; attempt <= 4; attempt++) {
    await password.fill(`Wrong-Pass-${attempt}`);
    await password.press('Enter');
    await expect(password).toHaveAccessibleDescription(server.status.incorrectEmailOrPassword);
  }
  await password.fill('Wrong-Pass-5');
  await password.press('Enter');
  const reset = signInDialog(page, 'resetPassword');
  await expect(reset).toBeVisible();
  await expect(reset.getByRole('alert')).toHaveText(signInText.errors.lockedAccount);
  const resetEmail = credentialFields(reset).email;
  await expect(resetEmail).toHaveValue(email);
  await expect(resetEmail).toBeFocused();

  // Request the reset email.
  await reset.getByRole('button', { name: signInText.submit.passwordReset }).press('Enter');
  const sent = page.getByRole('alertdialog', { name: signInText.alerts.passwordEmailSent.title });
  await expect(sent).toContainText(
    signInText.alerts.passwordEmailSent.message.replace('{{email}}', email),
  );
  await sent.getByRole('button', { name: common.actions.ok }).press('Enter');
  await expect(sent).toBeHidden();

  // The link from the outbox, on the server's reset page, by keyboard.
  await page.goto(resetLinkFromOutbox(outboxDir, email, origin));
  await expect(page.getByRole('heading', { name: server.pages.resetTitle })).toBeVisible();
  const newPassword = `Lib-${Date.now()}`;
  const chosen = page.getByLabel(server.pages.newPassword);
  await chosen.fill(newPassword);
  await chosen.press('Enter');
  await expect(page.getByRole('heading', { name: server.pages.resetDone })).toBeVisible();

  // On to My Account: a guest is sent to sign in, and the new password opens the account.
  await page.getByRole('link', { name: server.pages.backToAccount }).press('Enter');
  await expect(page).toHaveURL(
    new RegExp(`^${origin}/SignIn/\\?page=signin&ReturnUrl=%2Fmy-account%2F`),
  );
  await signInWithDialog(page, email, newPassword);
  await expectMyAccount(page);
  await expect(page.getByRole('banner').getByRole('button', { name: email })).toBeVisible();
});

test('/SignIn/?page=create: a new member creates an account and lands signed in in My Account', async ({
  page,
}) => {
  const email = `e2e-new-${Date.now()}@example.com`;
  await page.goto(`${origin}/SignIn/?page=create`);
  const dialog = signInDialog(page, 'create');
  await expect(dialog).toBeVisible();
  await submitCredentials(dialog, email, 'New-Member-2026');
  await expectMyAccount(page);
  // The header names the new member; the account is a free one without subscriptions.
  await expect(page.getByRole('banner').getByRole('button', { name: email })).toBeVisible();
  await page
    .getByRole('tablist', { name: account.tabs.label })
    .getByRole('tab', { name: account.tabs.subscriptions })
    .press('Enter');
  await expect(page.getByRole('tabpanel', { name: account.tabs.subscriptions })).toBeVisible();
});

test.describe('ReturnUrl of the sign-in page', () => {
  const email = 'no-subscriptions@example.com';

  test('a path on the site: the sign-in continues there', async ({ page }) => {
    await page.goto(`${origin}/SignIn/?page=signin&ReturnUrl=/my-account/settings`);
    await signInWithDialog(page, email, demoPassword);
    await expect(page).toHaveURL(`${origin}/my-account/settings`);
    await expect(page.getByRole('heading', { name: account.pages.settings })).toBeVisible();
  });

  for (const foreign of ['https://evil.example/', '//evil.example']) {
    test(`another site (${foreign}) is ignored: the sign-in lands in My Account`, async ({
      page,
    }) => {
      await page.goto(`${origin}/SignIn/?page=signin&ReturnUrl=${encodeURIComponent(foreign)}`);
      await signInWithDialog(page, email, demoPassword);
      await expectMyAccount(page);
    });
  }
});

test('one session for the host pages and My Account; signing out ends it everywhere', async ({
  page,
}) => {
  const email = 'initial-trial@example.com';
  // A guest on My Documents signs in there: the page then shows the member's content.
  await page.goto(`${origin}/mydocuments/`);
  await expect(page.getByText(server.hostPages.documentsSignedOut)).toBeVisible();
  await page
    .getByRole('main')
    .getByRole('button', { name: server.hostPages.signInButton })
    .press('Enter');
  await signInWithDialog(page, email, demoPassword);
  const toMyAccount = page.getByRole('link', { name: server.hostPages.toMyAccount });
  await expect(toMyAccount).toBeVisible();
  await expect(page.getByText(server.hostPages.documentsSignedOut)).toBeHidden();

  // My Account opens without a second sign-in.
  const signInLoads = countPageLoads(page, '/SignIn/');
  await toMyAccount.press('Enter');
  await expectMyAccount(page);
  expect(signInLoads.count()).toBe(0);

  // Sign out from the header's account menu: the browser goes home, signed out.
  await page.getByRole('banner').getByRole('button', { name: email }).press('Enter');
  const menu = page.getByRole('menu', { name: email });
  await menu.getByRole('menuitem', { name: header.account.signOut }).press('Enter');
  await expect(page).toHaveURL(`${origin}/`);
  await expect(
    page.getByRole('banner').getByRole('button', { name: header.account.signIn }),
  ).toBeVisible();
  await expect(page.getByRole('banner').getByRole('button', { name: email })).toBeHidden();

  // The host page shows the guest's content, and My Account sends to sign in.
  await page.goto(`${origin}/mydocuments/`);
  await expect(page.getByText(server.hostPages.documentsSignedOut)).toBeVisible();
  await page.goto(`${origin}/my-account/`);
  await expect(page).toHaveURL(new RegExp(`^${origin}/SignIn/\\?page=signin&ReturnUrl=`));
  await expect(signInDialog(page)).toBeVisible();
});

test('a guest opening a dashboard page is sent once to sign in, then returns to that page', async ({
  page,
}) => {
  const signInLoads = countPageLoads(page, '/SignIn/');
  await page.goto(`${origin}/my-account/subscriptions`);
  await expect(page).toHaveURL(signInPageFor('/my-account/subscriptions/'));
  await signInWithDialog(page, 'no-subscriptions@example.com', demoPassword);
  await expect(page).toHaveURL(`${origin}/my-account/subscriptions/`);
  await expect(page.getByRole('tabpanel', { name: account.tabs.subscriptions })).toBeVisible();
  expect(signInLoads.count()).toBe(1);
});

test.describe('the signed-out dialog (SecureIDInvalid=1)', () => {
  const signedOutDialog = (page: import('@playwright/test').Page) =>
    page.getByRole('alertdialog', { name: signInText.signedOutDialog.title });

  test('on a host page: shown, the parameter removed, its button opens sign-in', async ({
    page,
  }) => {
    await page.goto(`${origin}/mydocuments/?SecureIDInvalid=1`);
    const signedOut = signedOutDialog(page);
    await expect(signedOut).toContainText(signInText.signedOutDialog.content);
    await expect(page).toHaveURL(`${origin}/mydocuments/`);
    await signedOut
      .getByRole('button', { name: signInText.signedOutDialog.buttonContent })
      .press('Enter');
    await expect(signedOut).toBeHidden();
    const dialog = signInDialog(page);
    await expect(dialog).toBeVisible();
    // Focus moved into the sign-in dialog: the keyboard goes on from there.
    expect(await dialog.evaluate((node) => node.contains(document.activeElement))).toBe(true);
  });

  test('on My Account: shown instead of the redirect; signing in from it opens the account in place', async ({
    page,
  }) => {
    const signInLoads = countPageLoads(page, '/SignIn/');
    await page.goto(`${origin}/my-account/?SecureIDInvalid=1`);
    const signedOut = signedOutDialog(page);
    await expect(signedOut).toContainText(signInText.signedOutDialog.content);
    await expect(page).toHaveURL(inMyAccount);
    await expect(page).not.toHaveURL(/SecureIDInvalid/);
    await signedOut
      .getByRole('button', { name: signInText.signedOutDialog.buttonContent })
      .press('Enter');
    await signInWithDialog(page, 'no-subscriptions@example.com', demoPassword);
    await expectMyAccount(page);
    expect(signInLoads.count()).toBe(0);
    // Signed in, the address no longer says "signed out": a reload shows no dialog.
    await page.reload();
    await expectMyAccount(page);
    await expect(signedOutDialog(page)).toBeHidden();
  });
});

test.describe('a session ended on the server', () => {
  const email = 'initial-trial@example.com';

  test('mid-flow in My Account: one redirect to sign in, then back to My Account', async ({
    page,
    context,
    signInAs,
  }) => {
    await signInAs(email);
    await page.goto(`${origin}/my-account/settings`);
    await expectMyAccount(page);
    const preference = page.getByRole('switch', { name: settings.emailPreference.label });
    await expect(preference).toBeVisible();

    // The server ends the session (a sign-out with the same cookie, as in another tab).
    await endSessionOnServer(context);

    // The member goes on with the page they have: changing a preference is a call.
    const signInLoads = countPageLoads(page, '/SignIn/');
    const accountLoads = countPageLoads(page, '/my-account/');
    await preference.press('Space');
    await expect(page).toHaveURL(signInPageFor('/my-account/'));
    await signInWithDialog(page, email, demoPassword);
    await expectMyAccount(page);
    expect(signInLoads.count()).toBe(1);
    // Only the return after signing in: no trip through My Account before it.
    expect(accountLoads.count()).toBe(1);
  });

  test('the sign-in page does not take a remembered session for a live one', async ({
    page,
    context,
    signInAs,
  }) => {
    // The browser remembers the member (My Account stored the session), the server has ended it.
    await signInAs(email);
    await page.goto(`${origin}/my-account/`);
    await expectMyAccount(page);
    await endSessionOnServer(context);

    const accountLoads = countPageLoads(page, '/my-account/');
    await page.goto(signInPageFor('/my-account/'));
    await expect(signInDialog(page)).toBeVisible();
    await expect(page).toHaveURL(signInPageFor('/my-account/'));
    expect(accountLoads.count()).toBe(0);
  });
});
