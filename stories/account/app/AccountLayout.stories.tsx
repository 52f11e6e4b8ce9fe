import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, waitFor, within } from 'storybook/test';
import { accountPrefetch } from '../../../src/account/app';
import { accountHref } from '../../../src/account/navigation';
import { members } from '../../../src/platform/fixtures';
import { mockApi } from '../../../src/platform/mocks/handlers';
import { loadShellAlertDialog } from '../../../src/shell/alerts';
import { copy } from '../../support/copy';
import { preloadChunks } from '../../support/preloadChunks';
import { type StoryEnvironment, storyEnvironment } from '../../support/storyEnvironment';
import { AccountAppStory, appState } from './AccountAppStory';

/**
 * The dashboard's heading and tabs (account-dashboard §2) in each tab set: the main style in a
 * utility country (Overview, Document Licenses, Subscriptions, Settings), the main style in
 * another country (Subscriptions & Licenses, Settings), and the legal-contracts style
 * (Subscriptions & Licenses, Settings). Each is pinned to its site, so it runs in that brand's
 * desktop and mobile modes only. At 390 px the tabs scroll sideways instead of overflowing.
 */
const meta = {
  title: 'Account/App/AccountLayout',
  component: AccountAppStory,
  loaders: [preloadChunks(...accountPrefetch.loads, loadShellAlertDialog)],
  parameters: {
    layout: 'fullscreen',
    msw: { handlers: mockApi({ member: members.several }) },
  },
  args: { path: accountHref.settings() },
} satisfies Meta<typeof AccountAppStory>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The tab labels shown, once the dashboard is up, with the selected one. */
async function tabsShown(environment: StoryEnvironment, expected: string[], selected: string) {
  const list = await screen.findByRole(
    'tablist',
    { name: copy('account:tabs.label') },
    {
      timeout: 8000,
    },
  );
  const tabs = within(list).getAllByRole('tab');
  await expect(tabs.map((tab) => tab.textContent)).toEqual(expected.map((key) => copy(key)));
  await expect(within(list).getByRole('tab', { selected: true })).toHaveTextContent(copy(selected));
  // The settings page is the selected tab's panel.
  await waitFor(() => expect(screen.getByRole('tabpanel')).toBeVisible());
  await expect(appState(environment).path).toBe(accountHref.settings());
}

/** Main style, utility country (US): Overview, Document Licenses, Subscriptions, Settings. */
export const MainUtilityCountry: Story = {
  tags: ['mode-brand:main'],
  globals: { brand: 'main', country: 'US', locale: 'en-US' },
  play: async ({ loaded }) => {
    const environment = storyEnvironment({ loaded });
    await tabsShown(
      environment,
      [
        'account:tabs.overview',
        'account:tabs.documentLicenses',
        'account:tabs.subscriptions',
        'account:tabs.settings',
      ],
      'account:tabs.settings',
    );
  },
};

/** Main style, a country outside the utility list (IE): Subscriptions & Licenses, Settings. */
export const MainOtherCountry: Story = {
  tags: ['mode-brand:main'],
  globals: { brand: 'main', country: 'IE', locale: 'en-IE' },
  play: async ({ loaded }) => {
    const environment = storyEnvironment({ loaded });
    await tabsShown(
      environment,
      ['account:tabs.subscriptionsAndLicenses', 'account:tabs.settings'],
      'account:tabs.settings',
    );
  },
};

/** Legal-contracts style (GB): Subscriptions & Licenses, Settings. */
export const LegalContracts: Story = {
  tags: ['mode-brand:legal-contracts'],
  globals: { brand: 'legal-contracts', country: 'GB', locale: 'en-GB' },
  play: async ({ loaded }) => {
    const environment = storyEnvironment({ loaded });
    await tabsShown(
      environment,
      ['account:tabs.subscriptionsAndLicenses', 'account:tabs.settings'],
      'account:tabs.settings',
    );
  },
};

/** An address the dashboard does not know: the message and the way back, without tabs. */
export const PageNotFound: Story = {
  tags: ['text'],
  args: { path: '/no-such-page' },
  play: async () => {
    await screen.findByRole(
      'heading',
      { name: copy('account:app.notFound.title') },
      {
        timeout: 8000,
      },
    );
    await expect(screen.queryByRole('tablist')).toBeNull();
    await expect(
      screen.getByRole('link', { name: copy('account:app.backToAccount') }),
    ).toHaveAttribute('href', '/my-account');
  },
};

/** A cancel link whose subscription number is not a number: what is wrong, and the way back. */
export const InvalidQuery: Story = {
  args: { path: '/subscriptions/cancel?subscriptionId=abc&isTrial=false' },
  play: async () => {
    const section = await screen.findByTestId('invalid-query', {}, { timeout: 8000 });
    await expect(section).toHaveTextContent(copy('account:invalidQuery.params.subscriptionId'));
    await expect(
      within(section).getByRole('link', { name: copy('account:invalidQuery.back') }),
    ).toHaveAttribute(
      'href',
      // Sites without a subscriptions tab send the member to the combined tab.
      screen.queryByRole('tab', { name: copy('account:tabs.subscriptions') })
        ? '/my-account/subscriptions/'
        : '/my-account/subscriptions-and-licenses',
    );
  },
};
