import { type Atom, atom } from 'jotai';
import type { Loaded } from '../../platform/state/resource';
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
