import type { Meta, StoryObj } from '@storybook/react-vite';
import { useAtomValue } from 'jotai';
import { Suspense } from 'react';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import {
  loadDeleteCardDialog,
  loadUpdateCardDialog,
  PaymentMethodsSection,
} from '../../../src/account/payment-methods';
import { subscriptions } from '../../../src/account/subscriptions';
import { cards, members } from '../../../src/platform/fixtures';
import { mockApi, mockFailureMessage } from '../../../src/platform/mocks/handlers';
import { copy } from '../../support/copy';
import { findOverlay } from '../../support/findOverlay';
import { preloadChunks } from '../../support/preloadChunks';
import { AccountStory, requestLog } from '../support/AccountStory';

/** How long a lazily loaded card dialog may take to appear (first load, busy machine). */
/** The dialogs' chunks are preloaded; rendering still waits its turn in a busy full run. */
const dialogTimeout = 10_000;

const log = requestLog();

/** Stands for a page that also shows the subscriptions, so their reloads are requests. */
function SubscriptionsReader() {
  const result = useAtomValue(subscriptions.value);
  return <output hidden data-subscriptions={result.ok ? result.data.length : 'failed'} />;
}

function Page() {
  return (
    <AccountStory member={members.cards} path="/settings">
      <PaymentMethodsSection />
      <Suspense fallback={null}>
        <SubscriptionsReader />
      </Suspense>
    </AccountStory>
  );
}

/**
 * Keyboard journeys through the saved payment methods (account-dashboard §4, §5, §7): update
 * with bad then good input, a failing save, remove with and without an active subscription
 * paying with the card, cancel the removal. Each asserts the request and the reloads.
 */
const meta = {
  title: 'Account/PaymentMethods/PaymentMethodsSection flows',
  component: Page,
  // Journeys and test-only cases: run as tests, left out of the component's docs page.
  tags: ['mode-brand:main', '!autodocs'],
  loaders: [preloadChunks(loadUpdateCardDialog, loadDeleteCardDialog)],
  parameters: {
    screenshot: { disable: true },
    msw: { handlers: mockApi({ member: members.cards, onRequest: log.onRequest }) },
  },
  beforeEach: () => log.clear(),
} satisfies Meta<typeof Page>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Tabs (forwards) until `element` has focus. */
async function tabTo(element: HTMLElement) {
  for (let step = 0; step < 40 && document.activeElement !== element; step++) {
    await userEvent.tab();
  }
  await expect(element).toHaveFocus();
}

/** The list entry whose heading names the card. */
async function cardItem(canvasElement: HTMLElement, title: string) {
  const heading = await within(canvasElement).findByRole('heading', { level: 4, name: title });
  return heading.closest('li') as HTMLElement;
}

const visaTitle = () => copy('paymentMethods:card.endingIn', { cardType: 'Visa', last4: '4242' });
const mastercardTitle = () =>
  copy('paymentMethods:card.endingIn', { cardType: 'Mastercard', last4: '5454' });

async function openUpdate(canvasElement: HTMLElement) {
  const visa = await cardItem(canvasElement, visaTitle());
  const trigger = within(visa).getByRole('button', { name: copy('paymentMethods:actions.update') });
  await tabTo(trigger);
  await userEvent.keyboard('{Enter}');
  const dialog = await findOverlay(
    screen,
    'dialog',
    { name: copy('paymentMethods:update.title') },
    { timeout: dialogTimeout },
  );
  return { dialog, trigger };
}

function formField(dialog: HTMLElement, key: string) {
  return within(dialog).getByRole('textbox', { name: copy(`paymentMethods:fields.${key}`) });
}

/** Replaces a field's text by keyboard. */
async function retype(field: HTMLElement, text: string) {
  await tabTo(field);
  await userEvent.keyboard('{Control>}a{/Control}{Backspace}');
  if (text) await userEvent.keyboard(text);
}

const good = {
  cardNumber: '4111 1111 1111 1111',
  expiryMonth: '09',
  expiryYear: '2029',
  cvv: '123',
};

async function fillGood(dialog: HTMLElement) {
  for (const [key, value] of Object.entries(good)) await retype(formField(dialog, key), value);
}

const expectedPayload = {
  creditCardId: cards.visaSaved.creditCardId,
  cardNumber: '4111111111111111',
  cardTypeCode: 'VI',
  nameOnCard: 'Avery Sample',
  cvv: '123',
  expirationMonth: '9',
  expirationYear: '2029',
};

/**
 * Bad number, past expiry and short CVV: translated messages, focus on the first bad field,
 * nothing sent. Then good input: the §3 payload is posted, and payment methods and
 * subscriptions reload.
 */
export const UpdateWithBadThenGoodInput: Story = {
  play: async ({ canvasElement }) => {
    const { dialog, trigger } = await openUpdate(canvasElement);
    await waitFor(async () => expect(await log.of('subscriptions')).toHaveLength(1));
    const [listLoad] = await log.of('paymentMethods');
    await expect(listLoad?.url).toContain(
      'returnOnlySaved=false&returnExpired=true&returnTokenized=false',
    );

    await retype(formField(dialog, 'cardNumber'), '4111 1111 1111 1112');
    await retype(formField(dialog, 'expiryMonth'), '02');
    await retype(formField(dialog, 'expiryYear'), '2026');
    await retype(formField(dialog, 'cvv'), '12');
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(formField(dialog, 'cardNumber')).toHaveFocus());
    for (const key of ['cardNumberInvalid', 'expiryInPast', 'cvvInvalid']) {
      await expect(
        within(dialog).getByText(copy(`paymentMethods:validation.${key}`)),
      ).toBeVisible();
    }
    await expect(formField(dialog, 'cvv')).toHaveAttribute('aria-invalid', 'true');
    await expect(await log.of('updatePaymentMethod')).toHaveLength(0);

    await fillGood(dialog);
    // Send from a field not edited since it got focus: user-event fires `change` (inside act)
    // when an edited input loses focus, and the closing dialog removes the focused input while
    // React commits, which React cannot take. A real browser sends nothing then.
    await userEvent.tab({ shift: true });
    await userEvent.keyboard('{Enter}');
    await waitFor(async () => expect(await log.of('updatePaymentMethod')).toHaveLength(1));
    const [post] = await log.of('updatePaymentMethod');
    await expect(post?.method).toBe('POST');
    await expect(post?.url).toMatch(/\/payment-method\/9001$/);
    await expect(JSON.parse(post?.body ?? '{}')).toEqual(expectedPayload);

    await waitFor(async () => {
      await expect(await log.of('paymentMethods')).toHaveLength(2);
      await expect(await log.of('subscriptions')).toHaveLength(2);
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(
      await within(canvasElement).findByText(copy('paymentMethods:success.updated')),
    ).toBeVisible();
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

/** The save fails: the dialog stays open with every typed value and says so; nothing reloads. */
export const UpdateFailsKeepsInput: Story = {
  parameters: {
    msw: {
      handlers: mockApi({
        member: members.cards,
        variants: { updatePaymentMethod: 'failure' },
        onRequest: log.onRequest,
      }),
    },
  },
  play: async ({ canvasElement }) => {
    const { dialog } = await openUpdate(canvasElement);
    await retype(formField(dialog, 'nameOnCard'), 'Avery Q. Sample');
    await fillGood(dialog);
    await userEvent.keyboard('{Enter}');
    const alert = await within(dialog).findByRole('alert');
    await expect(alert).toHaveTextContent(copy('paymentMethods:update.failed'));
    await expect(alert).toHaveTextContent(mockFailureMessage);
    await expect(formField(dialog, 'cardNumber')).toHaveValue(good.cardNumber);
    await expect(formField(dialog, 'nameOnCard')).toHaveValue('Avery Q. Sample');
    await expect(formField(dialog, 'expiryMonth')).toHaveValue(good.expiryMonth);
    await expect(formField(dialog, 'expiryYear')).toHaveValue(good.expiryYear);
    await expect(formField(dialog, 'cvv')).toHaveValue(good.cvv);
    await expect(await log.of('updatePaymentMethod')).toHaveLength(1);
    await expect(await log.of('paymentMethods')).toHaveLength(1);
    // Suppressed by the contract: no error dialog besides the form's own message.
    await expect(screen.queryByRole('alertdialog')).toBeNull();
  },
};

async function removeCard(canvasElement: HTMLElement, title: string) {
  const item = await cardItem(canvasElement, title);
  const trigger = within(item).getByRole('button', { name: copy('paymentMethods:actions.delete') });
  await tabTo(trigger);
  await userEvent.keyboard('{Enter}');
  const dialog = await findOverlay(screen, 'alertdialog', {}, { timeout: dialogTimeout });
  return { dialog, trigger };
}

async function confirmRemoval(dialog: HTMLElement) {
  const confirm = within(dialog).getByRole('button', {
    name: copy('paymentMethods:deleteConfirm.confirm'),
  });
  await userEvent.tab();
  await expect(confirm).toHaveFocus();
  await userEvent.keyboard('{Enter}');
}

/** The Visa pays the active subscription: the dialog says so, and subscriptions reload. */
export const RemoveCardInUse: Story = {
  play: async ({ canvasElement }) => {
    const { dialog } = await removeCard(canvasElement, visaTitle());
    await expect(
      await within(dialog).findByText(copy('paymentMethods:deleteConfirm.inUse')),
    ).toBeVisible();
    await confirmRemoval(dialog);
    await waitFor(async () => expect(await log.of('deletePaymentMethod')).toHaveLength(1));
    const [request] = await log.of('deletePaymentMethod');
    await expect(request?.method).toBe('DELETE');
    await expect(request?.url).toMatch(/\/payment-method\/9001$/);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await waitFor(() =>
      expect(within(canvasElement).queryByRole('heading', { name: visaTitle() })).toBeNull(),
    );
    await expect(within(canvasElement).getAllByRole('listitem')).toHaveLength(3);
    await waitFor(async () => expect(await log.of('subscriptions')).toHaveLength(2));
    // The card is marked locally; the list is not fetched again.
    await expect(await log.of('paymentMethods')).toHaveLength(1);
    await expect(
      await within(canvasElement).findByText(copy('paymentMethods:success.deleted')),
    ).toBeVisible();
    await expect(
      within(canvasElement).getByRole('heading', { level: 3, name: copy('paymentMethods:title') }),
    ).toHaveFocus();
  },
};

/** The expired Mastercard pays nothing active: no in-use note, subscriptions do not reload. */
export const RemoveCardNotInUse: Story = {
  play: async ({ canvasElement }) => {
    await waitFor(async () => expect(await log.of('subscriptions')).toHaveLength(1));
    const { dialog } = await removeCard(canvasElement, mastercardTitle());
    await expect(within(dialog).queryByText(copy('paymentMethods:deleteConfirm.inUse'))).toBeNull();
    await confirmRemoval(dialog);
    await waitFor(async () => expect(await log.of('deletePaymentMethod')).toHaveLength(1));
    const [request] = await log.of('deletePaymentMethod');
    await expect(request?.url).toMatch(/\/payment-method\/9002$/);
    await waitFor(() =>
      expect(within(canvasElement).queryByRole('heading', { name: mastercardTitle() })).toBeNull(),
    );
    await new Promise((resolve) => setTimeout(resolve, 300));
    await expect(await log.of('subscriptions')).toHaveLength(1);
  },
};

/** Removing fails: the dialog stays open and says so; the card stays listed. */
export const RemoveCardFails: Story = {
  parameters: {
    msw: {
      handlers: mockApi({
        member: members.cards,
        variants: { deletePaymentMethod: 'failure' },
        onRequest: log.onRequest,
      }),
    },
  },
  play: async ({ canvasElement }) => {
    const { dialog } = await removeCard(canvasElement, mastercardTitle());
    await confirmRemoval(dialog);
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      copy('paymentMethods:delete.failed'),
    );
    await expect(await log.of('deletePaymentMethod')).toHaveLength(1);
    await expect(
      within(canvasElement).getByRole('heading', { hidden: true, name: mastercardTitle() }),
    ).toBeInTheDocument();
  },
};

/** Cancel sends nothing and gives focus back to the Remove button. */
export const CancelRemoval: Story = {
  play: async ({ canvasElement }) => {
    const { dialog, trigger } = await removeCard(canvasElement, visaTitle());
    await expect(
      within(dialog).getByRole('button', { name: copy('common:actions.cancel') }),
    ).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await waitFor(() => expect(trigger).toHaveFocus());
    await expect(await log.of('deletePaymentMethod')).toHaveLength(0);
    await expect(within(canvasElement).getAllByRole('listitem')).toHaveLength(4);
  },
};

/** The list failed to load: Try again asks again. */
export const FailedLoadTryAgain: Story = {
  parameters: {
    msw: {
      handlers: mockApi({
        member: members.cards,
        variants: { paymentMethods: 'failure' },
        onRequest: log.onRequest,
      }),
    },
  },
  play: async ({ canvasElement }) => {
    const retry = await within(canvasElement).findByRole('button', {
      name: copy('common:actions.tryAgain'),
    });
    await tabTo(retry);
    await userEvent.keyboard('{Enter}');
    await waitFor(async () => expect(await log.of('paymentMethods')).toHaveLength(2));
    await expect(
      await within(canvasElement).findByText(copy('paymentMethods:loadFailed')),
    ).toBeVisible();
  },
};
