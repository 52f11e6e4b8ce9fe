import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, http } from 'msw';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { LicensesPage } from '../../../src/account/licenses/screens';
import { members } from '../../../src/platform/fixtures';
import { mockApi } from '../../../src/platform/mocks/handlers';
import { loadShellAlertDialog } from '../../../src/shell/alerts';
import { copy } from '../../support/copy';
import { findOverlay } from '../../support/findOverlay';
import { preloadChunks } from '../../support/preloadChunks';
import { AccountStory, requestLog } from '../support/AccountStory';

const log = requestLog();

const meta = {
  title: 'Account/Licenses/LicensesPage/Flows',
  component: LicensesPage,
  loaders: [preloadChunks(loadShellAlertDialog)],
  // Journeys and test-only cases: run as tests, left out of the component's docs page.
  tags: ['mode-brand:main', '!autodocs'],
  parameters: { screenshot: { disable: true } },
  render: () => (
    <AccountStory member={members.several} path="/licenses">
      <LicensesPage />
    </AccountStory>
  ),
  beforeEach: () => log.clear(),
} satisfies Meta<typeof LicensesPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The first load fails; after the dialog, "Try again" (by keyboard) loads the licenses again
 * and the list and the account label appear.
 */
export const RetryAfterFailure: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get(
          '*/api/dashboards/my-account/v1/license',
          () => HttpResponse.json({ succeeded: false, result: null, errors: ['Try later'] }),
          { once: true },
        ),
        ...mockApi({ member: members.several, onRequest: log.onRequest }),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const dialog = await findOverlay(screen, 'alertdialog', {}, { timeout: 5000 });
    await expect(within(dialog).getByText('Try later')).toBeVisible();
    await userEvent.keyboard('{Escape}');
    const retry = await canvas.findByRole('button', { name: copy('common:actions.tryAgain') });
    // Keyboard: Tab to "Try again" (the only control on the page) and press Enter.
    for (let i = 0; i < 5 && document.activeElement !== retry; i += 1) await userEvent.tab();
    await expect(retry).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const list = await canvas.findByRole('list', {}, { timeout: 5000 });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    await expect(await canvas.findByText(copy('subscriptions:license.activeAnnual'))).toBeVisible();
    await waitFor(async () => expect(await log.of('licenses')).toHaveLength(1));
    await expect(canvas.queryByText(copy('subscriptions:licenses.loadFailed'))).toBeNull();
  },
};
