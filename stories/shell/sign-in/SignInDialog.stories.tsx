import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { mockApi } from '../../../src/platform/mocks/handlers';
import {
  EMAIL_MAX_LENGTH,
  PASSWORD_MAX_LENGTH,
} from '../../../src/platform/validation/credentials';
import { loadShellAlertDialog } from '../../../src/shell/alerts';
import { loadSignInDialog, SignInDialog } from '../../../src/shell/sign-in';
import { showPasswordVisibilityToggle } from '../../../src/shell/sign-in/rules';
import { preloadChunks } from '../../support/preloadChunks';
import { SignInHarness, type SignInHarnessProps } from './SignInHarness';
import {
  copy,
  demoEmail,
  emailInput,
  fillAndSubmit,
  findSignInDialog,
  passwordInput,
  submitButton,
} from './signInPlay';

const product = {
  productName: 'Last Will and Testament',
  productCode: 'WILL',
  documentId: 'doc-1',
};

type Args = Omit<SignInHarnessProps, 'children'> & {
  /** Story-only: opens in save-document mode with a product. */
  withProduct?: boolean;
};

function Render({ request, withProduct, ...props }: Args) {
  const base = request ?? { mode: 'SignIn' as const };
  return (
    <SignInHarness {...props} request={withProduct ? { ...base, productInfo: product } : base}>
      <SignInDialog />
    </SignInHarness>
  );
}

/**
 * The sign-in dialog (page-shell §2 Sign-in dialog, §4, §5): sign in, reset password and
 * create account, switched by links; email and password with password-manager hints; the
 * show/hide button (not in Canada); "no thanks"; the disclaimer with the policy dialogs.
 * Behaviour by status code lives in the flows stories.
 */
const meta = {
  title: 'Shell/SignIn/SignInDialog',
  component: SignInDialog,
  loaders: [preloadChunks(loadSignInDialog, loadShellAlertDialog)],
  render: (args) => <Render {...args} />,
  args: { request: { mode: 'SignIn', showCloseButton: true }, openOnMount: true },
  parameters: { layout: 'fullscreen', msw: { handlers: mockApi() } },
} satisfies Meta<Args>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The sign-in section, as a guest first sees it. */
export const Example: Story = {
  tags: ['text'],
  play: async ({ globals }) => {
    const dialog = await findSignInDialog();
    await expect(within(dialog).getByRole('heading')).toHaveTextContent(
      copy('signIn:sections.signIn.title'),
    );
    const email = emailInput(dialog);
    await expect(email).toHaveAttribute('autocomplete', 'username');
    await expect(email).toHaveAttribute('type', 'email');
    await expect(email).toHaveAttribute('maxlength', String(EMAIL_MAX_LENGTH));
    const password = passwordInput(dialog);
    await expect(password).toHaveAttribute('autocomplete', 'current-password');
    await expect(password).toHaveAttribute('maxlength', String(PASSWORD_MAX_LENGTH));
    // The show/hide button, except in Canada (see Canada).
    const reveal = within(dialog).queryByRole('button', { name: copy('ds:password.show') });
    if (showPasswordVisibilityToggle(String(globals.country))) await expect(reveal).toBeVisible();
    else await expect(reveal).not.toBeInTheDocument();
    await expect(submitButton(dialog)).toHaveTextContent(copy('signIn:submit.signIn'));
    await expect(
      within(dialog).getByRole('button', { name: copy('signIn:forgotPassword') }),
    ).toBeVisible();
    await expect(within(dialog).getByRole('link', { name: copy('signIn:noThanks') })).toBeVisible();
    // Disclaimer: terms, privacy and email policy.
    await expect(within(dialog).getAllByRole('link')).toHaveLength(5);
  },
};

/** Create account: `email` and `new-password` hints, "create account". */
export const CreateAccount: Story = {
  tags: ['text'],
  args: { request: { mode: 'Create' } },
  play: async () => {
    const dialog = await findSignInDialog();
    await expect(within(dialog).getByRole('heading')).toHaveTextContent(
      copy('signIn:sections.create.title'),
    );
    await expect(emailInput(dialog)).toHaveAttribute('autocomplete', 'email');
    await expect(passwordInput(dialog)).toHaveAttribute('autocomplete', 'new-password');
    await expect(submitButton(dialog)).toHaveTextContent(copy('signIn:submit.createAccount'));
    await expect(
      within(dialog).queryByRole('button', { name: copy('signIn:forgotPassword') }),
    ).not.toBeInTheDocument();
  },
};

/** Creating with product info (save-document mode): the button says "save document". */
export const SaveDocumentMode: Story = {
  args: { request: { mode: 'Create' }, withProduct: true },
  play: async () => {
    const dialog = await findSignInDialog();
    await expect(submitButton(dialog)).toHaveTextContent(copy('signIn:submit.saveDocument'));
  },
};

/** Forgot password opens the reset section: email only, "password reset". */
export const ResetPassword: Story = {
  play: async () => {
    const dialog = await findSignInDialog();
    await userEvent.click(
      within(dialog).getByRole('button', { name: copy('signIn:forgotPassword') }),
    );
    await waitFor(() =>
      expect(within(dialog).getByRole('heading')).toHaveTextContent(
        copy('signIn:sections.resetPassword.title'),
      ),
    );
    await expect(emailInput(dialog)).toHaveAttribute('autocomplete', 'email');
    await expect(emailInput(dialog)).toHaveFocus();
    await expect(dialog.querySelector('input[type="password"]')).toBeNull();
    await expect(submitButton(dialog)).toHaveTextContent(copy('signIn:submit.passwordReset'));
    await expect(dialog).toHaveTextContent(copy('signIn:sections.resetPassword.instructions'));
  },
};

/** Canada: no show/hide password button (page-shell §2, §9). */
export const Canada: Story = {
  globals: { country: 'CA' },
  play: async () => {
    const dialog = await findSignInDialog();
    await expect(passwordInput(dialog)).toBeVisible();
    await expect(
      within(dialog).queryByRole('button', { name: copy('ds:password.show') }),
    ).not.toBeInTheDocument();
  },
};

/** Opened without its close button: "no thanks" is the way out. */
export const WithoutCloseButton: Story = {
  args: { request: { mode: 'SignIn', showCloseButton: false } },
  play: async () => {
    const dialog = await findSignInDialog();
    await expect(
      within(dialog).queryByRole('button', { name: copy('ds:dialog.close') }),
    ).not.toBeInTheDocument();
    await expect(within(dialog).getByRole('link', { name: copy('signIn:noThanks') })).toBeVisible();
  },
};

/** While the call runs: the loading text on a pending button, announced, fields kept. */
export const Loading: Story = {
  parameters: { msw: { handlers: mockApi({ variants: { signIn: 'loading' } }) } },
  play: async () => {
    const dialog = await findSignInDialog();
    await fillAndSubmit(dialog, demoEmail, 'secret');
    const loading = copy('signIn:loading.signingIn');
    await waitFor(() => expect(submitButton(dialog)).toHaveTextContent(loading));
    await expect(within(dialog).getByRole('status')).toHaveTextContent(loading);
    await expect(emailInput(dialog)).toHaveValue(demoEmail);
    await expect(emailInput(dialog)).toHaveAttribute('readonly');
  },
};

/** An empty submit: the email error first, announced, with focus on the email field. */
export const ValidationEmail: Story = {
  play: async () => {
    const dialog = await findSignInDialog();
    await userEvent.click(submitButton(dialog));
    const email = emailInput(dialog);
    await waitFor(() => expect(email).toHaveFocus());
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(email).toHaveAccessibleDescription(copy('signIn:errors.invalidEmail'));
    // Only the first invalid field is reported (page-shell §5).
    await expect(passwordInput(dialog)).not.toHaveAttribute('aria-invalid');
  },
};

/** A valid email without a password: the password error, with focus there. */
export const ValidationPassword: Story = {
  play: async () => {
    const dialog = await findSignInDialog();
    await fillAndSubmit(dialog, demoEmail);
    const password = passwordInput(dialog);
    await waitFor(() => expect(password).toHaveFocus());
    await expect(password).toHaveAccessibleDescription(copy('signIn:errors.invalidPassword'));
    await expect(emailInput(dialog)).not.toHaveAttribute('aria-invalid');
  },
};
