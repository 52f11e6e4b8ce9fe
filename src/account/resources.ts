/**
 * The account app as a whole (page-shell §4 Account app): its resources by name, the loads of
 * what the current route's screen needs, and what happens when the member changes. It sits
 * above the account features and imports them through their index; reloads between features
 * go through `./shared` instead.
 */
import { type Atom, atom, type createStore } from 'jotai';
import { accountOwnerAtom, userSessionAtom } from '../platform/session/atoms';
import type { Eventually, Loaded, Resource } from '../platform/state/resource';
import { trackingContextAtom } from '../platform/tracking/atoms';
import { licenses } from './licenses';
import { paymentMethods } from './payment-methods';
import { projectTiles } from './projects';
import { emailPreference } from './settings';
import type { AccountData, AccountDataName } from './shared';
import { subscriptions } from './subscriptions';
import { upgradePaths } from './upgrade';

/** Every account resource by the name a route's `needs` gives it. */
export const accountResources: { [K in AccountDataName]: Resource<AccountData[K]> } = {
  subscriptions,
  licenses,
  upgradePaths,
  paymentMethods,
  emailPreference,
  projectTiles,
};

/** The load of the account resource `name`, whatever data it holds. */
export const accountDataAtom = (name: AccountDataName): Atom<Eventually<Loaded<unknown>>> =>
  accountResources[name].value;

/**
 * The account data the screen at the current address reads (its matched routes' `needs`, see
 * `app/needs.ts`); empty until a router has named the address.
 */
export const routeNeedsAtom = atom<readonly AccountDataName[]>([]);

/**
 * Starts the loads of the account data `names`, side by side; loads already cached or running
 * are reused, and a later read of the same data (the screen's) finds them. Only for a member
 * user-auth (or a sign-in on this page) has confirmed: the calls carry the secure id it gives,
 * which lives in memory only. Resolves once every load has answered (a failure is a value).
 */
export const loadAccountDataAtom = atom(
  null,
  (get, _set, names: readonly AccountDataName[]): Promise<unknown> => {
    const { isSignedIn, secureId } = get(userSessionAtom);
    if (!isSignedIn || !secureId) return Promise.resolve();
    return Promise.all(names.map((name) => get(accountDataAtom(name))));
  },
);

/** Starts the loads the current route's screen needs (`loadAccountDataAtom`). */
export const loadRouteNeedsAtom = atom(
  null,
  (get, set): Promise<unknown> => set(loadAccountDataAtom, get(routeNeedsAtom)),
);

type Store = ReturnType<typeof createStore>;

/**
 * Page-shell §4 Account app: when the member's secure id changes to a new non-empty value the
 * account stores reset and reload by themselves (they read `accountOwnerAtom`); this re-points
 * tracking at the new login id and starts the reload of what the current route needs at once.
 * Returns the unsubscribe.
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
    void store.set(loadRouteNeedsAtom);
  });
}
