import type { createStore } from 'jotai';
import { loadSiteConfigAtom } from '../../platform/config/atoms';
import { prefetchExperimentsAtom } from '../../platform/experiments/atoms';
import { loadUserOnceAtom, userSessionAtom } from '../../platform/session/atoms';
import { preloadAccountDataAtom } from '../resources';

type Store = ReturnType<typeof createStore>;

/**
 * What the /my-account/ page asks for as soon as its store exists, before its theme and
 * translations load and before React renders: My Account's experiments (in the call that
 * carries the shell's), the site configuration and the member
 * (user-auth) side by side, and the member's account data the moment user-auth names them.
 * The header, footer and `AccountGate` then find these loads running or done instead of
 * starting them from their effects after the first render. The account calls need the secure
 * id that user-auth answers, so they are the page's second round trip, not its third or fourth.
 */
export function startAccountLoads(store: Store): void {
  store.set(prefetchExperimentsAtom, 'account-dashboard');
  void store.set(loadSiteConfigAtom);
  void store.set(loadUserOnceAtom).then((result) => {
    // Only a member user-auth has just confirmed: a remembered session may have ended.
    if (result.ok && store.get(userSessionAtom).isSignedIn) store.set(preloadAccountDataAtom);
  });
}
