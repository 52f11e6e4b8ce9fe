import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { CancellationReminderPage } from '../../../src/account/cancellation/screens';
import { type MemberFixture, members } from '../../../src/platform/fixtures';
import { mockApi } from '../../../src/platform/mocks/handlers';
import { copy } from '../../support/copy';
import { AccountStory } from '../support/AccountStory';

// A yearly plan, a monthly one paid with PayPal and a trial ending in two days.
const member: MemberFixture = {
  ...members.several,
  subscriptions: [...members.several.subscriptions, ...members.initialTrial.subscriptions],
};

/**
 * The top-level reminder (`/reminder`, no query): each renewing subscription with its own
 * calendar reminder three days before its charge; a charge too close gets no reminder.
 */
const meta = {
  title: 'Account/Cancellation/CancellationReminderPage',
  component: CancellationReminderPage,
  parameters: { layout: 'padded', msw: { handlers: mockApi({ member }) } },
  render: () => (
    <AccountStory member={member} path="/reminder">
      <CancellationReminderPage />
    </AccountStory>
  ),
} satisfies Meta<typeof CancellationReminderPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Two plans with a reminder each, and a trial ending in two days (reminded today). */
export const Example: Story = {
  tags: ['text'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByTestId('cancellation-reminder', {}, { timeout: 5000 }),
    ).toBeVisible();
    await expect(
      canvas.getAllByRole('link', { name: copy('cancellation:reminder.add') }),
    ).toHaveLength(3);
  },
};
