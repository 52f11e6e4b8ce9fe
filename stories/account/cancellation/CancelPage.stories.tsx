import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { CancelPage } from '../../../src/account/cancellation/screens';
import { accountHref } from '../../../src/account/navigation';
import { members, subscriptions } from '../../../src/platform/fixtures';
import { formatServerDate } from '../../../src/platform/format/dates';
import { mockApi } from '../../../src/platform/mocks/handlers';
import { loadShellAlertDialog } from '../../../src/shell/alerts';
import { copy } from '../../support/copy';
import { preloadChunks } from '../../support/preloadChunks';
import { AccountStory } from '../support/AccountStory';

/**
 * The plain cancel page (`/subscriptions/cancel`, every country): the subscription named, what
 * the member keeps (access and document licenses, until when) and what stops (renewal, the next
 * charge), "Confirm cancellation" and "Keep my subscription". Behaviour: `CancelPage.flows`.
 */
const meta = {
  title: 'Account/Cancellation/CancelPage',
  component: CancelPage,
  loaders: [preloadChunks(loadShellAlertDialog)],
  parameters: { layout: 'padded' },
  render: (_args, { parameters }) => (
    <AccountStory
      member={parameters.member ?? members.activeYearly}
      path={parameters.path}
      routePath="/subscriptions/cancel"
    >
      <CancelPage />
    </AccountStory>
  ),
} satisfies Meta<typeof CancelPage>;
export default meta;
type Story = StoryObj<typeof meta>;

const date = (text: string | null | undefined) =>
  formatServerDate(text, document.documentElement.lang || 'en-US') ?? '';

/** A paid yearly plan with a permanent and a renewal-bound license. */
export const Example: Story = {
  parameters: {
    member: members.activeYearly,
    path: accountHref.cancel({ subscriptionId: subscriptions.activeYearly.subscriptionId }),
    msw: { handlers: mockApi({ member: members.activeYearly }) },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const name = copy('subscriptions:kinds.oneYearPro');
    await expect(
      await canvas.findByRole('heading', {
        level: 2,
        name: copy('cancellation:plain.title', { name }),
      }),
    ).toBeVisible();
    await expect(
      canvas.getByText(
        copy('cancellation:summary.accessUntil', {
          name,
          date: date(subscriptions.activeYearly.nextChargeDate),
        }),
      ),
    ).toBeVisible();
    await expect(canvas.getByText(copy('cancellation:summary.renewal', { name }))).toBeVisible();
    await expect(canvas.getByRole('button', { name: copy('cancellation:confirm') })).toBeEnabled();
  },
};

/** An initial trial: trial wording, no licenses, the first charge that will not happen. */
export const Trial: Story = {
  parameters: {
    member: members.initialTrial,
    path: accountHref.cancel({
      subscriptionId: subscriptions.initialTrial.subscriptionId,
      isTrial: true,
    }),
    msw: { handlers: mockApi({ member: members.initialTrial }) },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const _name = copy('subscriptions:kinds.trialSubscription');
    await expect(
      await canvas.findByRole('heading', {
        level: 2,
        name: copy('cancellation:trial.title'),
      }),
    ).toBeVisible();
    await expect(
      canvas.getByText(
        copy('cancellation:trial.body', { date: date(subscriptions.initialTrial.nextChargeDate) }),
      ),
    ).toBeVisible();
    await expect(canvas.getByText(copy('cancellation:summary.noLicenses'))).toBeVisible();
  },
};

/** A non-numeric `subscriptionId`: what is wrong and the way back, never a crash. */
export const InvalidQuery: Story = {
  parameters: {
    path: '/subscriptions/cancel?subscriptionId=abc',
    msw: { handlers: mockApi() },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByTestId('invalid-query')).toBeVisible();
    // The way back: the subscriptions list, or the combined tab where the site has no list tab.
    await expect(
      canvas.getByRole('link', { name: copy('account:invalidQuery.back') }),
    ).toBeVisible();
  },
};

/** The subscriptions fail to load: a message and "Try again", besides the error dialog. */
export const LoadFailed: Story = {
  tags: ['mode-brand:main'],
  parameters: {
    screenshot: { disable: true },
    path: accountHref.cancel({ subscriptionId: subscriptions.activeYearly.subscriptionId }),
    msw: {
      handlers: mockApi({
        member: members.activeYearly,
        variants: { subscriptions: 'serverError' },
      }),
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByTestId('cancel-load-failed', {}, { timeout: 5000 }),
    ).toBeVisible();
    await expect(
      canvas.getByRole('button', { name: copy('common:actions.tryAgain') }),
    ).toBeVisible();
  },
};
