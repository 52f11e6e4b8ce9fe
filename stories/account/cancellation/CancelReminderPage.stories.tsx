import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { CancelReminderPage } from '../../../src/account/cancellation/screens';
import { accountHref } from '../../../src/account/navigation';
import { mockApi } from '../../../src/platform/mocks/handlers';
import { copy } from '../../support/copy';
import { AccountStory } from '../support/AccountStory';

/**
 * The funnel's reminder page (`/subscriptions/reminder?remindDate=…`): the spec has no reminder
 * call, so the member adds a calendar event (.ics) for the reminder day themselves.
 */
const meta = {
  title: 'Account/Cancellation/CancelReminderPage',
  component: CancelReminderPage,
  parameters: { layout: 'padded', msw: { handlers: mockApi() } },
  render: () => (
    <AccountStory
      path={accountHref.reminderV2({ remindDate: '2026-03-29T09:00:00' })}
      routePath="/subscriptions/reminder"
    >
      <CancelReminderPage />
    </AccountStory>
  ),
} satisfies Meta<typeof CancelReminderPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The reminder for March 29, 2026 at 9:00: a calendar file with that event. */
export const Example: Story = {
  tags: ['text'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const link = await canvas.findByRole('link', { name: copy('cancellation:reminder.add') });
    await expect(link).toHaveAttribute('download', `${copy('cancellation:reminder.fileName')}.ics`);
    const ics = decodeURIComponent((link.getAttribute('href') ?? '').split(',').slice(1).join(','));
    await expect(ics).toContain('DTSTART:20260329T150000Z');
    await expect(ics).toContain('BEGIN:VALARM');
  },
};
