import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, http } from 'msw';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { loadQuickActionsMenu } from '../../../src/account/overview';
import { OverviewPage } from '../../../src/account/overview/OverviewPage';
import { type MemberFixture, members } from '../../../src/platform/fixtures';
import { mockApi } from '../../../src/platform/mocks/handlers';
import { loadShellAlertDialog } from '../../../src/shell/alerts';
import { copy } from '../../support/copy';
import { findOverlay } from '../../support/findOverlay';
import { preloadChunks } from '../../support/preloadChunks';
import { addressesLeftFor, routerPath, storyEnvironment } from '../../support/storyEnvironment';
import { AccountStory, requestLog } from '../support/AccountStory';

const log = requestLog();

const meta = {
  title: 'Account/Overview/OverviewPage/Flows',
  component: OverviewPage,
  loaders: [preloadChunks(loadQuickActionsMenu, loadShellAlertDialog)],
  // Journeys and test-only cases: run as tests, left out of the component's docs page.
  tags: ['mode-brand:main', '!autodocs'],
  globals: { brand: 'main', country: 'US', locale: 'en-US' },
  args: { member: members.activeYearly },
  argTypes: { member: { control: false } },
  parameters: {
    screenshot: { disable: true },
    msw: { handlers: mockApi({ member: members.activeYearly, onRequest: log.onRequest }) },
  },
  render: ({ member }) => (
    <AccountStory member={member} path="/overview">
      <OverviewPage />
    </AccountStory>
  ),
  beforeEach: () => log.clear(),
} satisfies Meta<{ member: MemberFixture }>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Where each quick action leads (path and query on the site's origin). */
const quickActionTargets = {
  createDocument: '/legal-documents/',
  myDocuments: '/mydocuments/',
  eSign: '/esign/?utm_source=my-account&utm_medium=dashboard&utm_campaign=quick-actions',
  notarize: '/online-notary/',
  legalAdvice: '/legal-advice/',
  contactSupport: '/help/',
} as const;

const pathOf = (href: string | null) => {
  const url = new URL(href ?? '', window.location.origin);
  return `${url.pathname}${url.search}`;
};

/**
 * Quick actions at N, by keyboard: Enter on the menu button opens the menu on its first
 * action; every action leads to its page; ArrowDown and Enter follow "Go to My Documents" (the
 * page leaves for it); reopened, Esc closes the menu and focus returns to the button.
 */
export const QuickActionsByKeyboard: Story = {
  globals: { exp_quickActionsFab: 'N' },
  play: async ({ canvasElement, loaded }) => {
    const environment = storyEnvironment({ loaded });
    const button = await within(canvasElement).findByRole(
      'button',
      { name: copy('account:quickActions.title') },
      { timeout: 5000 },
    );
    await expect(button).toHaveAttribute('aria-haspopup', 'true');
    button.focus();
    await userEvent.keyboard('{Enter}');
    const menu = await screen.findByRole('menu', { name: copy('account:quickActions.title') });
    const items = within(menu).getAllByRole('menuitem');
    await waitFor(() => expect(items[0]).toHaveFocus());
    await expect(items.map((item) => item.textContent)).toEqual(
      Object.keys(quickActionTargets).map((id) => copy(`account:quickActions.${id}`)),
    );
    await expect(items.map((item) => pathOf(item.getAttribute('href')))).toEqual(
      Object.values(quickActionTargets),
    );
    await userEvent.keyboard('{ArrowDown}');
    await expect(items[1]).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() =>
      expect(addressesLeftFor(environment).map((url) => pathOf(url))).toEqual([
        quickActionTargets.myDocuments,
      ]),
    );
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    // Reopen, then Esc: closed, focus back on the button, nothing followed.
    button.focus();
    await userEvent.keyboard('{ArrowDown}');
    await screen.findByRole('menu');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    // react-aria gives focus back in the frame after the menu unmounts, not with it: a check in
    // the same frame failed on a busy machine (as in the ds Menu stories, wait for it).
    await waitFor(() => expect(button).toHaveFocus());
    await expect(addressesLeftFor(environment)).toHaveLength(1);
  },
};

/**
 * Quick actions in the control: an inline card whose links lead to the same pages; Enter on
 * "Contact support" leaves for the help page.
 */
export const QuickActionsCardLinks: Story = {
  play: async ({ canvasElement, loaded }) => {
    const environment = storyEnvironment({ loaded });
    const canvas = within(canvasElement);
    const heading = await canvas.findByRole(
      'heading',
      { level: 3, name: copy('account:quickActions.title') },
      { timeout: 5000 },
    );
    const card = within(heading.parentElement as HTMLElement);
    for (const [id, target] of Object.entries(quickActionTargets)) {
      const link = card.getByRole('link', { name: copy(`account:quickActions.${id}`) });
      await expect(pathOf(link.getAttribute('href'))).toBe(target);
    }
    card.getByRole('link', { name: copy('account:quickActions.contactSupport') }).focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(addressesLeftFor(environment).map(pathOf)).toEqual(['/help/']));
  },
};

/**
 * The shortcuts route inside the dashboard: subscriptions and receipts to the Subscriptions
 * tab, card and email to Settings; browsing documents leaves for the site. Enter on "Manage or
 * cancel a subscription" opens the Subscriptions tab.
 */
export const ShortcutsRouteToTabs: Story = {
  play: async ({ canvasElement, loaded }) => {
    const environment = storyEnvironment({ loaded });
    const canvas = within(canvasElement);
    const heading = await canvas.findByRole('heading', {
      level: 3,
      name: copy('account:overview.tasks.title'),
    });
    const tasks = within(heading.parentElement as HTMLElement);
    const expected = {
      manageSubscription: '/subscriptions/',
      receipts: '/subscriptions/',
      updateCard: '/settings',
      changeEmail: '/settings',
      browseDocuments: '/legal-documents/',
    };
    for (const [id, target] of Object.entries(expected)) {
      const link = tasks.getByRole('link', { name: copy(`account:overview.tasks.${id}`) });
      await expect(pathOf(link.getAttribute('href'))).toBe(target);
    }
    tasks.getByRole('link', { name: copy('account:overview.tasks.manageSubscription') }).focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(routerPath(environment)).toBe('/subscriptions/'));
    await expect(addressesLeftFor(environment)).toEqual([]);
  },
};

/** The expired-card warning's "Update card" opens Settings (by keyboard). */
export const ExpiredCardToSettings: Story = {
  args: { member: members.expiredCard },
  parameters: {
    msw: { handlers: mockApi({ member: members.expiredCard, onRequest: log.onRequest }) },
  },
  play: async ({ canvasElement, loaded }) => {
    const environment = storyEnvironment({ loaded });
    const canvas = within(canvasElement);
    const warning = await canvas.findByRole(
      'heading',
      { level: 3, name: copy('account:overview.cards.expiredTitle') },
      { timeout: 5000 },
    );
    within(warning.closest('section') as HTMLElement)
      .getByRole('link', { name: copy('paymentMethods:actions.update') })
      .focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(routerPath(environment)).toBe('/settings'));
  },
};

/**
 * The plans fail to load: the §8 dialog (the client's), the plans section's own failed state
 * while the rest of the page loads; "Try again" by keyboard loads them again and the plan shows.
 */
export const PlansRetryAfterFailure: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get(
          '*/api/dashboards/my-account/v1/subscription/',
          () => HttpResponse.json({ succeeded: false, result: null, errors: ['Try later'] }),
          { once: true },
        ),
        ...mockApi({ member: members.activeYearly, onRequest: log.onRequest }),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const dialog = await findOverlay(screen, 'alertdialog', {}, { timeout: 5000 });
    await expect(within(dialog).getByText('Try later')).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    // The rest of the page is there: licenses and projects.
    await expect(
      await canvas.findByText(copy('subscriptions:licenses.count', { count: 2 })),
    ).toBeVisible();
    await expect(await canvas.findByText(copy('projects:empty'))).toBeVisible();
    const retry = await canvas.findByRole('button', { name: copy('common:actions.tryAgain') });
    retry.focus();
    await userEvent.keyboard('{Enter}');
    await expect(
      await canvas.findByText(copy('subscriptions:kinds.oneYearPro'), {}, { timeout: 5000 }),
    ).toBeVisible();
    await waitFor(async () => expect(await log.of('subscriptions')).toHaveLength(1));
    await expect(canvas.queryByText(copy('account:overview.sectionFailed'))).toBeNull();
  },
};

/**
 * Project tiles fail to load: their own failed state; "Try again" by keyboard asks again and the
 * tiles appear.
 */
export const ProjectTilesRetryAfterFailure: Story = {
  args: { member: members.several },
  parameters: {
    msw: {
      handlers: [
        http.get(
          '*/api/dashboards/post-purchase/v1/my-projects-dashboard-tiles',
          () => HttpResponse.json({ succeeded: false, result: null, errors: ['Tiles down'] }),
          { once: true },
        ),
        ...mockApi({ member: members.several, onRequest: log.onRequest }),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await findOverlay(screen, 'alertdialog', {}, { timeout: 5000 });
    await userEvent.keyboard('{Escape}');
    const failed = await canvas.findByText(copy('projects:failed'));
    await expect(failed).toBeVisible();
    canvas.getByRole('button', { name: copy('common:actions.tryAgain') }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(
      await canvas.findByRole('link', { name: 'Estate plan' }, { timeout: 5000 }),
    ).toBeVisible();
    await waitFor(async () => expect(await log.of('projectTiles')).toHaveLength(1));
  },
};
