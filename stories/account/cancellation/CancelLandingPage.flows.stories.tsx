import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import {
  CancelLandingPage,
  CancelSuccessPage,
  loadQuickCancelDialog,
  loadRetentionDialog,
} from '../../../src/account/cancellation/screens';
import { accountHref } from '../../../src/account/navigation';
import { members, subscriptions } from '../../../src/platform/fixtures';
import { loadShellAlertDialog } from '../../../src/shell/alerts';
import { copy } from '../../support/copy';
import { findOverlay } from '../../support/findOverlay';
import { preloadChunks } from '../../support/preloadChunks';
import { routerPath, storyEnvironment } from '../../support/storyEnvironment';
import { AccountStory, type LoggedRequest, requestLog } from '../support/AccountStory';
import { SubscriptionStatesProbe, statefulCancelApi } from './cancellationStory';

const log = requestLog();
const member = members.activeMonthly;
const id = subscriptions.activeMonthly.subscriptionId;
const landing = accountHref.cancelV2({ subscriptionId: id });
const reasonStep = `${landing}&step=reason`;
const success = accountHref.cancelSuccess({
  initialTrial: false,
  nextChargeDate: subscriptions.activeMonthly.nextChargeDate,
});

/**
 * The funnel by keyboard (US, main brand): landing → reason step → cancel, with and without a
 * reason; one request however often Confirm is activated; a failed call keeps the choices.
 * Each asserts the request sent and the reload that follows (subscriptions and upgrade paths).
 */
const meta = {
  title: 'Account/Cancellation/CancelLandingPage/Flows',
  component: CancelLandingPage,
  // Journeys and test-only cases: run as tests, left out of the component's docs page.
  tags: ['mode-brand:main', '!autodocs'],
  loaders: [preloadChunks(loadRetentionDialog, loadQuickCancelDialog, loadShellAlertDialog)],
  parameters: { layout: 'padded', screenshot: { disable: true } },
  render: (_args, { parameters }) => (
    <AccountStory
      member={member}
      path={parameters.path ?? landing}
      routePath="/subscriptions/cancel_v2"
      routes={[
        { path: '/subscriptions/cancel-success', element: <CancelSuccessPage /> },
        { path: '/subscriptions/', element: <SubscriptionStatesProbe /> },
      ]}
    >
      <CancelLandingPage />
    </AccountStory>
  ),
  beforeEach: () => {
    log.clear();
  },
} satisfies Meta<typeof CancelLandingPage>;
export default meta;
type Story = StoryObj<typeof meta>;

const handlers = (variants?: Parameters<typeof statefulCancelApi>[0]['variants']) =>
  statefulCancelApi({ member, variants, onRequest: log.onRequest });

/** The requests logged after the first one of `endpoint`. */
async function after(endpoint: LoggedRequest['endpoint']) {
  const all = await log.all();
  return all.slice(all.findIndex((r) => r.endpoint === endpoint) + 1);
}

/** Tabs until `element` has focus (at most 20 presses). */
async function tabTo(element: HTMLElement) {
  for (let i = 0; i < 20 && document.activeElement !== element; i++) await userEvent.tab();
  await expect(element).toHaveFocus();
}

/** Landing → reason step by keyboard, a reason picked with the arrows, the text typed. */
async function fillReasonStep(canvasElement: HTMLElement, text: string, fromLanding = true) {
  const canvas = within(canvasElement);
  if (fromLanding) {
    const next = await canvas.findByRole(
      'button',
      { name: copy('cancellation:landing.continue') },
      { timeout: 5000 },
    );
    await tabTo(next);
    await userEvent.keyboard('{Enter}');
  }
  const group = await canvas.findByRole(
    'radiogroup',
    { name: copy('cancellation:reasons.label') },
    { timeout: 5000 },
  );
  const radios = within(group).getAllByRole('radio');
  await tabTo(radios[0] as HTMLElement);
  await userEvent.keyboard('{ArrowDown}{ArrowDown}');
  await expect(
    within(group).getByRole('radio', { name: copy('cancellation:reasons.notUsingEnough') }),
  ).toBeChecked();
  await userEvent.tab();
  const field = canvas.getByRole('textbox', { name: copy('cancellation:freeText.label') });
  await expect(field).toHaveFocus();
  if (text) await userEvent.keyboard(text);
  await userEvent.tab();
  const confirm = canvas.getByRole('button', { name: copy('cancellation:confirm') });
  await expect(confirm).toHaveFocus();
  return { group, field, confirm };
}

/**
 * With a reason: the trimmed text sends cancel-with-reason {subscriptionId, reason, freeText};
 * subscriptions and upgrade paths reload; the success page follows with the next charge date.
 */
export const CancelWithReason: Story = {
  parameters: { msw: { handlers: handlers() } },
  play: async ({ canvasElement, loaded }) => {
    const environment = storyEnvironment({ loaded });
    await fillReasonStep(canvasElement, '   Too few documents for my needs  ');
    await expect(routerPath(environment)).toBe(reasonStep);
    await userEvent.keyboard('{Enter}');
    await expect(
      await within(canvasElement).findByTestId('cancel-success', {}, { timeout: 5000 }),
    ).toBeVisible();
    await expect(routerPath(environment)).toBe(success);
    const sent = await log.of('cancelSubscriptionWithReason');
    await expect(sent).toHaveLength(1);
    await expect(sent[0]?.method).toBe('POST');
    await expect(JSON.parse(sent[0]?.body ?? '')).toEqual({
      subscriptionId: id,
      reason: 'notUsingEnough',
      freeText: 'Too few documents for my needs',
    });
    await expect(await log.of('cancelSubscription')).toHaveLength(0);
    // §4: the subscription and upgrade-path caches are cleared and reloaded after the cancel.
    await waitFor(async () => {
      const reloads = (await after('cancelSubscriptionWithReason')).map((r) => r.endpoint);
      await expect(reloads).toContain('subscriptions');
      await expect(reloads).toContain('upgradePaths');
    });
  },
};

/** Only spaces in the text: the plain cancel call with the bare id (§5), then the success page. */
export const CancelWithoutReason: Story = {
  parameters: { path: reasonStep, msw: { handlers: handlers() } },
  play: async ({ canvasElement }) => {
    await fillReasonStep(canvasElement, '     ', false);
    await userEvent.keyboard('{Enter}');
    await expect(
      await within(canvasElement).findByTestId('cancel-success', {}, { timeout: 5000 }),
    ).toBeVisible();
    const sent = await log.of('cancelSubscription');
    await expect(sent).toHaveLength(1);
    await expect(sent[0]?.body).toBe(String(id));
    await expect(await log.of('cancelSubscriptionWithReason')).toHaveLength(0);
    await waitFor(async () => {
      const reloads = (await after('cancelSubscription')).map((r) => r.endpoint);
      await expect(reloads).toContain('subscriptions');
      await expect(reloads).toContain('upgradePaths');
    });
  },
};

/** Confirm activated twice (Enter, Enter, a click) while the call is in flight: one request. */
export const ConfirmSubmitsOnce: Story = {
  parameters: {
    path: reasonStep,
    msw: { handlers: handlers({ cancelSubscriptionWithReason: 'loading' }) },
  },
  play: async ({ canvasElement, loaded }) => {
    const environment = storyEnvironment({ loaded });
    const { confirm } = await fillReasonStep(canvasElement, 'Moving abroad', false);
    await userEvent.keyboard('{Enter}{Enter}');
    await userEvent.click(confirm);
    await waitFor(() => expect(confirm).toHaveAttribute('data-pending', 'true'));
    await new Promise((resolve) => setTimeout(resolve, 300));
    await expect(await log.of('cancelSubscriptionWithReason')).toHaveLength(1);
    await expect(routerPath(environment)).toBe(reasonStep);
  },
};

/**
 * The call fails (500): the error dialog opens (policy `show`), the page stays with the reason
 * and the text as chosen, nothing reloads, and Confirm works again.
 */
export const FailureKeepsChoices: Story = {
  parameters: {
    path: reasonStep,
    msw: { handlers: handlers({ cancelSubscriptionWithReason: 'serverError' }) },
  },
  play: async ({ canvasElement, loaded }) => {
    const environment = storyEnvironment({ loaded });
    const { group, field } = await fillReasonStep(canvasElement, 'Moving abroad', false);
    await userEvent.keyboard('{Enter}');
    const alert = await findOverlay(screen, 'alertdialog', {}, { timeout: 8000 });
    await expect(alert).toBeVisible();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await expect(routerPath(environment)).toBe(reasonStep);
    await expect(
      within(group).getByRole('radio', { name: copy('cancellation:reasons.notUsingEnough') }),
    ).toBeChecked();
    await expect(field).toHaveValue('Moving abroad');
    const confirm = within(canvasElement).getByRole('button', {
      name: copy('cancellation:confirm'),
    });
    await expect(confirm).not.toHaveAttribute('data-pending');
    await expect(confirm).toBeEnabled();
    await expect(await after('cancelSubscriptionWithReason')).toEqual([]);
  },
};
