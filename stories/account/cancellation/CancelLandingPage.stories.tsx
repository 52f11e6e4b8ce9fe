import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, within } from 'storybook/test';
import {
  CancelLandingPage,
  loadQuickCancelDialog,
  loadRetentionDialog,
} from '../../../src/account/cancellation/screens';
import { accountHref } from '../../../src/account/navigation';
import { members, subscriptions } from '../../../src/platform/fixtures';
import { formatMoney } from '../../../src/platform/format/money';
import { mockApi } from '../../../src/platform/mocks/handlers';
import { copy } from '../../support/copy';
import { findOverlay } from '../../support/findOverlay';
import { preloadChunks } from '../../support/preloadChunks';
import { AccountStory } from '../support/AccountStory';

/**
 * The cancellation funnel (`/subscriptions/cancel_v2`, US/CA/GB/AU): the landing (what the
 * member keeps and what stops; the yearly alternative; a calendar reminder; keep or continue)
 * and its reason step (`&step=reason`). The member-cancel-funnel variations add a dialog to
 * "Continue to cancel": N a retention recap, F a one-step confirm. Behaviour:
 * `CancelLandingPage.flows`.
 */
const meta = {
  title: 'Account/Cancellation/CancelLandingPage',
  component: CancelLandingPage,
  loaders: [preloadChunks(loadRetentionDialog, loadQuickCancelDialog)],
  parameters: { layout: 'padded' },
  render: (_args, { parameters }) => (
    <AccountStory
      member={parameters.member ?? members.activeMonthly}
      path={parameters.path ?? landing}
      routePath="/subscriptions/cancel_v2"
    >
      <CancelLandingPage />
    </AccountStory>
  ),
} satisfies Meta<typeof CancelLandingPage>;
export default meta;
type Story = StoryObj<typeof meta>;

const landing = accountHref.cancelV2({
  subscriptionId: subscriptions.activeMonthly.subscriptionId,
});
const reasonStep = `${landing}&step=reason`;

/** A monthly member: keep/stop, the annual plan at the upgrade path's monthly cost, a reminder. */
export const Example: Story = {
  tags: ['text'],
  parameters: { msw: { handlers: mockApi({ member: members.activeMonthly }) } },
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByTestId('cancel-landing', {}, { timeout: 5000 })).toBeVisible();
    // In the subscription's currency, whichever site the member is on.
    const amount = formatMoney(
      7.99,
      globals.locale as string,
      subscriptions.activeMonthly.countryCode,
    );
    // Intl writes a no-break space before €; Testing Library normalises text to plain spaces.
    const offer = copy('cancellation:landing.yearlyBody', { amount }).replace(/\s+/g, ' ');
    await expect(canvas.getByText(offer)).toBeVisible();
    await expect(
      canvas.getByRole('link', { name: copy('cancellation:reminder.set') }),
    ).toHaveAttribute('href', accountHref.reminderV2({ remindDate: '2026-03-29T09:00:00' }));
  },
};

/** The reason step: the country's reasons and the free text, nothing chosen yet. */
export const ReasonStep: Story = {
  tags: ['text'],
  parameters: { path: reasonStep, msw: { handlers: mockApi({ member: members.activeMonthly }) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const group = await canvas.findByRole(
      'radiogroup',
      { name: copy('cancellation:reasons.label') },
      { timeout: 5000 },
    );
    await expect(within(group).getAllByRole('radio').length).toBeGreaterThanOrEqual(6);
    await expect(
      canvas.getByRole('textbox', { name: copy('cancellation:freeText.label') }),
    ).toBeVisible();
  },
};

/** France (§6): the reasons without "something else". */
export const FranceWithoutSomethingElse: Story = {
  tags: ['mode-brand:fr-legal'],
  globals: { brand: 'fr-legal', country: 'FR', locale: 'fr-FR' },
  parameters: {
    member: members.france,
    path: `${accountHref.cancelV2({ subscriptionId: subscriptions.activeYearly.subscriptionId })}&step=reason`,
    msw: { handlers: mockApi({ member: members.france }) },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const group = await canvas.findByRole(
      'radiogroup',
      { name: copy('cancellation:reasons.label') },
      { timeout: 5000 },
    );
    await expect(within(group).getAllByRole('radio')).toHaveLength(6);
    await expect(
      within(group).queryByRole('radio', { name: copy('cancellation:reasons.somethingElse') }),
    ).toBeNull();
  },
};

/** Member-cancel-funnel N (US): "Continue to cancel" opens the retention recap first. */
export const RetentionDialogN: Story = {
  tags: ['mode-brand:main'],
  globals: { exp_memberCancelFunnel: 'N' },
  parameters: { msw: { handlers: mockApi({ member: members.activeMonthly }) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const next = await canvas.findByRole(
      'button',
      { name: copy('cancellation:landing.continue') },
      { timeout: 5000 },
    );
    next.focus();
    await userEvent.keyboard('{Enter}');
    const dialog = await findOverlay(screen, 'dialog', {
      name: copy('cancellation:dialogs.retentionTitle'),
    });
    await expect(
      within(dialog).getByRole('button', { name: copy('cancellation:keep') }),
    ).toHaveFocus();
  },
};

/** Member-cancel-funnel F (US): "Continue to cancel" asks once and would cancel at once. */
export const QuickConfirmDialogF: Story = {
  tags: ['mode-brand:main'],
  globals: { exp_memberCancelFunnel: 'F' },
  parameters: { msw: { handlers: mockApi({ member: members.activeMonthly }) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const next = await canvas.findByRole(
      'button',
      { name: copy('cancellation:landing.continue') },
      { timeout: 5000 },
    );
    next.focus();
    await userEvent.keyboard('{Enter}');
    const dialog = await findOverlay(screen, 'alertdialog');
    await expect(
      within(dialog).getByRole('button', { name: copy('cancellation:dialogs.quickConfirm') }),
    ).toBeVisible();
  },
};
