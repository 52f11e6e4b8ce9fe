import { atom } from 'jotai';
import type { ApiResult } from '../../platform/api/client';
import { apiClientAtom } from '../../platform/state/atoms';
import { reloadAccountDataAtom } from '../shared';
import { type CancelInput, cancelSubscription } from './api';

/** Cancels a subscription; on success subscriptions and upgrade paths are cleared and reload. */
export const cancelSubscriptionAtom = atom(
  null,
  async (get, set, request: CancelInput): Promise<ApiResult<boolean>> => {
    const result = await cancelSubscription(get(apiClientAtom), request);
    if (result.ok) await set(reloadAccountDataAtom, { subscriptions: true, upgradePaths: true });
    return result;
  },
);
