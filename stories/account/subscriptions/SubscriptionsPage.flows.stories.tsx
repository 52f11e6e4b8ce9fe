import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { loadReactivateDialog, SubscriptionsPage } from '../../../src/account/subscriptions';
import { receiptUrl } from '../../../src/account/subscriptions/rules';
import { type MemberFixture, members } from '../../../src/platform/fixtures';
import {
  type MockApiOptions,
  mockApi,
  mockFailureMessage,
} from '../../../src/platform/mocks/handlers';
import { loadShellAlertDialog } from '../../../src/shell/alerts';
import { breakpoints } from '../../../tokens/breakpoints';
import { copy } from '../../support/copy';
import { findOverlay, untilDialogSettled } from '../../support/findOverlay';
import { preloadChunks } from '../../support/preloadChunks';
import { routerPath, storyEnvironment } from '../../support/storyEnvironment';
import { AccountStory, requestLog } from '../support/AccountStory';

const log = requestLog();

/**
 * Keyboard journeys through the Subscriptions tab (account-dashboard §2, §4, §7, §8): reactivate
 * (the PUT, then the reload of subscriptions and upgrade paths; a failure shows the error alert
 * and the dialog stays usable), upgrade (the posted form), cancel (funnel or plain page by
 * country), receipts, and Try again after a failed load. Behaviour only: no screenshots.
 */
const meta = {
  title: 'Account/Subscriptions/SubscriptionsPage flows',
  component: SubscriptionsPage,
  // Journeys and test-only cases: run as tests, left out of the component's docs page.
  tags: ['mode-brand:main', '!autodocs'],
  args: { member: members.cancelled },
  argTypes: { member: { control: false } },
  render: ({ member }) => (
    <AccountStory member={member} path="/subscriptions/">
      <SubscriptionsPage />
    </AccountStory>
  ),
  beforeEach: () => {
    log.clear();
  },
  loaders: [preloadChunks(loadReactivateDialog, loadShellAlertDialog)],
} satisfies Meta<{ member: MemberFixture }>;
export default meta;
type Story = StoryObj<typeof meta>;

const handlers = (member: MemberFixture, options: MockApiOptions = {}) => ({
  msw: { handlers: mockApi({ member, onRequest: log.onRequest, ...options }) },
  screenshot: { disable: true },
});

/** Tabs forward until `element` has focus (keyboard only; fails after `max` presses). */
async function tabTo(element: HTMLElement, max = 40) {
  for (let i = 0; i < max && document.activeElement !== element; i++) await userEvent.tab();
  await expect(element).toHaveFocus();
}

const body = () => within(document.body);

/** Reactivate by keyboard: confirm, the PUT with the id, the reloads after it, the result alert. */
export const Reactivate: Story = {
  parameters: handlers(members.cancelled),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const button = await canvas.findByRole('button', {
      name: copy('subscriptions:actions.reactivate'),
    });
    await tabTo(button);
    await userEvent.keyboard('{Enter}');
    const dialog = await findOverlay(body(), 'dialog', {
      name: copy('subscriptions:reactivate.title'),
    });
    await expect(dialog).toHaveTextContent(
      copy('subscriptions:reactivate.body', { date: 'September 10, 2026' }),
    );
    const confirm = within(dialog).getByRole('button', {
      name: copy('subscriptions:reactivate.confirm'),
    });
    await tabTo(confirm);
    await expect((await log.of('subscriptions')).length).toBe(1);
    await userEvent.keyboard('{Enter}');
    const success = await findOverlay(body(), 'alertdialog');
    await expect(success).toHaveTextContent(copy('subscriptions:reactivate.success'));
    const put = await log.of('reactivateSubscription');
    await expect(put).toHaveLength(1);
    await expect(put[0]?.method).toBe('PUT');
    await expect(JSON.parse(put[0]?.body ?? '{}')).toEqual({ subscriptionId: 1004 });
    // §4 reload: subscriptions and upgrade paths are fetched again after the PUT.
    await waitFor(async () => {
      const all = await log.all();
      const putIndex = all.findIndex((r) => r.endpoint === 'reactivateSubscription');
      const after = all.slice(putIndex + 1).map((r) => `${r.method} ${r.endpoint}`);
      await expect(after).toEqual(
        expect.arrayContaining(['GET subscriptions', 'GET upgradePaths']),
      );
    });
    await expect(dialog).not.toBeInTheDocument();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(body().queryByRole('alertdialog')).not.toBeInTheDocument());
  },
};

/** A failed reactivation: the §8 error alert; once closed the dialog is still there and usable. */
export const ReactivateFails: Story = {
  parameters: handlers(members.cancelled, { variants: { reactivateSubscription: 'failure' } }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const button = await canvas.findByRole('button', {
      name: copy('subscriptions:actions.reactivate'),
    });
    await tabTo(button);
    await userEvent.keyboard('{Enter}');
    const dialog = await findOverlay(body(), 'dialog', {
      name: copy('subscriptions:reactivate.title'),
    });
    // The alert below closes within half a second of this dialog opening otherwise.
    await untilDialogSettled(dialog);
    const confirm = within(dialog).getByRole('button', {
      name: copy('subscriptions:reactivate.confirm'),
    });
    await tabTo(confirm);
    await userEvent.keyboard('{Enter}');
    const alert = await findOverlay(body(), 'alertdialog');
    await expect(alert).toHaveTextContent(mockFailureMessage);
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(alert).not.toBeInTheDocument());
    await expect(dialog).toBeInTheDocument();
    // Focus goes back to the button the member pressed; react-aria restores it a frame after the
    // alert unmounts, so the Shift+Tab below must wait for it or it would start from the body.
    await waitFor(() => expect(confirm).toHaveFocus(), { timeout: 5000 });
    await waitFor(() => expect(confirm).not.toHaveAttribute('data-pending'));
    await expect(confirm).toBeEnabled();
    // No reload after a failure: the one GET of the first load.
    await expect(await log.of('reactivateSubscription')).toHaveLength(1);
    await expect(await log.of('subscriptions')).toHaveLength(1);
    // Still usable: "Not now" closes it, the card is unchanged.
    await userEvent.tab({ shift: true });
    await expect(
      within(dialog).getByRole('button', { name: copy('subscriptions:reactivate.notNow') }),
    ).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    await expect(button).toBeInTheDocument();
  },
};

/** Captures the next form submission instead of leaving the page, and hands back its fields. */
function captureSubmit(
  root: HTMLElement,
): Promise<{ action: string; method: string; fields: [string, string][] }> {
  return new Promise((resolve) => {
    root.ownerDocument.addEventListener(
      'submit',
      (event) => {
        event.preventDefault();
        const form = event.target as HTMLFormElement;
        resolve({
          action: form.action,
          method: form.method,
          fields: [...new FormData(form).entries()].map(([k, v]) => [k, String(v)]),
        });
      },
      { capture: true, once: true },
    );
  });
}

/**
 * Upgrade by keyboard: a real form POSTed to the upgrade path's order URL with
 * upgradeSubscription, products and the order post data — the desktop details, or the mobile
 * ones below the tablet breakpoint (§4).
 */
export const Upgrade: Story = {
  parameters: handlers(members.activeMonthly),
  args: { member: members.activeMonthly },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const button = await canvas.findByRole('button', {
      name: copy('subscriptions:actions.upgrade'),
    });
    const submitted = captureSubmit(canvasElement);
    await tabTo(button);
    await userEvent.keyboard('{Enter}');
    const form = await submitted;
    const small = window.innerWidth < breakpoints.tablet;
    await expect(form.method).toBe('post');
    await expect(form.action).toBe(
      small
        ? 'https://order.legal-docs.example.com/m/order/upgrade'
        : 'https://order.legal-docs.example.com/order/upgrade',
    );
    await expect(form.fields).toEqual([
      ['upgradeSubscription', '1001'],
      ['products', 'ALLLAW'],
      ['orderToken', 'tok-1001'],
    ]);
  },
};

/** Cancel in the US: the funnel's landing (cancel_v2) with id, trial flag and the plan's name. */
export const CancelInFunnelCountry: Story = {
  parameters: handlers(members.activeMonthly),
  args: { member: members.activeMonthly },
  play: async ({ canvasElement, loaded }) => {
    const environment = storyEnvironment({ loaded });
    const link = await within(canvasElement).findByRole('link', {
      name: copy('subscriptions:actions.cancel'),
    });
    await tabTo(link);
    await userEvent.keyboard('{Enter}');
    const name = new URLSearchParams({
      n: copy('subscriptions:kinds.trialSubscription'),
    })
      .toString()
      .slice(2);
    await waitFor(() =>
      expect(routerPath(environment)).toBe(
        `/subscriptions/cancel_v2?subscriptionId=1001&isTrial=false&subscriptionName=${name}`,
      ),
    );
  },
};

/** Cancel in France (no funnel, §6): the plain cancel page; a trial says so. */
export const CancelElsewhere: Story = {
  globals: { brand: 'main', country: 'FR', locale: 'fr-FR' },
  parameters: handlers(members.initialTrial, { country: 'FR' }),
  args: { member: members.initialTrial },
  play: async ({ canvasElement, loaded }) => {
    const environment = storyEnvironment({ loaded });
    const link = await within(canvasElement).findByRole('link', {
      name: copy('subscriptions:actions.cancel'),
    });
    await tabTo(link);
    await userEvent.keyboard('{Enter}');
    const name = new URLSearchParams({
      n: copy('subscriptions:kinds.trialSubscription'),
    })
      .toString()
      .slice(2);
    await waitFor(() =>
      expect(routerPath(environment)).toBe(
        `/subscriptions/cancel?subscriptionId=1003&isTrial=true&subscriptionName=${name}`,
      ),
    );
  },
};

/** Receipts: each is a real link to its receipt page on the site host, opening a new tab. */
export const Receipts: Story = {
  parameters: handlers(members.activeMonthly),
  args: { member: members.activeMonthly },
  play: async ({ canvasElement }) => {
    const links = await within(canvasElement).findAllByRole('link', {
      name: new RegExp(copy('subscriptions:receipts.viewFor', { date: '.+' })),
    });
    await expect(links).toHaveLength(2);
    await expect(links[0]).toHaveAttribute(
      'href',
      receiptUrl({ host: location.host, invoiceNumber: 'INV-100201', locale: 'en-US' }),
    );
    await expect(links[0]).toHaveAttribute('target', '_blank');
    await expect(links[1]).toHaveAttribute(
      'href',
      expect.stringContaining('invoiceNumber=INV-100102&loc=en_US'),
    );
    await tabTo(links[0] as HTMLElement);
  },
};

/**
 * A load that fails without an error text of its own (the dialog's generic body) ends in the
 * inline failed state too; Try again sends the request again.
 */
export const FailedThenTryAgain: Story = {
  parameters: handlers(members.several, { variants: { subscriptions: 'failureWithoutMessage' } }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const alert = await findOverlay(body(), 'alertdialog');
    await expect(alert).toHaveTextContent(copy('errors:generic.body'));
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(alert).not.toBeInTheDocument());
    const retry = await canvas.findByRole('button', { name: copy('common:actions.tryAgain') });
    await expect(canvas.getByText(copy('subscriptions:list.failedTitle'))).toBeVisible();
    const before = (await log.of('subscriptions')).length;
    await tabTo(retry);
    await userEvent.keyboard('{Enter}');
    await waitFor(async () =>
      expect((await log.of('subscriptions')).length).toBeGreaterThan(before),
    );
  },
};
