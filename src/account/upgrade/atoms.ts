import { apiClientAtom } from '../../platform/state/atoms';
import { accountResource } from '../shared';
import { fetchUpgradePaths } from './api';

/** Upgrade paths per subscription; a failure (other than signed out) is a failed result. */
export const upgradePaths = accountResource('upgradePaths', (get, signal) =>
  fetchUpgradePaths(get(apiClientAtom), signal),
);
