import { apiClientAtom } from '../../platform/state/atoms';
import { accountResource } from '../shared';
import { fetchLicenses } from './api';

/** The member's document licenses. */
export const licenses = accountResource('licenses', (get, signal) =>
  fetchLicenses(get(apiClientAtom), signal),
);
