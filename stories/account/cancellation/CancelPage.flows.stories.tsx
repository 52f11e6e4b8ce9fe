import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { CancelPage } from '../../../src/account/cancellation/screens';
import { accountHref } from '../../../src/account/navigation';
import { members, subscriptions } from '../../../src/platform/fixtures';
import { loadShellAlertDialog } from '../../../src/shell/alerts';
import { copy } from '../../support/copy';
import { findOverlay } from '../../support/findOverlay';
import { preloadChunks } from '../../support/preloadChunks';
import { routerPath, storyEnvironment } from '../../support/storyEnvironment';
import { AccountStory, requestLog } from '../support/AccountStory';
import { SubscriptionStatesProbe, statefulCancelApi } from './cancellationStory';

const log = requestLog();
const member = members.activeYearly;
const id = subscriptions.activeYearly.subscriptionId;

/**
 * The plain cancel page in a country without the funnel (Mexico on the main brand, es-MX): confirm
 * by keyboard sends the plain cancel call with the id; the member's subscriptions (the combined
 * tab: Mexico has no subscriptions tab) then show the reloaded data (the subscription now
 * cancelled) under the success message.
 */
const meta = {
  title: 'Account/Cancellation/CancelPage/Flows',
  component: CancelPage,
  loaders: [preloadChunks(loadShellAlertDialog)],
  // Journeys and test-only cases: run as tests, left out of the component's docs page.
  tags: ['mode-brand:main', '!autodocs'],
  globals: { country: 'MX', locale: 'es-MX' },
  parameters: { layout: 'padded', screenshot: { disable: true } },
  render: () => (
    <AccountStory
      member={member}
      path={accountHref.cancel({ subscriptionId: id })}
      routePath="/subscriptions/cancel"
      routes={[
        { path: '/subscriptions/', element: <SubscriptionStatesProbe /> },
        { path: '/subscriptions-and-licenses', element: <SubscriptionStatesProbe /> },
      ]}
    >
      <CancelPage />
    </AccountStory>
  ),
  beforeEach: () => {
    log.clear();
  },
} satisfies Meta<typeof CancelPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const PlainCancelOutsideTheFunnel: Story = {
  parameters: { msw: { handlers: statefulCancelApi({ member, onRequest: log.onRequest }) } },
  play: async ({ canvasElement, loaded }) => {
    const environment = storyEnvironment({ loaded });
    const canvas = within(canvasElement);
    const confirm = await canvas.findByRole(
      'button',
      { name: copy('cancellation:confirm') },
      { timeout: 5000 },
    );
    for (let i = 0; i < 10 && document.activeElement !== confirm; i++) await userEvent.tab();
    await expect(confirm).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const alert = await findOverlay(screen, 'alertdialog', {}, { timeout: 5000 });
    await expect(within(alert).getByText(copy('cancellation:success.title'))).toBeVisible();
    await waitFor(() => expect(routerPath(environment)).toBe(accountHref.combined()));
    const sent = await log.of('cancelSubscription');
    await expect(sent).toHaveLength(1);
    await expect(sent[0]?.body).toBe(String(id));
    // The list's data was reloaded after the cancel and shows the new state.
    await waitFor(async () => expect(await log.of('subscriptions')).toHaveLength(2));
    const item = await canvas.findByText(`${id}: ${copy('subscriptions:state.cancelled')}`);
    await expect(item).toBeInTheDocument();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  },
};
