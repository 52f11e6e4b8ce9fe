import type { createStore } from 'jotai';
import { loadSiteConfigAtom } from '../../platform/config/atoms';
import { prefetchExperimentsAtom, settleVariationsAtom } from '../../platform/experiments/atoms';
import { loadUserOnceAtom } from '../../platform/session/atoms';
import { loadRouteNeedsAtom } from '../resources';

type Store = ReturnType<typeof createStore>;

/**
 * What the /my-account/ page asks for as soon as its store exists, before its theme and
 * translations load and before React renders: My Account's experiments (in the call that
 * carries the shell's), the site configuration and the member (user-auth) side by side, and
 * the account data the address's screen needs (its routes' `needs`, which the router names as
 * it is created, see `./needs.ts`) the moment user-auth names the member.
 * The header, footer and the screen then find these loads running or done instead of
 * starting them from their effects after the first render. The account calls need the secure
 * id that user-auth answers, so they are the page's second round trip, not its third or fourth.
 *
 * Resolves once My Account's variations are in (`settleVariationsAtom`): the server renders
 * after it and the browser hydrates after it; a page the browser renders alone does not wait.
 */
export function startAccountLoads(store: Store): Promise<void> {
  store.set(prefetchExperimentsAtom, 'account-dashboard');
  void store.set(loadSiteConfigAtom);
  // Only a member user-auth has just confirmed (see `loadRouteNeedsAtom`): a remembered
  // session may have ended.
  void store.set(loadUserOnceAtom).then(() => store.set(loadRouteNeedsAtom));
  return store.set(settleVariationsAtom, 'account-dashboard');
}
