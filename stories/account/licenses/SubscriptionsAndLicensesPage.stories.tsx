import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { SubscriptionsAndLicensesPage } from '../../../src/account/licenses/screens';
import { members } from '../../../src/platform/fixtures';
import { mockApi } from '../../../src/platform/mocks/handlers';
import { copy } from '../../support/copy';
import { AccountStory } from '../support/AccountStory';

const meta = {
  title: 'Account/Licenses/SubscriptionsAndLicensesPage',
  component: SubscriptionsAndLicensesPage,
  render: () => (
    <AccountStory member={members.britain} path="/subscriptions-and-licenses">
      <SubscriptionsAndLicensesPage />
    </AccountStory>
  ),
  parameters: { msw: { handlers: mockApi({ member: members.britain }) } },
} satisfies Meta<typeof SubscriptionsAndLicensesPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The combined tab of the legal-contracts style (and of the main style outside the utility
 * countries), for the British monthly member: the account label, then the subscriptions and
 * the document licenses, each under its own level-3 heading and labelling its section.
 */
export const Example: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', {
        level: 2,
        name: copy('account:pages.subscriptionsAndLicenses'),
      }),
    ).toBeVisible();
    const subscriptions = canvas.getByRole('region', { name: copy('subscriptions:title') });
    const licenses = canvas.getByRole('region', { name: copy('subscriptions:licenses.title') });
    await expect(subscriptions).toBeVisible();
    const list = await within(licenses).findByRole('list');
    await expect(within(list).getAllByRole('listitem')).toHaveLength(1);
    await expect(
      within(list).getByRole('heading', { level: 4, name: 'Residential Lease Agreement' }),
    ).toBeVisible();
    await expect(
      await canvas.findByText(copy('subscriptions:license.activeMonthly')),
    ).toBeVisible();
  },
};
