import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { signInStatus } from '../../../src/platform/api/contract';
import { mockApi } from '../../../src/platform/mocks/handlers';
import { loadShellAlertDialog } from '../../../src/shell/alerts';
import { openPolicyDialogAtom } from '../../../src/shell/policies';
import { loadSignInDialog, SignInDialog } from '../../../src/shell/sign-in';
import { preloadChunks } from '../../support/preloadChunks';
import { isSignedIn, storyEnvironment, storyStore } from '../../support/storyEnvironment';
import { SignInHarness, type SignInHarnessProps } from './SignInHarness';
import { serverDescriptions, statusApi } from './signInMocks';
import {
  copy,
  demoEmail,
  demoPassword,
  emailInput,
  expectNoSignInDialog,
  fillAndSubmit,
  findAlert,
  findSignInDialog,
  passwordInput,
  submitButton,
} from './signInPlay';

const product = { productName: 'Last Will and Testament', productCode: 'WILL' };

/**
 * Journeys through the sign-in dialog by keyboard, one per status code of page-shell §8
 * (0–6, unknown, no response), plus locked → reset, create with product, the reset email and
 * closing. The shell's alert dialog is mounted beside it, so alerts are seen and answered.
 */
const meta = {
  title: 'Shell/SignIn/SignInDialog flows',
  // Journeys and test-only cases: run as tests, left out of the component's docs page.
  tags: ['!autodocs'],
  component: SignInDialog,
  render: (args) => (
    <SignInHarness {...args}>
      <SignInDialog />
    </SignInHarness>
  ),
  loaders: [preloadChunks(loadSignInDialog, loadShellAlertDialog)],
  args: { request: { mode: 'SignIn' } },
  parameters: { layout: 'fullscreen', msw: { handlers: mockApi() } },
} satisfies Meta<Omit<SignInHarnessProps, 'children'>>;
export default meta;
type Story = StoryObj<typeof meta>;

const noScreenshot = { screenshot: { disable: true } };

async function expectAnyText(element: HTMLElement, options: string[]) {
  await waitFor(() =>
    expect(options.some((text) => element.textContent?.includes(text))).toBe(true),
  );
}

/** Status 0: Enter signs in, the dialog closes and the session is stored. */
export const SignInSucceeds: Story = {
  tags: ['mode-brand:main'],
  parameters: noScreenshot,
  play: async ({ loaded }) => {
    const environment = storyEnvironment({ loaded });
    const dialog = await findSignInDialog();
    await fillAndSubmit(dialog, demoEmail, demoPassword);
    await expectNoSignInDialog();
    await waitFor(() => expect(isSignedIn(environment)).toBe(true));
    await expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  },
};

/** Status 1: the server's description under the email field, focus on it, nothing lost. */
export const Status1InvalidUsername: Story = {
  parameters: { msw: { handlers: statusApi('signIn', { status: signInStatus.invalidUsername }) } },
  play: async () => {
    const dialog = await findSignInDialog();
    await fillAndSubmit(dialog, demoEmail, 'secret');
    const email = emailInput(dialog);
    await waitFor(() => expect(email).toHaveAttribute('aria-invalid', 'true'));
    await expect(email).toHaveFocus();
    await expectAnyText(dialog, serverDescriptions(signInStatus.invalidUsername));
    await expect(email).toHaveValue(demoEmail);
    await expect(passwordInput(dialog)).toHaveValue('secret');
  },
};

/** Status 2: the description under the password field. */
export const Status2InvalidPassword: Story = {
  parameters: { msw: { handlers: statusApi('signIn', { status: signInStatus.invalidPassword }) } },
  play: async () => {
    const dialog = await findSignInDialog();
    await fillAndSubmit(dialog, demoEmail, 'secret');
    const password = passwordInput(dialog);
    await waitFor(() => expect(password).toHaveAttribute('aria-invalid', 'true'));
    await expect(password).toHaveFocus();
    await expectAnyText(dialog, serverDescriptions(signInStatus.invalidPassword));
    await expect(emailInput(dialog)).not.toHaveAttribute('aria-invalid');
  },
};

/** Status 3: the dialog switches to reset password with the locked message, email kept. */
export const Status3AccountLocked: Story = {
  parameters: { msw: { handlers: statusApi('signIn', { status: signInStatus.accountLocked }) } },
  play: async () => {
    const dialog = await findSignInDialog();
    await fillAndSubmit(dialog, demoEmail, 'secret');
    await waitFor(() =>
      expect(within(dialog).getByRole('heading')).toHaveTextContent(
        copy('signIn:sections.resetPassword.title'),
      ),
    );
    await expect(within(dialog).getByRole('alert')).toHaveTextContent(
      copy('signIn:errors.lockedAccount'),
    );
    await expect(emailInput(dialog)).toHaveValue(demoEmail);
    await expect(emailInput(dialog)).toHaveFocus();
    await expect(submitButton(dialog)).toHaveTextContent(copy('signIn:submit.passwordReset'));
  },
};

/** Status 4: an error alert with the server's description. */
export const Status4GeneralError: Story = {
  parameters: { msw: { handlers: statusApi('signIn', { status: signInStatus.generalError }) } },
  play: async () => {
    const dialog = await findSignInDialog();
    await fillAndSubmit(dialog, demoEmail, 'secret');
    const alert = await findAlert();
    await expectAnyText(alert, serverDescriptions(signInStatus.generalError));
    await expect(alert).toHaveTextContent(copy('common:alert.errorTitle'));
  },
};

/** The error alert's OK (Enter) hides it; the dialog is still there with what was typed. */
export const Status4OkKeepsWhatWasTyped: Story = {
  tags: ['mode-brand:main'],
  parameters: {
    ...noScreenshot,
    msw: { handlers: statusApi('signIn', { status: signInStatus.generalError }) },
  },
  play: async () => {
    const dialog = await findSignInDialog();
    await fillAndSubmit(dialog, demoEmail, 'secret');
    await findAlert();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    const again = await findSignInDialog();
    await expect(emailInput(again)).toHaveValue(demoEmail);
    await expect(passwordInput(again)).toHaveValue('secret');
  },
};

/** Status 4 without a description: the common error message. */
export const Status4WithoutDescription: Story = {
  parameters: {
    msw: {
      handlers: statusApi('signIn', { status: signInStatus.generalError, description: null }),
    },
  },
  play: async () => {
    const dialog = await findSignInDialog();
    await fillAndSubmit(dialog, demoEmail, 'secret');
    const alert = await findAlert();
    await expect(alert).toHaveTextContent(copy('common:messages.commonError'));
  },
};

/** Status 5 (create): "account exists" under the email field. */
export const Status5AccountExists: Story = {
  args: { request: { mode: 'Create' } },
  parameters: {
    msw: { handlers: statusApi('createAccount', { status: signInStatus.accountExists }) },
  },
  play: async () => {
    const dialog = await findSignInDialog();
    await fillAndSubmit(dialog, demoEmail, 'new-secret');
    const email = emailInput(dialog);
    await waitFor(() => expect(email).toHaveAttribute('aria-invalid', 'true'));
    await expect(email).toHaveFocus();
    await expectAnyText(dialog, serverDescriptions(signInStatus.accountExists));
    await expect(passwordInput(dialog)).toHaveValue('new-secret');
  },
};

/** Status 6: "incorrect email or password" under the password field. */
export const Status6IncorrectEmailOrPassword: Story = {
  parameters: {
    msw: { handlers: statusApi('signIn', { status: signInStatus.incorrectEmailOrPassword }) },
  },
  play: async () => {
    const dialog = await findSignInDialog();
    await fillAndSubmit(dialog, demoEmail, 'wrong');
    const password = passwordInput(dialog);
    await waitFor(() => expect(password).toHaveAttribute('aria-invalid', 'true'));
    await expect(password).toHaveFocus();
    await expectAnyText(dialog, serverDescriptions(signInStatus.incorrectEmailOrPassword));
  },
};

/** An unknown status: the common error alert. */
export const UnknownStatus: Story = {
  parameters: { msw: { handlers: statusApi('signIn', { status: 42, description: 'Odd' }) } },
  play: async () => {
    const dialog = await findSignInDialog();
    await fillAndSubmit(dialog, demoEmail, 'secret');
    const alert = await findAlert();
    await expect(alert).toHaveTextContent(copy('common:messages.commonError'));
    await expect(alert).not.toHaveTextContent('Odd');
  },
};

/** No response at all: the common error alert, and what was typed stays. */
export const NoResponse: Story = {
  tags: ['mode-brand:main'],
  parameters: {
    ...noScreenshot,
    msw: { handlers: mockApi({ variants: { signIn: 'networkError' } }) },
  },
  play: async () => {
    const dialog = await findSignInDialog();
    await fillAndSubmit(dialog, demoEmail, 'secret');
    const alert = await findAlert();
    await expect(alert).toHaveTextContent(copy('common:messages.commonError'));
    await userEvent.click(within(alert).getByRole('button'));
    const again = await findSignInDialog();
    await expect(emailInput(again)).toHaveValue(demoEmail);
    await expect(passwordInput(again)).toHaveValue('secret');
  },
};

/**
 * Create with product info: the save-success alert, the member signed in, and the dialog only
 * hidden; OK closes it (save-document mode), so reopening shows empty fields.
 */
export const CreateWithProduct: Story = {
  args: { request: { mode: 'Create', productInfo: product } },
  play: async ({ loaded }) => {
    const environment = storyEnvironment({ loaded });
    const dialog = await findSignInDialog();
    await fillAndSubmit(dialog, 'new.member@example.com', 'new-secret');
    const alert = await findAlert();
    await expect(alert).toHaveTextContent(copy('signIn:alerts.saveSuccess.title'));
    await expect(alert).toHaveTextContent(copy('signIn:alerts.saveSuccess.message'));
    await expect(isSignedIn(environment)).toBe(true);
    // Hidden, not only covered by the alert.
    await expect(screen.queryByRole('dialog', { hidden: true })).not.toBeInTheDocument();
  },
};

/** After the save-success alert: OK closes the dialog and clears it. */
export const CreateWithProductOkCloses: Story = {
  tags: ['mode-brand:main'],
  args: { request: { mode: 'Create', productInfo: product } },
  parameters: noScreenshot,
  play: async ({ canvasElement }) => {
    const dialog = await findSignInDialog();
    await fillAndSubmit(dialog, 'new.member@example.com', 'new-secret');
    const alert = await findAlert();
    await userEvent.click(within(alert).getByRole('button'));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await expectNoSignInDialog();
    await userEvent.click(within(canvasElement).getByRole('button'));
    const reopened = await findSignInDialog();
    await expect(emailInput(reopened)).toHaveValue('');
    await expect(passwordInput(reopened)).toHaveValue('');
  },
};

/**
 * Reset password: the "password email sent" alert names the address; OK hides the alert and
 * the dialog is back on sign in with the address kept.
 */
export const ResetEmailSent: Story = {
  play: async () => {
    const dialog = await findSignInDialog();
    await userEvent.click(
      within(dialog).getByRole('button', { name: copy('signIn:forgotPassword') }),
    );
    await waitFor(() => expect(emailInput(dialog)).toHaveFocus());
    await userEvent.keyboard(` ${demoEmail.toUpperCase()}{Enter}`);
    const alert = await findAlert();
    await expect(alert).toHaveTextContent(copy('signIn:alerts.passwordEmailSent.title'));
    await expect(alert).toHaveTextContent(
      copy('signIn:alerts.passwordEmailSent.message', { email: demoEmail }),
    );
  },
};

/** After the reset alert: OK hides it (not save-document mode); the dialog shows sign in. */
export const ResetEmailSentOkHidesAlert: Story = {
  tags: ['mode-brand:main'],
  parameters: noScreenshot,
  play: async () => {
    const dialog = await findSignInDialog();
    await userEvent.click(
      within(dialog).getByRole('button', { name: copy('signIn:forgotPassword') }),
    );
    await waitFor(() => expect(emailInput(dialog)).toHaveFocus());
    await userEvent.keyboard(`${demoEmail}{Enter}`);
    const alert = await findAlert();
    await userEvent.click(within(alert).getByRole('button'));
    const again = await findSignInDialog();
    await expect(within(again).getByRole('heading')).toHaveTextContent(
      copy('signIn:sections.signIn.title'),
    );
    await expect(emailInput(again)).toHaveValue(demoEmail);
  },
};

/** In save-document mode the reset alert's OK closes the dialog. */
export const ResetInSaveDocumentModeOkCloses: Story = {
  tags: ['mode-brand:main'],
  args: { request: { mode: 'SignIn', productInfo: product } },
  parameters: noScreenshot,
  play: async () => {
    const dialog = await findSignInDialog();
    await userEvent.click(
      within(dialog).getByRole('button', { name: copy('signIn:forgotPassword') }),
    );
    await waitFor(() => expect(emailInput(dialog)).toHaveFocus());
    await userEvent.keyboard(`${demoEmail}{Enter}`);
    const alert = await findAlert();
    await userEvent.click(within(alert).getByRole('button'));
    await expectNoSignInDialog();
  },
};

/**
 * Keyboard only: Tab goes email → password → show password → forgot password → submit; the
 * email is normalised as typed; Enter in the password field submits.
 */
export const KeyboardSignIn: Story = {
  tags: ['mode-brand:main'],
  parameters: noScreenshot,
  play: async ({ loaded }) => {
    const environment = storyEnvironment({ loaded });
    const dialog = await findSignInDialog();
    const email = emailInput(dialog);
    const password = passwordInput(dialog);
    await userEvent.click(email);
    await userEvent.keyboard(' Active-Yearly@Example.COM');
    await expect(email).toHaveValue(demoEmail);
    await userEvent.tab();
    await expect(password).toHaveFocus();
    await userEvent.tab();
    await expect(
      within(dialog).getByRole('button', { name: copy('ds:password.show') }),
    ).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await userEvent.tab();
    await expect(
      within(dialog).getByRole('button', { name: copy('signIn:forgotPassword') }),
    ).toHaveFocus();
    await userEvent.tab();
    await expect(submitButton(dialog)).toHaveFocus();
    await userEvent.click(password);
    await userEvent.keyboard(`${demoPassword}{Enter}`);
    await expectNoSignInDialog();
    await waitFor(() => expect(isSignedIn(environment)).toBe(true));
  },
};

/** The section links by keyboard: focus lands in the email field of the new section. */
export const KeyboardSwitchesSections: Story = {
  tags: ['mode-brand:main'],
  parameters: noScreenshot,
  play: async () => {
    const dialog = await findSignInDialog();
    await userEvent.click(emailInput(dialog));
    await userEvent.keyboard(demoEmail);
    const createLink = within(dialog).getByRole('link', {
      name: copy('signIn:sections.create.switchLink'),
    });
    createLink.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() =>
      expect(within(dialog).getByRole('heading')).toHaveTextContent(
        copy('signIn:sections.create.title'),
      ),
    );
    await expect(emailInput(dialog)).toHaveFocus();
    await expect(emailInput(dialog)).toHaveValue(demoEmail);
    within(dialog)
      .getByRole('link', { name: copy('signIn:sections.signIn.switchLink') })
      .focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() =>
      expect(within(dialog).getByRole('heading')).toHaveTextContent(
        copy('signIn:sections.signIn.title'),
      ),
    );
  },
};

/** Esc closes; closing clears fields and errors, so the dialog reopens empty. */
export const CloseClearsFields: Story = {
  tags: ['mode-brand:main'],
  parameters: noScreenshot,
  play: async ({ canvasElement }) => {
    const dialog = await findSignInDialog();
    await fillAndSubmit(dialog, 'not-an-email');
    await waitFor(() => expect(emailInput(dialog)).toHaveAttribute('aria-invalid', 'true'));
    await userEvent.keyboard('{Escape}');
    await expectNoSignInDialog();
    await userEvent.click(within(canvasElement).getByRole('button'));
    const reopened = await findSignInDialog();
    await expect(emailInput(reopened)).toHaveValue('');
    await expect(emailInput(reopened)).not.toHaveAttribute('aria-invalid');
  },
};

/** "No thanks" closes the dialog. */
export const NoThanksCloses: Story = {
  tags: ['mode-brand:main'],
  parameters: noScreenshot,
  play: async () => {
    const dialog = await findSignInDialog();
    await userEvent.click(within(dialog).getByRole('link', { name: copy('signIn:noThanks') }));
    await expectNoSignInDialog();
  },
};

/** The disclaimer's links ask for the terms, privacy and email-policy dialogs. */
export const DisclaimerLinksOpenPolicies: Story = {
  tags: ['mode-brand:main'],
  parameters: noScreenshot,
  play: async ({ loaded }) => {
    const environment = storyEnvironment({ loaded });
    const dialog = await findSignInDialog();
    const links = within(dialog).getAllByRole('link');
    const policies = links.slice(-3);
    const kinds: string[] = [];
    for (const link of policies) {
      link.focus();
      await userEvent.keyboard('{Enter}');
      kinds.push(storyStore(environment).get(openPolicyDialogAtom)?.kind ?? '');
    }
    await expect(kinds.sort()).toEqual(['EMAILPOLICY', 'PRIVACYPOLICY', 'TERMS']);
  },
};
