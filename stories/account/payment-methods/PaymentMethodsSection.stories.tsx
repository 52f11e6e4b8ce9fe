import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, within } from 'storybook/test';
import {
  loadDeleteCardDialog,
  loadUpdateCardDialog,
  PaymentMethodsSection,
} from '../../../src/account/payment-methods';
import { cards, type MemberFixture, members } from '../../../src/platform/fixtures';
import { mockApi } from '../../../src/platform/mocks/handlers';
import { copy } from '../../support/copy';
import { preloadChunks } from '../../support/preloadChunks';
import { AccountStory } from '../support/AccountStory';

/** A small logo as the server would serve one (the fixtures' logo addresses are not served). */
const sampleLogo = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 48 32"><rect width="48" height="32" rx="4" fill="#1a1f71"/><text x="24" y="21" font-family="sans-serif" font-size="12" font-weight="700" fill="#fff" text-anchor="middle">VISA</text></svg>',
)}`;

function Section({ member }: { member: MemberFixture }) {
  return (
    <AccountStory member={member} path="/settings">
      <PaymentMethodsSection />
    </AccountStory>
  );
}

/**
 * The saved payment methods of the settings page (account-dashboard §3–§5): each card with its
 * logo (or a card icon when none is served), brand and last four, name, expiry, the expired and
 * update-disabled states and PayPal; loading, empty and failed.
 */
const meta = {
  title: 'Account/PaymentMethods/PaymentMethodsSection',
  component: Section,
  args: { member: members.cards },
  loaders: [preloadChunks(loadUpdateCardDialog, loadDeleteCardDialog)],
  parameters: { msw: { handlers: mockApi({ member: members.cards }) } },
} satisfies Meta<typeof Section>;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * `members.cards`: a saved Visa (with a served logo), an expired Mastercard, an American
 * Express that cannot be updated online, and PayPal.
 */
export const Example: Story = {
  parameters: {
    msw: {
      handlers: mockApi({
        member: members.cards,
        bodies: {
          paymentMethods: {
            succeeded: true,
            result: members.cards.paymentMethods.map((card) =>
              card.creditCardId === cards.visaSaved.creditCardId
                ? { ...card, cardLogoUrl: sampleLogo }
                : card,
            ),
            errors: [],
          },
        },
      }),
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = await canvas.findByRole('list');
    const items = within(list).getAllByRole('listitem');
    await expect(items).toHaveLength(4);
    const [visa, mastercard, amex, payPal] = items as [
      HTMLElement,
      HTMLElement,
      HTMLElement,
      HTMLElement,
    ];
    await expect(
      within(visa).getByRole('heading', {
        level: 4,
        name: copy('paymentMethods:card.endingIn', { cardType: 'Visa', last4: '4242' }),
      }),
    ).toBeVisible();
    await expect(
      within(visa).getByText(copy('paymentMethods:card.expires', { month: '08', year: '2028' })),
    ).toBeVisible();
    await expect(
      within(visa).getByRole('button', { name: copy('paymentMethods:actions.update') }),
    ).toBeVisible();
    await expect(within(mastercard).getByText(copy('paymentMethods:card.expired'))).toBeVisible();
    await expect(
      within(mastercard).getByText(copy('paymentMethods:card.expiredWarning')),
    ).toBeVisible();
    await expect(within(amex).getByText(copy('paymentMethods:card.updateDisabled'))).toBeVisible();
    await expect(
      within(amex).queryByRole('button', { name: copy('paymentMethods:actions.update') }),
    ).toBeNull();
    await expect(
      within(payPal).getByRole('heading', { name: copy('paymentMethods:paypal.label') }),
    ).toBeVisible();
    await expect(within(payPal).queryByText(/\d{2}\/\d{4}/)).toBeNull();
    await expect(
      canvas.getByRole('heading', { level: 3, name: copy('paymentMethods:title') }),
    ).toBeVisible();
  },
};

/** One saved card (the default member's Visa; its fixture logo is not served: the icon shows). */
export const SingleCard: Story = {
  args: { member: members.activeYearly },
  parameters: { msw: { handlers: mockApi({ member: members.activeYearly }) } },
  play: async ({ canvasElement }) => {
    const list = await within(canvasElement).findByRole('list');
    await expect(within(list).getAllByRole('listitem')).toHaveLength(1);
  },
};

/** No saved methods, or only cards no longer user-saved. */
export const Empty: Story = {
  args: { member: members.noSubscriptions },
  parameters: {
    msw: {
      handlers: mockApi({
        member: members.noSubscriptions,
        bodies: {
          paymentMethods: {
            succeeded: true,
            result: [{ ...cards.visaSaved, userSaved: false }],
            errors: [],
          },
        },
      }),
    },
  },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText(copy('paymentMethods:empty')),
    ).toBeVisible();
  },
};

/** While the list loads. */
export const Loading: Story = {
  parameters: {
    msw: { handlers: mockApi({ member: members.cards, variants: { paymentMethods: 'loading' } }) },
  },
};

/**
 * The load failed: the call's error dialog is suppressed (§7), so the inline message and Try
 * again are the only feedback.
 */
export const Failed: Story = {
  parameters: {
    msw: { handlers: mockApi({ member: members.cards, variants: { paymentMethods: 'failure' } }) },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(copy('paymentMethods:loadFailed'))).toBeVisible();
    await expect(
      canvas.getByRole('button', { name: copy('common:actions.tryAgain') }),
    ).toBeVisible();
    await expect(screen.queryByRole('alertdialog')).toBeNull();
  },
};
