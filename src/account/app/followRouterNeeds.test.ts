import { createMemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { signedOutSession, userSessionAtom } from '../../platform/session/atoms';
import { createFakeServer, createTestStore, deferred, ok } from '../../platform/state/testing';
import { routeNeedsAtom } from '../resources';
import { followRouterNeeds, warmLinksOnIntent } from './needs';

const base = '/api/dashboards/my-account/v1';
const GET_SUBSCRIPTIONS = `GET ${base}/subscription/`;
const GET_LICENSES = `GET ${base}/license`;
const GET_UPGRADE = `GET ${base}/upgrade-path`;
const GET_EMAIL_PREFERENCE = `GET ${base}/account/email-preference`;
const GET_CARDS = `GET ${base}/payment-method`;

function setup() {
  const server = createFakeServer({
    [GET_SUBSCRIPTIONS]: () => ok([]),
    [GET_LICENSES]: () => ok([]),
    [GET_UPGRADE]: () => ok([]),
    [GET_CARDS]: () => ok([]),
    [GET_EMAIL_PREFERENCE]: () => ok({ emailPromotions: true, isDelegate: false }),
  });
  const { store } = createTestStore(server);
  store.set(userSessionAtom, { ...signedOutSession, isSignedIn: true, secureId: 'S' });
  // A lazy screen whose chunk arrives when the test says.
  const chunk = deferred<void>();
  const router = createMemoryRouter(
    [
      {
        // The layout's own needs, as the dashboard's layout route may declare them.
        handle: { needs: ['subscriptions'] },
        children: [
          { path: 'list', handle: { pageTitle: 'subscriptions', needs: ['upgradePaths'] } },
          {
            path: 'settings',
            handle: { pageTitle: 'settings', needs: ['emailPreference', 'paymentMethods'] },
            lazy: async () => {
              await chunk.promise;
              return { Component: () => null };
            },
          },
        ],
      },
    ],
    { basename: '/my-account', initialEntries: ['/my-account/list'] },
  );
  return { server, store, router, chunk };
}

describe('followRouterNeeds', () => {
  it("starts the opened address's needs at once, side by side", async () => {
    const { server, store, router } = setup();
    const stop = followRouterNeeds(store, router);
    expect(store.get(routeNeedsAtom)).toEqual(['subscriptions', 'upgradePaths']);
    await expect.poll(() => server.log()).toEqual([GET_SUBSCRIPTIONS, GET_UPGRADE]);
    stop();
  });

  it("starts a navigation's target's needs as it starts, before its screen has loaded", async () => {
    const { server, store, router, chunk } = setup();
    const stop = followRouterNeeds(store, router);
    const navigation = router.navigate('/settings');
    await expect.poll(() => server.calls.length).toBe(4);
    expect(router.state.navigation.state).toBe('loading');
    // The layout's data is loaded already: only the target screen's own is asked for.
    expect(server.log().slice(2)).toEqual([GET_EMAIL_PREFERENCE, GET_CARDS]);
    chunk.resolve();
    await navigation;
    expect(router.state.location.pathname).toBe('/my-account/settings');
    expect(store.get(routeNeedsAtom)).toEqual([
      'subscriptions',
      'emailPreference',
      'paymentMethods',
    ]);
    expect(server.calls).toHaveLength(4);
    stop();
  });

  it('asks for nothing until user-auth has confirmed the member', async () => {
    const { server, store, router } = setup();
    store.set(userSessionAtom, { ...signedOutSession, isSignedIn: true, secureId: '' });
    const stop = followRouterNeeds(store, router);
    await router.navigate('/list?again');
    expect(server.calls).toEqual([]);
    expect(store.get(routeNeedsAtom)).toEqual(['subscriptions', 'upgradePaths']);
    stop();
  });
});

describe('warmLinksOnIntent', () => {
  const pageUrl = 'https://site.example/my-account/list';
  /** A page whose links the member can point at: `intent(href)` is a pointer over one. */
  function page() {
    const listeners = new Map<string, (event: Event) => void>();
    const target = {
      addEventListener: (type: string, listener: (event: Event) => void) =>
        listeners.set(type, listener),
      removeEventListener: (type: string) => listeners.delete(type),
    } as unknown as Document;
    const intent = (type: 'pointerover' | 'focusin', href: string) => {
      const link = { href: new URL(href, pageUrl).href };
      const element = { closest: (selector: string) => (selector === 'a[href]' ? link : null) };
      listeners.get(type)?.({ target: element } as unknown as Event);
    };
    return { target, intent, listeners };
  }

  it("warms a pointed-at link's chunk and data; the press then asks for nothing", async () => {
    const { server, store, router, chunk } = setup();
    const { target, intent } = page();
    const follow = followRouterNeeds(store, router);
    await expect.poll(() => server.log()).toEqual([GET_SUBSCRIPTIONS, GET_UPGRADE]);
    const stop = warmLinksOnIntent(store, router, target, () => pageUrl);
    intent('pointerover', '/my-account/settings');
    await expect.poll(() => server.calls.length).toBe(4);
    expect(server.log().slice(2)).toEqual([GET_EMAIL_PREFERENCE, GET_CARDS]);
    // Warming does not make the address the current route.
    expect(store.get(routeNeedsAtom)).toEqual(['subscriptions', 'upgradePaths']);
    // Focus on the same link asks for nothing more, nor does the press.
    intent('focusin', '/my-account/settings');
    chunk.resolve();
    await router.navigate('/settings');
    expect(router.state.location.pathname).toBe('/my-account/settings');
    expect(server.calls).toHaveLength(4);
    follow();
    stop();
  });

  it('leaves links to other sites and unmatched addresses alone', async () => {
    const { server, store, router } = setup();
    const { target, intent, listeners } = page();
    const stop = warmLinksOnIntent(
      store,
      router,
      target,
      () => 'https://site.example/my-account/list',
    );
    intent('focusin', 'https://elsewhere.example/my-account/settings');
    intent('pointerover', '/help/');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(server.calls).toEqual([]);
    stop();
    expect(listeners.size).toBe(0);
  });
});
