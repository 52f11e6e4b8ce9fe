import type { License } from '../../platform/api/contract';
import { accountOwnerAtom } from '../../platform/session/atoms';
import { apiClientAtom } from '../../platform/state/atoms';
import { createResource } from '../../platform/state/resource';
import { fetchLicenses } from './api';

/** The member's document licenses. */
export const licenses = createResource<License[]>((get, signal) => {
  get(accountOwnerAtom);
  return fetchLicenses(get(apiClientAtom), signal);
}, 'licenses');
