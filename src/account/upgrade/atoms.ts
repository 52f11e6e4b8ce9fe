import { apiClientAtom } from '../../platform/state/atoms';
import { accountResource } from '../shared';

/** Upgrade paths per subscription; a failure (other than signed out) is a failed result. */
export const upgradePaths = accountResource('upgradePaths', (get, signal) =>
  get(apiClientAtom).call('upgradePaths', { signal }),
);
