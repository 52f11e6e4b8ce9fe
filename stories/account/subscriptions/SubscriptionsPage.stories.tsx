import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { SubscriptionsPage } from '../../../src/account/subscriptions';
import { type MemberFixture, members } from '../../../src/platform/fixtures';
import { type MockApiOptions, mockApi } from '../../../src/platform/mocks/handlers';
import { loadShellAlertDialog } from '../../../src/shell/alerts';
import { copy } from '../../support/copy';
import { findOverlay } from '../../support/findOverlay';
import { preloadChunks } from '../../support/preloadChunks';
import { AccountStory, requestLog } from '../support/AccountStory';

const log = requestLog();

/**
 * The Subscriptions tab (`/subscriptions/`, account-dashboard §2–§4): the member's
 * subscriptions as cards, what still renews first, in every API state the list can be in.
 */
const meta = {
  title: 'Account/Subscriptions/SubscriptionsPage',
  component: SubscriptionsPage,
  loaders: [preloadChunks(loadShellAlertDialog)],
  args: { member: members.several },
  argTypes: { member: { control: false } },
  render: ({ member }) => (
    <AccountStory member={member} path="/subscriptions/">
      <SubscriptionsPage />
    </AccountStory>
  ),
  beforeEach: () => log.clear(),
} satisfies Meta<{ member: MemberFixture }>;
export default meta;
type Story = StoryObj<typeof meta>;

const handlers = (member: MemberFixture, options: MockApiOptions = {}) => ({
  msw: { handlers: mockApi({ member, onRequest: log.onRequest, ...options }) },
});

const findTitle = (canvasElement: HTMLElement) =>
  within(canvasElement).findByRole('heading', {
    level: 2,
    name: copy('account:pages.subscriptions'),
  });

/**
 * Several subscriptions in every state: the active ones first (PayPal monthly, whose charge
 * comes sooner, then yearly), then cancelled, the library purchase and the expired plan.
 */
export const Example: Story = {
  parameters: handlers(members.several),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await findTitle(canvasElement);
    await canvas.findAllByRole('heading', { level: 3 });
    const list = canvas.getAllByRole('list')[0] as HTMLElement;
    const badges = ['active', 'active', 'cancelled', 'library', 'expired'].map((key) =>
      copy(`subscriptions:state.${key}`),
    );
    const items = within(list).getAllByRole('listitem');
    await expect(items.filter((item) => item.parentElement === list)).toHaveLength(5);
    const cards = items.filter((item) => item.parentElement === list);
    for (const [index, card] of cards.entries()) {
      await expect(card).toHaveTextContent(badges[index] as string);
    }
  },
};

/** None: the sentence, what will show here, and the way to the documents. */
export const Empty: Story = {
  parameters: handlers(members.noSubscriptions),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(copy('subscriptions:empty'))).toBeVisible();
    await expect(
      canvas.getByRole('link', { name: copy('subscriptions:list.browse') }),
    ).toHaveAttribute('href', expect.stringMatching(/\/legal-documents\/$/));
  },
};

/** Loading: card-shaped skeletons, announced once. */
export const Loading: Story = {
  parameters: handlers(members.several, { variants: { subscriptions: 'loading' } }),
  play: async ({ canvasElement }) => {
    await findTitle(canvasElement);
    await expect(await within(canvasElement).findByRole('status')).toHaveTextContent(
      copy('ds:loading'),
    );
  },
};

/**
 * Failed: the §8 error dialog (the server's message) and, once it is closed, the inline failed
 * state with Try again. (Other failure kinds — server error, network — end the same way: see
 * the flows.)
 */
export const Failed: Story = {
  parameters: handlers(members.several, { variants: { subscriptions: 'failure' } }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const alert = await findOverlay(within(canvasElement.ownerDocument.body), 'alertdialog');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(alert).not.toBeInTheDocument());
    await expect(
      await canvas.findByText(copy('subscriptions:list.failedTitle'), {}, { timeout: 5000 }),
    ).toBeVisible();
    await expect(
      canvas.getByRole('button', { name: copy('common:actions.tryAgain') }),
    ).toBeVisible();
  },
};
