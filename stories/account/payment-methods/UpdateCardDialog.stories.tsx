import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ComponentProps } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { UpdateCardDialog } from '../../../src/account/payment-methods/UpdateCardDialog';
import { cards, type MemberFixture, members } from '../../../src/platform/fixtures';
import { mockApi } from '../../../src/platform/mocks/handlers';
import { copy } from '../../support/copy';
import { findOverlay } from '../../support/findOverlay';
import { AccountStory } from '../support/AccountStory';

/**
 * The update form of a saved card (account-dashboard §3, §5): optional new number, name on
 * card, expiry month and year, security code, and the start date of cards that carry one.
 */
const meta = {
  title: 'Account/PaymentMethods/UpdateCardDialog',
  component: UpdateCardDialog,
  render: ({ member, ...dialog }) => (
    <AccountStory member={member} path="/settings">
      <UpdateCardDialog {...dialog} />
    </AccountStory>
  ),
  args: { member: members.cards, card: cards.visaSaved, onClose: fn(), onUpdated: fn() },
  parameters: { msw: { handlers: mockApi({ member: members.cards }) } },
} satisfies Meta<ComponentProps<typeof UpdateCardDialog> & { member: MemberFixture }>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Opened for the saved Visa: name and expiry filled in from the card, number and CVV blank. */
export const Example: Story = {
  play: async () => {
    const dialog = await findOverlay(screen, 'dialog');
    await expect(
      within(dialog).getByRole('textbox', { name: copy('paymentMethods:fields.nameOnCard') }),
    ).toHaveValue('Avery Sample');
    await expect(
      within(dialog).getByRole('textbox', { name: copy('paymentMethods:fields.cardNumber') }),
    ).toHaveAttribute('autocomplete', 'cc-number');
  },
};

/** Sent with a bad number, a past expiry and a short CVV: each field says what is wrong. */
export const WithValidationErrors: Story = {
  tags: ['text'],
  play: async () => {
    const dialog = await findOverlay(screen, 'dialog');
    const field = (key: string) =>
      within(dialog).getByRole('textbox', { name: copy(`paymentMethods:fields.${key}`) });
    await userEvent.type(field('cardNumber'), '4111 1111 1111 1112');
    await userEvent.clear(field('expiryMonth'));
    await userEvent.type(field('expiryMonth'), '02');
    await userEvent.clear(field('expiryYear'));
    await userEvent.type(field('expiryYear'), '2026');
    await userEvent.type(field('cvv'), '12');
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(field('cardNumber')).toHaveFocus());
    await expect(
      within(dialog).getByText(copy('paymentMethods:validation.cardNumberInvalid')),
    ).toBeVisible();
    await expect(
      within(dialog).getByText(copy('paymentMethods:validation.expiryInPast')),
    ).toBeVisible();
    await expect(
      within(dialog).getByText(copy('paymentMethods:validation.cvvInvalid')),
    ).toBeVisible();
  },
};

/** A British Maestro card carries a start date, kept in the form. */
export const WithStartDate: Story = {
  tags: ['mode-brand:main'],
  globals: { brand: 'main', country: 'GB', locale: 'en-GB' },
  args: { member: members.britain, card: cards.maestroWithStart },
  parameters: { msw: { handlers: mockApi({ member: members.britain }) } },
  play: async () => {
    const dialog = await findOverlay(screen, 'dialog');
    await expect(
      within(dialog).getByRole('textbox', { name: copy('paymentMethods:fields.startDate') }),
    ).toHaveValue('06/2024');
  },
};
