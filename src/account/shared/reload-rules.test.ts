import { describe, expect, it } from 'vitest';
import { makePaymentMethod, makeSubscription } from '../../platform/fixtures';
import { signedOutSession, userSessionAtom } from '../../platform/session/atoms';
import {
  createFakeServer,
  createTestStore,
  deferred,
  type FakeHandler,
  ok,
} from '../../platform/state/testing';
import { trackingContextAtom } from '../../platform/tracking/atoms';
import { cancelSubscriptionAtom } from '../cancellation';
import { licenses } from '../licenses';
import {
  deletePaymentMethodAtom,
  paymentMethods,
  updatePaymentMethodAtom,
} from '../payment-methods';
import {
  accountDataAtom,
  followAccountOwner,
  loadRouteNeedsAtom,
  routeNeedsAtom,
} from '../resources';
import { reactivateSubscriptionAtom, subscriptions } from '../subscriptions';
import { upgradePaths } from '../upgrade';

const base = '/api/dashboards/my-account/v1';
const GET_SUBSCRIPTIONS = `GET ${base}/subscription/`;
const GET_UPGRADE = `GET ${base}/upgrade-path`;
const GET_CARDS = `GET ${base}/payment-method`;
const GET_EMAIL_PREFERENCE = `GET ${base}/account/email-preference`;

const subscription = makeSubscription;
const card = (creditCardId: number) => makePaymentMethod({ creditCardId });

const subscriptionList = [
  subscription({ subscriptionId: 1, creditCardId: 11 }),
  // Cancelled: still points at card 22 but no longer charges it.
  subscription({ subscriptionId: 2, creditCardId: 22, cancelledDate: '2026-01-01T00:00:00' }),
];

function accountRoutes(extra: Record<string, FakeHandler> = {}): Record<string, FakeHandler> {
  return {
    [GET_SUBSCRIPTIONS]: () => ok(subscriptionList),
    [GET_UPGRADE]: () => ok([]),
    [GET_CARDS]: () => ok([card(11), card(22), card(33)]),
    [`GET ${base}/license`]: () => ok([]),
    [GET_EMAIL_PREFERENCE]: () => ok({ emailPromotions: true, isDelegate: false }),
    'GET /api/dashboards/post-purchase/v1/my-projects-dashboard-tiles': () => ok([]),
    [`POST ${base}/subscription/cancel`]: () => ok(true),
    [`POST ${base}/subscription/cancel-with-reason`]: () => ok(true),
    [`PUT ${base}/subscription/reactivate`]: () => ok(true),
    [`DELETE ${base}/payment-method/11`]: () => ok(1),
    [`DELETE ${base}/payment-method/22`]: () => ok(1),
    [`DELETE ${base}/payment-method/33`]: () => ok(1),
    [`POST ${base}/payment-method/11`]: () => ok(true),
    ...extra,
  };
}

async function loadedStore(routes = accountRoutes()) {
  const server = createFakeServer(routes);
  const { store } = createTestStore(server);
  await Promise.all([
    store.get(subscriptions.value),
    store.get(upgradePaths.value),
    store.get(paymentMethods.value),
  ]);
  server.calls.length = 0;
  return { server, store };
}

describe('account reload rules (account-dashboard §4)', () => {
  it('cancel reloads subscriptions and upgrade paths, nothing else', async () => {
    const { server, store } = await loadedStore();
    const result = await store.set(cancelSubscriptionAtom, { subscriptionId: 1 });
    expect(result.ok).toBe(true);
    await store.get(subscriptions.value);
    await store.get(upgradePaths.value);
    await store.get(paymentMethods.value);
    expect(server.log().sort()).toEqual(
      [`POST ${base}/subscription/cancel`, GET_SUBSCRIPTIONS, GET_UPGRADE].sort(),
    );
  });

  it('cancel with free text uses the reason call; blank free text the plain one', async () => {
    const { server, store } = await loadedStore();
    await store.set(cancelSubscriptionAtom, {
      subscriptionId: 1,
      reason: 'price',
      freeText: '  too dear ',
    });
    await store.set(cancelSubscriptionAtom, { subscriptionId: 1, reason: 'price', freeText: '  ' });
    const writes = server.calls.filter((call) => call.method === 'POST');
    expect(writes.map((call) => [call.path, call.body])).toEqual([
      [
        `${base}/subscription/cancel-with-reason`,
        { subscriptionId: 1, reason: 'price', freeText: 'too dear' },
      ],
      [`${base}/subscription/cancel`, 1],
    ]);
  });

  it('a failed cancel reloads nothing', async () => {
    const { server, store } = await loadedStore(
      accountRoutes({
        [`POST ${base}/subscription/cancel`]: () => ({
          succeeded: false,
          result: null,
          errors: ['No'],
        }),
      }),
    );
    const result = await store.set(cancelSubscriptionAtom, { subscriptionId: 1 });
    expect(result.ok).toBe(false);
    await store.get(subscriptions.value);
    expect(server.log()).toEqual([`POST ${base}/subscription/cancel`]);
  });

  it('reactivate reloads subscriptions and upgrade paths', async () => {
    const { server, store } = await loadedStore();
    await store.set(reactivateSubscriptionAtom, 2);
    await store.get(subscriptions.value);
    await store.get(upgradePaths.value);
    await store.get(paymentMethods.value);
    expect(server.log().sort()).toEqual(
      [`PUT ${base}/subscription/reactivate`, GET_SUBSCRIPTIONS, GET_UPGRADE].sort(),
    );
  });

  it('deleting a card an active subscription pays with reloads subscriptions only', async () => {
    const { server, store } = await loadedStore();
    await store.set(deletePaymentMethodAtom, 11);
    await store.get(subscriptions.value);
    const cards = await store.get(paymentMethods.value);
    expect(server.log()).toEqual([`DELETE ${base}/payment-method/11`, GET_SUBSCRIPTIONS]);
    expect(cards.ok && cards.data.map((c) => [c.creditCardId, c.userSaved])).toEqual([
      [11, false],
      [22, true],
      [33, true],
    ]);
  });

  it('deleting a card no active subscription pays with reloads nothing', async () => {
    const { server, store } = await loadedStore();
    await store.set(deletePaymentMethodAtom, 22);
    await store.set(deletePaymentMethodAtom, 33);
    await store.get(subscriptions.value);
    const cards = await store.get(paymentMethods.value);
    expect(server.log()).toEqual([
      `DELETE ${base}/payment-method/22`,
      `DELETE ${base}/payment-method/33`,
    ]);
    expect(cards.ok && cards.data.filter((c) => c.userSaved).map((c) => c.creditCardId)).toEqual([
      11,
    ]);
  });

  it('updating a card reloads payment methods and subscriptions', async () => {
    const { server, store } = await loadedStore();
    await store.set(updatePaymentMethodAtom, {
      creditCardId: 11,
      cardTypeCode: 'VI',
      nameOnCard: 'Alex Doe',
      cvv: '123',
      expirationMonth: 5,
      expirationYear: 2031,
    });
    await store.get(subscriptions.value);
    await store.get(paymentMethods.value);
    await store.get(upgradePaths.value);
    expect(server.log().sort()).toEqual(
      [`POST ${base}/payment-method/11`, GET_CARDS, GET_SUBSCRIPTIONS].sort(),
    );
  });
});

describe('de-duplication and parallel loading', () => {
  it('two readers of the same atom share one request', async () => {
    const server = createFakeServer(accountRoutes());
    const { store } = createTestStore(server);
    const first = store.get(subscriptions.value);
    const second = store.get(subscriptions.value);
    expect(second).toBe(first);
    const unsubscribe = store.sub(subscriptions.value, () => {});
    await Promise.all([first, second]);
    unsubscribe();
    expect(server.log()).toEqual([GET_SUBSCRIPTIONS]);
  });

  it('a refresh while a load is in flight sends no second request; after it, one more', async () => {
    const gate = deferred<void>();
    const server = createFakeServer(
      accountRoutes({
        [GET_SUBSCRIPTIONS]: async () => {
          await gate.promise;
          return ok(subscriptionList);
        },
      }),
    );
    const { store } = createTestStore(server);
    const loading = store.get(subscriptions.value);
    store.set(subscriptions.refresh);
    store.set(subscriptions.refresh);
    expect(store.get(subscriptions.value)).toBe(loading);
    gate.resolve();
    await loading;
    store.set(subscriptions.refresh);
    await store.get(subscriptions.value);
    expect(server.log()).toEqual([GET_SUBSCRIPTIONS, GET_SUBSCRIPTIONS]);
  });

  it("the current route's loads start together, only for a member user-auth confirmed", async () => {
    const gate = deferred<void>();
    const held: Record<string, FakeHandler> = {};
    for (const [route, handler] of Object.entries(accountRoutes())) {
      held[route] = async (call) => {
        await gate.promise;
        return handler(call);
      };
    }
    const server = createFakeServer(held);
    const { store } = createTestStore(server);
    store.set(routeNeedsAtom, ['subscriptions', 'upgradePaths', 'paymentMethods']);
    // A remembered session without the secure id user-auth gives asks for nothing.
    store.set(userSessionAtom, { ...signedOutSession, isSignedIn: true, secureId: '' });
    await store.set(loadRouteNeedsAtom);
    expect(server.calls).toEqual([]);

    store.set(userSessionAtom, { ...signedOutSession, isSignedIn: true, secureId: 'S' });
    const loaded = store.set(loadRouteNeedsAtom);
    await expect.poll(() => server.pending()).toBe(3);
    // Every request has started while none has been answered: they overlap.
    expect(server.log()).toEqual([GET_SUBSCRIPTIONS, GET_UPGRADE, GET_CARDS]);
    gate.resolve();
    await loaded;
    const results = await Promise.all(
      (['subscriptions', 'upgradePaths', 'paymentMethods'] as const).map((name) =>
        store.get(accountDataAtom(name)),
      ),
    );
    expect(results.every((result) => result.ok)).toBe(true);
    expect(server.calls).toHaveLength(3);
  });
});

describe('secure id changes (page-shell §4 Account app)', () => {
  it('a new non-empty secure id resets and reloads the account stores', async () => {
    const server = createFakeServer(accountRoutes());
    const { store } = createTestStore(server);
    const member = { ...signedOutSession, isSignedIn: true, username: 'a@b.test' };
    store.set(userSessionAtom, { ...member, secureId: 'first' });
    await store.get(licenses.value);
    await store.set(deletePaymentMethodAtom, 33);
    store.set(userSessionAtom, { ...member, secureId: '' });
    await store.get(licenses.value);
    store.set(userSessionAtom, { ...member, secureId: 'first' });
    await store.get(licenses.value);
    expect(server.log().filter((line) => line.endsWith('/license'))).toHaveLength(1);

    store.set(userSessionAtom, { ...member, secureId: 'second' });
    await store.get(licenses.value);
    const cards = await store.get(paymentMethods.value);
    const licenseCalls = server.calls.filter((call) => call.path.endsWith('/license'));
    expect(licenseCalls.map((call) => call.authorization)).toEqual([
      'secure_id first',
      'secure_id second',
    ]);
    // The local "no longer saved" edit belonged to the previous member's data.
    expect(cards.ok && cards.data.every((c) => c.userSaved)).toBe(true);
  });

  it('re-initialises tracking and reloads what the current route needs for a new member', async () => {
    const server = createFakeServer(accountRoutes());
    const { store } = createTestStore(server);
    const stop = followAccountOwner(store);
    store.set(routeNeedsAtom, ['emailPreference', 'paymentMethods']);
    store.set(userSessionAtom, {
      ...signedOutSession,
      isSignedIn: true,
      loginId: 'L2',
      secureId: 'x',
    });
    expect(store.get(trackingContextAtom)).toEqual({
      isPaymentPage: false,
      pageName: 'my-account',
      loginId: 'L2',
    });
    await expect.poll(() => server.calls.length).toBe(2);
    store.set(userSessionAtom, {
      ...signedOutSession,
      isSignedIn: true,
      loginId: 'L3',
      secureId: 'y',
    });
    await expect.poll(() => server.calls.length).toBe(4);
    expect(server.log()).toEqual([
      GET_EMAIL_PREFERENCE,
      GET_CARDS,
      GET_EMAIL_PREFERENCE,
      GET_CARDS,
    ]);
    expect(server.calls.map((call) => call.authorization)).toEqual([
      'secure_id x',
      'secure_id x',
      'secure_id y',
      'secure_id y',
    ]);
    stop();
  });
});
