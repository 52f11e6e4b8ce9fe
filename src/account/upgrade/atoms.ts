import type { UpgradePath } from '../../platform/api/contract';
import { accountOwnerAtom } from '../../platform/session/atoms';
import { apiClientAtom } from '../../platform/state/atoms';
import { createResource } from '../../platform/state/resource';
import { fetchUpgradePaths } from './api';

/** Upgrade paths per subscription; a failure (other than signed out) is a failed result. */
export const upgradePaths = createResource<UpgradePath[]>((get, signal) => {
  get(accountOwnerAtom);
  return fetchUpgradePaths(get(apiClientAtom), signal);
}, 'upgradePaths');
