import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { signInStatus } from '../../../src/platform/api/contract';
import { mockApi } from '../../../src/platform/mocks/handlers';
import { loadShellAlertDialog } from '../../../src/shell/alerts';
import {
  DEFAULT_MY_DOCUMENTS_PATH,
  loadSignInDialog,
  SignInDialog,
} from '../../../src/shell/sign-in';
import { findOverlay } from '../../support/findOverlay';
import { preloadChunks } from '../../support/preloadChunks';
import { addressesLeftFor, isSignedIn, storyEnvironment } from '../../support/storyEnvironment';
import { SignInHarness, type SignInHarnessProps } from './SignInHarness';
import { serverDescriptions, statusApi } from './signInMocks';
import {
  copy,
  emailInput,
  expectNoSignInDialog,
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

/**
 * The save-document create-account redesign (page-shell §2; experiment saveDocumentRedesign,
 * variation N, US only): the sign-in dialog opened to create an account with product info
 * shows a heading, three benefits, the create form and "maybe next time". A successful create
 * opens its success dialog: "continue editing" stays on the page, "save and exit" opens My
 * Documents.
 */
const meta = {
  title: 'Shell/SignIn/SaveDocumentDialog',
  component: SignInDialog,
  render: (args) => (
    <SignInHarness {...args}>
      <SignInDialog />
    </SignInHarness>
  ),
  loaders: [preloadChunks(loadSignInDialog, loadShellAlertDialog)],
  args: { request: { mode: 'Create', productInfo: product } },
  globals: { country: 'US', exp_saveDocumentRedesign: 'N' },
  parameters: { layout: 'fullscreen', msw: { handlers: mockApi() } },
} satisfies Meta<Omit<SignInHarnessProps, 'children'>>;
export default meta;
type Story = StoryObj<typeof meta>;

const noScreenshot = { screenshot: { disable: true } };

async function findSuccessDialog() {
  return findOverlay(screen, 'dialog', { name: copy('signIn:saveDocument.success.title') });
}

/** Variation N in the US: heading, the three benefits, the create form, maybe next time. */
export const Example: Story = {
  tags: ['text'],
  play: async () => {
    const dialog = await findSignInDialog();
    await expect(within(dialog).getByRole('heading')).toHaveTextContent(
      copy('signIn:saveDocument.heading'),
    );
    const items = within(within(dialog).getByRole('list')).getAllByRole('listitem');
    await expect(items.map((item) => item.textContent)).toEqual([
      copy('signIn:saveDocument.benefits.create'),
      copy('signIn:saveDocument.benefits.save'),
      copy('signIn:saveDocument.benefits.support'),
    ]);
    await expect(emailInput(dialog)).toHaveAttribute('autocomplete', 'email');
    await expect(passwordInput(dialog)).toHaveAttribute('autocomplete', 'new-password');
    await expect(submitButton(dialog)).toHaveTextContent(copy('signIn:submit.saveDocument'));
    await expect(
      within(dialog).getByRole('link', { name: copy('signIn:saveDocument.maybeNextTime') }),
    ).toBeVisible();
  },
};

/** The control (C) keeps the classic create section. */
export const ControlVariation: Story = {
  globals: { country: 'US', exp_saveDocumentRedesign: 'C' },
  play: async () => {
    const dialog = await findSignInDialog();
    await expect(within(dialog).getByRole('heading')).toHaveTextContent(
      copy('signIn:sections.create.title'),
    );
    await expect(within(dialog).queryByRole('list')).not.toBeInTheDocument();
  },
};

/** Outside the US the redesign never shows, even when forced. */
export const OutsideUs: Story = {
  tags: ['mode-brand:main'],
  globals: { country: 'GB', exp_saveDocumentRedesign: 'N' },
  parameters: noScreenshot,
  play: async () => {
    const dialog = await findSignInDialog();
    await expect(within(dialog).getByRole('heading')).toHaveTextContent(
      copy('signIn:sections.create.title'),
    );
  },
};

/** An empty submit: the email error, focused, in the redesign too. */
export const ValidationError: Story = {
  play: async () => {
    const dialog = await findSignInDialog();
    await userEvent.click(submitButton(dialog));
    await waitFor(() => expect(emailInput(dialog)).toHaveFocus());
    await expect(emailInput(dialog)).toHaveAccessibleDescription(
      copy('signIn:errors.invalidEmail'),
    );
  },
};

/** Status 5: the address already has an account, under the email field. */
export const AccountExists: Story = {
  parameters: {
    msw: { handlers: statusApi('createAccount', { status: signInStatus.accountExists }) },
  },
  play: async () => {
    const dialog = await findSignInDialog();
    await fillAndSubmit(dialog, 'active-yearly@example.com', 'new-secret');
    await waitFor(() => expect(emailInput(dialog)).toHaveFocus());
    const descriptions = serverDescriptions(signInStatus.accountExists);
    await waitFor(() =>
      expect(descriptions.some((text) => dialog.textContent?.includes(text))).toBe(true),
    );
  },
};

/** A successful create: the success dialog, the member signed in, the form only hidden. */
export const Success: Story = {
  play: async ({ loaded }) => {
    const environment = storyEnvironment({ loaded });
    const dialog = await findSignInDialog();
    await fillAndSubmit(dialog, 'new.member@example.com', 'new-secret');
    const success = await findSuccessDialog();
    await expect(
      within(success).getByRole('button', {
        name: copy('signIn:saveDocument.success.continueEditing'),
      }),
    ).toBeVisible();
    await expect(
      within(success).getByRole('button', {
        name: copy('signIn:saveDocument.success.saveAndExit'),
      }),
    ).toBeVisible();
    await expect(isSignedIn(environment)).toBe(true);
    await expect(screen.getAllByRole('dialog')).toHaveLength(1);
  },
};

/** "Continue editing" closes everything and stays on the page. */
export const ContinueEditing: Story = {
  tags: ['mode-brand:main'],
  parameters: noScreenshot,
  play: async ({ loaded }) => {
    const environment = storyEnvironment({ loaded });
    const dialog = await findSignInDialog();
    await fillAndSubmit(dialog, 'new.member@example.com', 'new-secret');
    const success = await findSuccessDialog();
    await userEvent.click(
      within(success).getByRole('button', {
        name: copy('signIn:saveDocument.success.continueEditing'),
      }),
    );
    await expectNoSignInDialog();
    await expect(addressesLeftFor(environment)).toEqual([]);
  },
};

/** "Save and exit" closes everything and opens My Documents. */
export const SaveAndExit: Story = {
  tags: ['mode-brand:main'],
  parameters: noScreenshot,
  play: async ({ loaded }) => {
    const environment = storyEnvironment({ loaded });
    const dialog = await findSignInDialog();
    await fillAndSubmit(dialog, 'new.member@example.com', 'new-secret');
    const success = await findSuccessDialog();
    within(success)
      .getByRole('button', { name: copy('signIn:saveDocument.success.saveAndExit') })
      .focus();
    await userEvent.keyboard('{Enter}');
    await expectNoSignInDialog();
    await waitFor(() =>
      expect(addressesLeftFor(environment).join(' ')).toMatch(
        new RegExp(`${DEFAULT_MY_DOCUMENTS_PATH}|mydocuments`, 'i'),
      ),
    );
  },
};

/** "Maybe next time" closes the dialog without signing in. */
export const MaybeNextTime: Story = {
  tags: ['mode-brand:main'],
  parameters: noScreenshot,
  play: async ({ loaded }) => {
    const environment = storyEnvironment({ loaded });
    const dialog = await findSignInDialog();
    await userEvent.click(
      within(dialog).getByRole('link', { name: copy('signIn:saveDocument.maybeNextTime') }),
    );
    await expectNoSignInDialog();
    await expect(isSignedIn(environment)).toBe(false);
  },
};
