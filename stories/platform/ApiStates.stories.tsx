import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { members } from '../../src/platform/fixtures';
import {
  type MockApiOptions,
  mockApi,
  mockFailureMessage,
} from '../../src/platform/mocks/handlers';
import { findOverlay } from '../support/findOverlay';
import { ApiCallHarness } from './ApiCallHarness';

/**
 * Every API state a member can meet, through the real client against MSW handlers built from
 * the typed fixtures: loading, success, empty, the error dialog (server text or the translated
 * generic body), the once-only sign-in redirect, fetch failures and quiet failures.
 */
const meta = {
  title: 'Platform/API states',
  component: ApiCallHarness,
  // The platform's call states drawn with design-system parts: like a primitive, their
  // small-screen layout does not change with the brand (390 px in the main brand only).
  tags: ['primitive'],
  args: { endpoint: 'subscriptions', concurrentCalls: 1, unloading: false },
  argTypes: {
    endpoint: { control: 'inline-radio', options: ['subscriptions', 'paymentMethods'] },
  },
} satisfies Meta<typeof ApiCallHarness>;
export default meta;
type Story = StoryObj<typeof meta>;

const msw = (options: MockApiOptions) => ({ msw: { handlers: mockApi(options) } });

const findDialog = () => findOverlay(screen, 'alertdialog');

// The product's translated error copy in every locale: the dialog must show one of them.
const errorCopy = Object.values(
  import.meta.glob<{ generic?: { body?: string }; network?: { body?: string } }>(
    '../../src/platform/i18n/locales/*/errors.json',
    { eager: true, import: 'default' },
  ),
);
// Regional files hold only what differs, so some lack a key.
const present = (list: (string | undefined)[]) => list.filter((text): text is string => !!text);
const genericBodies = present(errorCopy.map((copy) => copy.generic?.body));
const networkBodies = present(errorCopy.map((copy) => copy.network?.body));

async function expectDialogText(text: string | readonly string[]) {
  const dialog = await findDialog();
  const options = typeof text === 'string' ? [text] : text;
  await waitFor(() =>
    expect(options.some((option) => dialog.textContent?.includes(option))).toBe(true),
  );
  return dialog;
}

export const Example: Story = {
  parameters: msw({ member: members.several }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = await canvas.findByRole('list');
    await expect(within(list).getAllByRole('listitem')).toHaveLength(
      members.several.subscriptions.length,
    );
    await expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  },
};

/**
 * Never answers: the loading bar and message stay, below the heading. The client sets no timeout
 * of its own, so a slow server never turns into a "connection problem" dialog (the timing is
 * unit-tested in `src/platform/api/client.test.ts` with fake timers).
 */
export const Loading: Story = {
  parameters: msw({ variants: { subscriptions: 'loading' } }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const status = await canvas.findByRole('status');
    await expect(status).toBeVisible();
    const bar = canvas.getByRole('progressbar', { name: status.textContent ?? '' });
    await expect(bar).toBeVisible();
    // The bar sits below the heading, not over it.
    const heading = canvas.getByRole('heading', { level: 2 });
    await expect(bar.getBoundingClientRect().top).toBeGreaterThan(
      heading.getBoundingClientRect().bottom,
    );
    await expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  },
};

export const Empty: Story = {
  parameters: msw({ member: members.noSubscriptions }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.queryByRole('progressbar')).not.toBeInTheDocument());
    await expect(canvas.queryByRole('list')).not.toBeInTheDocument();
    await expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  },
};

/**
 * `succeeded: false` with an error: the dialog shows the server's first error string, with
 * its one button focused. It stays open: the message is what this story is about.
 */
export const FailureWithServerMessage: Story = {
  parameters: msw({ variants: { subscriptions: 'failure' } }),
  play: async () => {
    const dialog = await expectDialogText(mockFailureMessage);
    // The body can be in before the title is: wait for the title, not the first frame.
    await waitFor(() => expect(within(dialog).getByRole('heading')).toBeVisible());
    const buttons = within(dialog).getAllByRole('button');
    await expect(buttons).toHaveLength(1);
    await waitFor(() => expect(buttons[0]).toHaveFocus());
  },
};

/** The error dialog's button closes it, and it does not come back by itself. */
export const FailureDialogCloses: Story = {
  parameters: msw({ variants: { subscriptions: 'failure' } }),
  play: async () => {
    const dialog = await expectDialogText(mockFailureMessage);
    await userEvent.click(within(dialog).getByRole('button'));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  },
};

/** `succeeded: false` without errors: the dialog shows the translated generic body. */
export const FailureWithGenericBody: Story = {
  parameters: msw({ variants: { subscriptions: 'failureWithoutMessage' } }),
  play: async () => {
    const dialog = await expectDialogText(genericBodies);
    await expect(dialog).not.toHaveTextContent(mockFailureMessage);
  },
};

/** HTTP 500 without a body: generic dialog. */
export const ServerError: Story = {
  parameters: msw({ variants: { subscriptions: 'serverError' } }),
  play: async () => {
    await expectDialogText(genericBodies);
  },
};

/** A body that breaks the contract is an error the member sees, never a blank screen. */
export const MalformedResponse: Story = {
  parameters: msw({ variants: { subscriptions: 'malformed' } }),
  play: async () => {
    await expectDialogText(genericBodies);
  },
};

/** No response at all: the connection-problem dialog; not canceled by unload. */
export const NetworkError: Story = {
  parameters: msw({ variants: { subscriptions: 'networkError' } }),
  play: async ({ canvasElement }) => {
    await expectDialogText(networkBodies);
    await expect(within(canvasElement).getByTestId('unload-note')).toHaveAttribute(
      'data-canceled-by-unload',
      'false',
    );
  },
};

/** The page is unloading: the failure is recorded as canceled by unload and no dialog opens. */
export const NetworkErrorDuringUnload: Story = {
  args: { unloading: true },
  parameters: msw({ variants: { subscriptions: 'networkError' } }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByTestId('unload-note')).toHaveAttribute(
      'data-canceled-by-unload',
      'true',
    );
    await expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  },
};

/** Ten calls answered 401 at once: exactly one redirect to sign-in with a my-account return. */
export const SignedOutRedirectsOnce: Story = {
  args: { concurrentCalls: 10 },
  parameters: msw({ variants: { subscriptions: 'unauthorized' } }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const target = await canvas.findByText(/ReturnUrl=%2Fmy-account%2F/);
    await expect(target).toBeVisible();
    await expect(canvas.getByTestId('redirect-count')).toHaveAttribute('data-count', '1');
    await expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  },
};

/** A 200 body with `Status: SignedOut` is a signed-out answer too. */
export const SignedOutBody: Story = {
  parameters: msw({ variants: { subscriptions: 'signedOutBody' } }),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(/ReturnUrl=/)).toBeVisible();
  },
};

/** Payment calls suppress the dialog: the screen shows its own message instead. */
export const SuppressedPaymentFailure: Story = {
  args: { endpoint: 'paymentMethods' },
  parameters: msw({ variants: { paymentMethods: 'failure' } }),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toBeVisible();
    await expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  },
};

export const PaymentMethods: Story = {
  args: { endpoint: 'paymentMethods' },
  parameters: msw({ member: members.cards }),
  play: async ({ canvasElement }) => {
    const list = await within(canvasElement).findByRole('list');
    await expect(within(list).getAllByRole('listitem')).toHaveLength(
      members.cards.paymentMethods.length,
    );
  },
};
