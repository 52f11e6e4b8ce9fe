import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ComponentProps } from 'react';
import { expect, fn, screen, within } from 'storybook/test';
import { DeleteCardDialog } from '../../../src/account/payment-methods/DeleteCardDialog';
import { cards, type MemberFixture, members } from '../../../src/platform/fixtures';
import { mockApi } from '../../../src/platform/mocks/handlers';
import { copy } from '../../support/copy';
import { findOverlay } from '../../support/findOverlay';
import { AccountStory } from '../support/AccountStory';

/** Confirms removing a saved card (account-dashboard §4), naming it. */
const meta = {
  title: 'Account/PaymentMethods/DeleteCardDialog',
  component: DeleteCardDialog,
  render: ({ member, ...dialog }) => (
    <AccountStory member={member} path="/settings">
      <DeleteCardDialog {...dialog} />
    </AccountStory>
  ),
  args: { member: members.cards, card: cards.visaSaved, onClose: fn(), onDeleted: fn() },
  parameters: { msw: { handlers: mockApi({ member: members.cards }) } },
} satisfies Meta<ComponentProps<typeof DeleteCardDialog> & { member: MemberFixture }>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The Visa pays the member's active subscription: the dialog says so. */
export const Example: Story = {
  tags: ['text'],
  play: async () => {
    const dialog = await findOverlay(screen, 'alertdialog');
    await expect(
      within(dialog).getByText(
        copy('paymentMethods:deleteConfirm.body', { cardType: 'Visa', last4: '4242' }),
      ),
    ).toBeVisible();
    await expect(
      await within(dialog).findByText(copy('paymentMethods:deleteConfirm.inUse')),
    ).toBeVisible();
    await expect(
      within(dialog).getByRole('button', { name: copy('common:actions.cancel') }),
    ).toHaveFocus();
  },
};
