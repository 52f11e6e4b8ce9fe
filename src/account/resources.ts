/**
 * The account app as a whole (page-shell §4 Account app): its resources loaded together, and
 * what happens when the member changes. It sits above the account features and imports them
 * through their index; reloads between features go through `./shared` instead.
 */
import { type Atom, atom, type createStore } from 'jotai';
import { accountOwnerAtom, userSessionAtom } from '../platform/session/atoms';
import type { Loaded } from '../platform/state/resource';
import { trackingContextAtom } from '../platform/tracking/atoms';
import { licenses } from './licenses';
import { paymentMethods } from './payment-methods';
import { projectTiles } from './projects';
import { emailPreference } from './settings';
import { subscriptions } from './subscriptions';
import { upgradePaths } from './upgrade';

/** Every account resource, for loading them together. */
export const accountResources: Record<string, { value: Atom<Promise<Loaded<unknown>>> }> = {
  subscriptions,
  licenses,
  upgradePaths,
  paymentMethods,
  emailPreference,
  projectTiles,
};

/**
 * Starts every account load at once, so the dashboard does not wait for them one after the
 * other when its sections suspend in turn. Loads already cached or running are reused.
 */
export const preloadAccountDataAtom = atom(null, (get) => {
  for (const resource of Object.values(accountResources)) void get(resource.value);
});

type Store = ReturnType<typeof createStore>;

/**
 * Page-shell §4 Account app: when the member's secure id changes to a new non-empty value the
 * account stores reset and reload by themselves (they read `accountOwnerAtom`); this re-points
 * tracking at the new login id and starts the reload at once. Returns the unsubscribe.
 */
export function followAccountOwner(store: Store): () => void {
  return store.sub(accountOwnerAtom, () => {
    const tracking = store.get(trackingContextAtom);
    const { loginId } = store.get(userSessionAtom);
    store.set(trackingContextAtom, {
      isPaymentPage: tracking?.isPaymentPage ?? false,
      pageName: tracking?.pageName ?? 'my-account',
      loginId,
    });
    store.set(preloadAccountDataAtom);
  });
}
