import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, waitFor, within } from 'storybook/test';
import { accountPrefetch, loadCancellationScreens } from '../../../src/account/app';
import { accountHref } from '../../../src/account/navigation';
import { members } from '../../../src/platform/fixtures';
import { mockApi } from '../../../src/platform/mocks/handlers';
import { loadShellAlertDialog } from '../../../src/shell/alerts';
import { copy } from '../../support/copy';
import { preloadChunks } from '../../support/preloadChunks';
import { type StoryEnvironment, storyEnvironment } from '../../support/storyEnvironment';
import { AccountAppStory, appState } from './AccountAppStory';

/**
 * Every route of the dashboard (account-dashboard §2) as the /my-account/ app shows it: the
 * page shell, the "My Account" heading and the site's tabs, and the route's screen, on the
 * real route table and bootstrap, for a member with several subscriptions. A route the site's
 * tabs do not include (the overview outside utility countries, the combined tab on them)
 * shows where its guard sends it. The bootstrap's loading shimmer and its failed user load
 * close the set.
 */
const meta = {
  title: 'Account/App/Pages',
  component: AccountAppStory,
  loaders: [preloadChunks(loadCancellationScreens, ...accountPrefetch.loads, loadShellAlertDialog)],
  parameters: {
    layout: 'fullscreen',
    msw: { handlers: mockApi({ member: members.several }) },
  },
  args: { path: accountHref.overview() },
} satisfies Meta<typeof AccountAppStory>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The dashboard is up: its heading shows once the user is loaded and signed in. */
const dashboard = () =>
  screen.findByRole('heading', { level: 1, name: copy('account:title') }, { timeout: 8000 });

/** The page area once nothing in it is loading any more. */
async function settled() {
  await dashboard();
  await waitFor(
    () => {
      const page = screen.getByTestId('account-page');
      expect(page.querySelector('[aria-busy="true"]')).toBeNull();
      expect(page.textContent?.trim()).not.toBe('');
    },
    { timeout: 15000 },
  );
}

/** Where the guards left the router: the route itself, or the first tab of the site. */
const at = (environment: StoryEnvironment, ...paths: string[]) =>
  waitFor(() => expect(paths).toContain(appState(environment).path), { timeout: 8000 });

export const Overview: Story = {
  tags: ['text'],
  args: { path: accountHref.overview() },
  play: async ({ loaded }) => {
    const environment = storyEnvironment({ loaded });
    await settled();
    // Legal-contracts has no overview tab: its guard sends it to the first tab.
    await at(environment, accountHref.overview(), accountHref.combined());
  },
};

export const Settings: Story = {
  tags: ['text'],
  args: { path: accountHref.settings() },
  play: async ({ loaded }) => {
    const environment = storyEnvironment({ loaded });
    await settled();
    await at(environment, accountHref.settings());
  },
};

export const Licenses: Story = {
  tags: ['text'],
  args: { path: accountHref.licenses() },
  play: async ({ loaded }) => {
    const environment = storyEnvironment({ loaded });
    await settled();
    await at(environment, accountHref.licenses());
  },
};

export const Subscriptions: Story = {
  tags: ['text'],
  args: { path: accountHref.subscriptions() },
  play: async ({ loaded }) => {
    const environment = storyEnvironment({ loaded });
    await settled();
    await at(environment, accountHref.subscriptions());
  },
};

const several = members.several.subscriptions[0];
const cancelLink = {
  subscriptionId: several?.subscriptionId ?? 1,
  isTrial: false,
  // The list sends the translated display name; without one the page names it itself.
  subscriptionName: null,
};

export const Cancel: Story = {
  tags: ['text'],
  args: { path: accountHref.cancel(cancelLink) },
  play: async ({ loaded }) => {
    const environment = storyEnvironment({ loaded });
    await settled();
    await at(environment, accountHref.cancel(cancelLink));
  },
};

export const CancelLandingV2: Story = {
  name: 'Cancel landing (cancel_v2)',
  args: { path: accountHref.cancelV2(cancelLink) },
  play: async ({ loaded }) => {
    const environment = storyEnvironment({ loaded });
    await settled();
    await at(environment, accountHref.cancelV2(cancelLink));
  },
};

const successLink = { initialTrial: false, nextChargeDate: several?.nextChargeDate ?? null };

export const CancelSuccess: Story = {
  args: { path: accountHref.cancelSuccess(successLink) },
  play: async ({ loaded }) => {
    const environment = storyEnvironment({ loaded });
    await settled();
    await at(environment, accountHref.cancelSuccess(successLink));
  },
};

const reminderLink = { remindDate: several?.nextChargeDate ?? '2026-12-01T00:00:00' };

export const CancelReminder: Story = {
  name: 'Cancel reminder (subscriptions/reminder)',
  args: { path: accountHref.reminderV2(reminderLink) },
  play: async ({ loaded }) => {
    const environment = storyEnvironment({ loaded });
    await settled();
    await at(environment, accountHref.reminderV2(reminderLink));
  },
};

export const SubscriptionsAndLicenses: Story = {
  args: { path: accountHref.combined() },
  play: async ({ loaded }) => {
    const environment = storyEnvironment({ loaded });
    await settled();
    // Utility countries have no combined tab: its guard sends it to the first tab.
    await at(environment, accountHref.combined(), accountHref.overview());
  },
};

export const Reminder: Story = {
  name: 'Cancellation reminder (/reminder)',
  args: { path: accountHref.reminder() },
  play: async ({ loaded }) => {
    const environment = storyEnvironment({ loaded });
    await settled();
    await at(environment, accountHref.reminder());
  },
};

export const CancellationGateway: Story = {
  name: 'Cancellation gateway (/cancel)',
  args: { path: accountHref.cancelGateway() },
  play: async ({ loaded }) => {
    const environment = storyEnvironment({ loaded });
    await settled();
    await at(environment, accountHref.cancelGateway());
  },
};

/** Page-shell §1, §4: until the user is loaded and signed in, the dashboard's shimmer. */
export const LoadingUser: Story = {
  args: { path: accountHref.settings() },
  parameters: {
    msw: { handlers: mockApi({ member: members.several, variants: { userAuth: 'loading' } }) },
  },
  play: async () => {
    await expect(await screen.findByTestId('account-skeleton')).toBeVisible();
    await expect(screen.queryByRole('heading', { name: copy('account:title') })).toBeNull();
    // The page around the shimmer is whole: the footer's last lines come with its later root,
    // which the capture raced in some brands' modes.
    const footer = await screen.findByRole('contentinfo', {}, { timeout: 5000 });
    await expect(await within(footer).findByText(/©/, {}, { timeout: 5000 })).toBeVisible();
  },
};

/**
 * Page-shell §4: a failed user load goes to the dashboard's exception handler (console and
 * error logger) and the member sees what happened and "Try again".
 */
export const UserLoadFailed: Story = {
  args: { path: accountHref.settings() },
  parameters: {
    msw: {
      handlers: mockApi({ member: members.several, variants: { userAuth: 'serverError' } }),
    },
  },
  play: async ({ loaded }) => {
    const environment = storyEnvironment({ loaded });
    await screen.findByRole(
      'heading',
      { name: copy('account:app.userLoadFailed.title') },
      { timeout: 8000 },
    );
    await expect(
      screen.getByRole('button', { name: copy('common:actions.tryAgain') }),
    ).toBeVisible();
    // The API client reported the failed call; the dashboard's handler does not report it again.
    await expect(appState(environment).reported).toEqual([]);
  },
};
