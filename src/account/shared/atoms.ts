import { type Atom, atom, type createStore } from 'jotai';
import { accountOwnerAtom, userSessionAtom } from '../../platform/session/atoms';
import type { Loaded } from '../../platform/state/resource';
import { trackingContextAtom } from '../../platform/tracking/atoms';
import { licenses } from '../licenses/atoms';
import { paymentMethods } from '../payment-methods/atoms';
import { projectTiles } from '../projects/atoms';
import { emailPreference } from '../settings/atoms';
import { subscriptions } from '../subscriptions/atoms';
import { upgradePaths } from '../upgrade/atoms';

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
