import type { Page, Route } from '@playwright/test';
import { endpoints, signInStatus } from '../src/platform/api/contract';
import common from '../src/platform/i18n/locales/en-US/common.json' with { type: 'json' };
import header from '../src/platform/i18n/locales/en-US/header.json' with { type: 'json' };
import server from '../src/platform/i18n/locales/en-US/server.json' with { type: 'json' };
import { demoPassword, expect, originOf, test } from './support/fixtures';
import { credentialFields, signInDialog, signInText, submitCredentials } from './support/signIn';

/**
 * The sign-in dialog against each answer of page-shell §8's status table (0–6, an unknown
 * status, no response), and §5's validation order, in the product on a host page. The real
 * server answers success (legal-advice@, signed in once here), "incorrect email or password"
 * and "account already exists"; the statuses it only gives in rarer states (1, 2, 3, 4) are
 * answered in the browser for one call, the rest of the page staying real.
 */

const origin = originOf();
const sessionPath = endpoints.signIn.path;
const member = 'legal-advice@example.com';

/** Opens the sign-in dialog from the header, as a keyboard user does. */
async function openSignIn(page: Page) {
  const button = page
    .getByRole('banner')
    .getByRole('button', { name: header.account.signIn, exact: true });
  await button.focus();
  await page.keyboard.press('Enter');
  const dialog = signInDialog(page);
  await expect(dialog).toBeVisible();
  return dialog;
}

/** The next sign-in call answers `body` (or no response at all) instead of the server. */
async function answerNextSignIn(page: Page, body: object | 'no response') {
  await page.route(
    (url) => url.pathname === sessionPath,
    async (route: Route) => {
      if (body === 'no response') await route.abort('failed');
      else
        await route.fulfill({
          status: 200,
          contentType: 'application/json',
          body: JSON.stringify(body),
        });
    },
    { times: 1 },
  );
}

const envelope = (status: number, statusDescription: string | null) => ({
  succeeded: status === signInStatus.success,
  status,
  statusDescription,
  errors: [],
  result: null,
});

/** The error alert over the dialog: its text, then OK; what was typed is still there. */
async function expectAlert(page: Page, text: string) {
  const alert = page.getByRole('alertdialog', { name: common.alert.errorTitle });
  await expect(alert).toContainText(text);
  await alert.getByRole('button', { name: common.actions.ok }).press('Enter');
  await expect(alert).toBeHidden();
}

test('sign-in: validation order, then every status of the error catalogue', async ({ page }) => {
  await page.goto(`${origin}/`);
  const dialog = await openSignIn(page);
  const { email, password } = credentialFields(dialog);

  // §5: the email is checked first; only then the password.
  await password.press('Enter');
  await expect(email).toHaveAccessibleDescription(signInText.errors.invalidEmail);
  await expect(password).not.toHaveAccessibleDescription(signInText.errors.invalidPassword);
  await email.fill('  Someone@Example.COM ');
  await password.press('Enter');
  await expect(email).not.toHaveAccessibleDescription(signInText.errors.invalidEmail);
  await expect(password).toHaveAccessibleDescription(signInText.errors.invalidPassword);

  // 6 from the real server: under the password field.
  await submitCredentials(dialog, 'nobody-here@example.com', 'not-the-password');
  await expect(password).toHaveAccessibleDescription(server.status.incorrectEmailOrPassword);

  // 1: the server's description under the email field.
  await answerNextSignIn(page, envelope(signInStatus.invalidUsername, 'That username is unknown.'));
  await submitCredentials(dialog, 'someone@example.com', 'x');
  await expect(email).toHaveAccessibleDescription('That username is unknown.');

  // 2: the server's description under the password field.
  await answerNextSignIn(
    page,
    envelope(signInStatus.invalidPassword, 'That password will not do.'),
  );
  await submitCredentials(dialog, 'someone@example.com', 'x');
  await expect(password).toHaveAccessibleDescription('That password will not do.');

  // 4: an alert with the server's description, or the common message when it has none.
  await answerNextSignIn(page, envelope(signInStatus.generalError, 'Sign-in is resting.'));
  await submitCredentials(dialog, 'someone@example.com', 'typed');
  await expectAlert(page, 'Sign-in is resting.');
  await expect(email).toHaveValue('someone@example.com');
  await expect(password).toHaveValue('typed');
  await answerNextSignIn(page, envelope(signInStatus.generalError, ''));
  await submitCredentials(dialog, 'someone@example.com', 'typed');
  await expectAlert(page, common.messages.commonError);

  // An unknown status and no response at all: the common message.
  await answerNextSignIn(page, envelope(42, 'Something new.'));
  await submitCredentials(dialog, 'someone@example.com', 'typed');
  await expectAlert(page, common.messages.commonError);
  await answerNextSignIn(page, 'no response');
  await submitCredentials(dialog, 'someone@example.com', 'typed');
  await expectAlert(page, common.messages.commonError);

  // 3: the locked message, and the dialog switches to reset password.
  await answerNextSignIn(page, envelope(signInStatus.accountLocked, 'Locked.'));
  await submitCredentials(dialog, 'someone@example.com', 'typed');
  const reset = signInDialog(page, 'resetPassword');
  await expect(reset).toBeVisible();
  await expect(reset).toContainText(signInText.errors.lockedAccount);
  await expect(credentialFields(reset).email).toBeFocused();

  // 0 from the real server: signed in, the dialog closes, the header shows the account.
  await reset
    .getByRole('link', { name: signInText.sections.resetPassword.backToSignIn })
    .press('Enter');
  await submitCredentials(signInDialog(page), member, demoPassword);
  await expect(signInDialog(page)).toBeHidden();
  await expect(
    page.getByRole('banner').getByRole('button', { name: header.account.signIn, exact: true }),
  ).toBeHidden();
});

test('create account: an address that already has one gets the server description under the email', async ({
  page,
}) => {
  await page.goto(`${origin}/SignIn/?page=create`);
  const dialog = signInDialog(page, 'create');
  await expect(dialog).toBeVisible();
  const { email } = credentialFields(dialog);
  await submitCredentials(dialog, member, 'A-new-password-1');
  await expect(email).toHaveAccessibleDescription(server.status.accountExists);
  await expect(dialog).toBeVisible();
});
