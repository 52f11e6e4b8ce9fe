import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { CancelSuccessPage } from '../../../src/account/cancellation/screens';
import { accountHref } from '../../../src/account/navigation';
import { formatServerDate } from '../../../src/platform/format/dates';
import { mockApi } from '../../../src/platform/mocks/handlers';
import { copy } from '../../support/copy';
import { AccountStory } from '../support/AccountStory';

/**
 * The funnel's success page (`/subscriptions/cancel-success`): an initial trial is told it will
 * not be charged; a paid plan keeps access until the next charge date of the query.
 */
const meta = {
  title: 'Account/Cancellation/CancelSuccessPage',
  component: CancelSuccessPage,
  parameters: { layout: 'padded', msw: { handlers: mockApi() } },
  render: (_args, { parameters }) => (
    <AccountStory path={parameters.path} routePath="/subscriptions/cancel-success">
      <CancelSuccessPage />
    </AccountStory>
  ),
} satisfies Meta<typeof CancelSuccessPage>;
export default meta;
type Story = StoryObj<typeof meta>;

const nextChargeDate = '2026-09-10T00:00:00';

/** A paid plan: access until the next charge date, and the way to reactivate. */
export const Example: Story = {
  tags: ['text'],
  parameters: { path: accountHref.cancelSuccess({ initialTrial: false, nextChargeDate }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const date = formatServerDate(nextChargeDate, document.documentElement.lang) ?? '';
    await expect(
      await canvas.findByText(copy('cancellation:success.body', { date })),
    ).toBeVisible();
    await expect(canvas.getByText(copy('cancellation:success.reactivateHint'))).toBeVisible();
  },
};

/** An initial trial: no charge, nothing to reactivate. */
export const Trial: Story = {
  parameters: {
    path: accountHref.cancelSuccess({ initialTrial: true, nextChargeDate: '2026-03-17T08:00:00' }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(copy('cancellation:success.trialBody'))).toBeVisible();
    await expect(canvas.queryByText(copy('cancellation:success.reactivateHint'))).toBeNull();
  },
};
