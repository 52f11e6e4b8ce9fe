/** Story-only helpers of the cancellation screens: a stateful server and the list it reloads. */
import { useAtomValue } from 'jotai';
import { HttpResponse, http } from 'msw';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { subscriptionState } from '../../../src/account/domain';
import { subscriptions } from '../../../src/account/subscriptions';
import { upgradePaths } from '../../../src/account/upgrade';
import type { Subscription } from '../../../src/platform/api/contract';
import { endpoints } from '../../../src/platform/api/contract';
import type { MemberFixture } from '../../../src/platform/fixtures';
import { type MockApiOptions, mockApi } from '../../../src/platform/mocks/handlers';

/** Key under `subscriptions:state` of each state the probe shows. */
const stateKey = {
  active: 'active',
  'initial-trial': 'initialTrial',
  cancelled: 'cancelled',
  expired: 'expired',
  library: 'library',
  inactive: 'active',
} as const;

/**
 * Story-only stand-in for the subscriptions list (its own helper builds the real one): it reads
 * the same resources the list reads (subscriptions and upgrade paths), so a cancel's reload is
 * seen, and shows each subscription's state from the data it got.
 */
export function SubscriptionStatesProbe() {
  return (
    <Suspense fallback={null}>
      <States />
    </Suspense>
  );
}

function States() {
  const { t } = useTranslation('subscriptions');
  const list = useAtomValue(subscriptions.value);
  useAtomValue(upgradePaths.value);
  if (!list.ok) return null;
  return (
    <ul data-testid="subscription-states">
      {list.data.map((s) => (
        <li key={s.subscriptionId} data-subscription-id={s.subscriptionId}>
          {`${s.subscriptionId}: ${t(`state.${stateKey[subscriptionState(s)]}`)}`}
        </li>
      ))}
    </ul>
  );
}

/** `/api/...` path of an endpoint as a pattern over any origin, with an optional query. */
function pathPattern(path: string): RegExp {
  return new RegExp(`^[a-z]+://[^/]+${path.replace(/[.*+?^$()|[\]\\]/g, '\\$&')}(\\?.*)?$`, 'i');
}

/** What the reference server does on cancel (decisions §4): the next charge becomes the expiry. */
function cancelled(s: Subscription, now: string): Subscription {
  return { ...s, cancelledDate: now, expiryDate: s.nextChargeDate, nextChargeDate: null };
}

/**
 * `mockApi` with a memory: after a successful cancel, the subscriptions call answers with that
 * subscription cancelled, so the reloaded list shows the new state. Every request is reported
 * to `onRequest` as `mockApi` does.
 */
export function statefulCancelApi(options: MockApiOptions & { member: MemberFixture }) {
  const cancelledIds = new Set<number>();
  const now = '2026-03-15T12:00:00';
  const ok = (result: unknown) => HttpResponse.json({ succeeded: true, result, errors: [] });
  const variant = (name: 'cancelSubscription' | 'cancelSubscriptionWithReason') =>
    options.variants?.[name] ?? 'success';
  return [
    http.get(pathPattern(endpoints.subscriptions.path), ({ request }) => {
      if (options.variants?.subscriptions) return undefined;
      options.onRequest?.('subscriptions', request);
      return ok(
        options.member.subscriptions.map((s) =>
          cancelledIds.has(s.subscriptionId) ? cancelled(s, now) : s,
        ),
      );
    }),
    http.post(pathPattern(endpoints.cancelSubscription.path), async ({ request }) => {
      if (variant('cancelSubscription') === 'success') {
        cancelledIds.add(Number(await request.clone().text()));
      }
      return undefined;
    }),
    http.post(pathPattern(endpoints.cancelSubscriptionWithReason.path), async ({ request }) => {
      if (variant('cancelSubscriptionWithReason') === 'success') {
        const body = (await request.clone().json()) as { subscriptionId: number };
        cancelledIds.add(body.subscriptionId);
      }
      return undefined;
    }),
    ...mockApi(options),
  ];
}
