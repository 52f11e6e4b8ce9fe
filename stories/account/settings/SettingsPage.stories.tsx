import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { SettingsPage } from '../../../src/account/settings/SettingsPage';
import { members } from '../../../src/platform/fixtures';
import { mockApi } from '../../../src/platform/mocks/handlers';
import { loadShellAlertDialog } from '../../../src/shell/alerts';
import { copy } from '../../support/copy';
import { findOverlay } from '../../support/findOverlay';
import { preloadChunks } from '../../support/preloadChunks';
import { AccountStory } from '../support/AccountStory';

/**
 * Account Settings (`/my-account/settings`): the sign-in address and its change, the
 * email-promotion switch and the saved payment methods. The email preference drives the
 * delegate rules (§6), the session's `hasPassword` the change-email form.
 */
const meta = {
  title: 'Account/Settings/SettingsPage',
  component: SettingsPage,
  loaders: [preloadChunks(loadShellAlertDialog)],
  parameters: { layout: 'padded' },
  render: (_args, { parameters }) => (
    <AccountStory member={parameters.member ?? members.activeYearly} path="/settings">
      <SettingsPage />
    </AccountStory>
  ),
} satisfies Meta<typeof SettingsPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A member with a password and email promotions on. */
export const Example: Story = {
  parameters: {
    member: members.activeYearly,
    msw: { handlers: mockApi({ member: members.activeYearly }) },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const toggle = await canvas.findByRole('switch', {
      name: copy('settings:emailPreference.label'),
    });
    await expect(toggle).toBeChecked();
    await expect(toggle).not.toHaveAttribute('aria-readonly', 'true');
    await expect(
      canvas.getByRole('form', { name: copy('settings:email.change') }),
    ).toBeInTheDocument();
    await expect(
      canvas.getByText(
        copy('settings:email.current', { email: members.activeYearly.user.username }),
      ),
    ).toBeInTheDocument();
  },
};

/** Promotions off (a free member without subscriptions). */
export const PromotionsOff: Story = {
  parameters: {
    member: members.noSubscriptions,
    msw: { handlers: mockApi({ member: members.noSubscriptions }) },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const toggle = await canvas.findByRole('switch', {
      name: copy('settings:emailPreference.label'),
    });
    await expect(toggle).not.toBeChecked();
    // The payment methods load on their own: the page is whole once they have (no saved card).
    await expect(
      await canvas.findByText(copy('paymentMethods:empty'), {}, { timeout: 5000 }),
    ).toBeVisible();
  },
};

/**
 * A delegate member (the account is managed by another member, §6): the preference is
 * read-only with the delegate note, and the address is the managing member's to change.
 */
export const Delegate: Story = {
  parameters: {
    member: members.delegate,
    msw: { handlers: mockApi({ member: members.delegate }) },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const toggle = await canvas.findByRole('switch', {
      name: copy('settings:emailPreference.label'),
    });
    await expect(toggle).toHaveAccessibleDescription(copy('settings:emailPreference.delegateNote'));
    await expect(canvas.getByText(copy('settings:email.delegateNote'))).toBeInTheDocument();
    await expect(canvas.queryByRole('form')).not.toBeInTheDocument();
    await expect(canvas.queryByText(copy('settings:email.noPassword'))).not.toBeInTheDocument();
  },
};

const noPasswordMember = {
  ...members.delegate,
  id: 'no-password',
  emailPreference: { emailPromotions: false, isDelegate: false },
};

/** No password (and not a delegate): the explanation and a link by email to set one. */
export const NoPassword: Story = {
  parameters: {
    member: noPasswordMember,
    msw: { handlers: mockApi({ member: noPasswordMember }) },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(copy('settings:email.noPassword'))).toBeInTheDocument();
    await expect(
      canvas.getByRole('button', { name: copy('settings:email.setPassword') }),
    ).toBeInTheDocument();
    await expect(canvas.queryByRole('form')).not.toBeInTheDocument();
  },
};

/** The email preference is still loading: both email sections wait for it. */
export const Loading: Story = {
  parameters: {
    msw: {
      handlers: mockApi({ variants: { getEmailPreference: 'loading', paymentMethods: 'loading' } }),
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { name: copy('account:pages.settings') }),
    ).toBeInTheDocument();
    await expect(canvas.queryByRole('switch')).not.toBeInTheDocument();
  },
};

/**
 * The email preference failed to load: the page's error dialog (the GET's `show` policy) over
 * the designed failed state (message and Try again); the change-email form stays available.
 */
export const PreferenceLoadFailed: Story = {
  parameters: { msw: { handlers: mockApi({ variants: { getEmailPreference: 'failure' } }) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The dialog is answered (Enter on Close) so the screenshot shows the page's own state.
    const dialog = await findOverlay(screen, 'alertdialog');
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    await expect(
      await canvas.findByText(copy('settings:emailPreference.loadFailed')),
    ).toBeInTheDocument();
    await expect(
      canvas.getByRole('button', { name: copy('common:actions.tryAgain') }),
    ).toBeInTheDocument();
    await expect(
      canvas.getByRole('form', { name: copy('settings:email.change') }),
    ).toBeInTheDocument();
  },
};
