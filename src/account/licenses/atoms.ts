import { apiClientAtom } from '../../platform/state/atoms';
import { accountResource } from '../shared';

/** The member's document licenses. */
export const licenses = accountResource('licenses', (get, signal) =>
  get(apiClientAtom).call('licenses', { signal }),
);
