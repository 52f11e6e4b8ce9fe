import { atom } from 'jotai';
import type { ApiResult } from '../../platform/api/client';
import { apiClientAtom } from '../../platform/state/atoms';
import { accountResource, reloadAccountDataAtom } from '../shared';

/** The member's subscriptions; reloads by itself when the member's secure id changes. */
export const subscriptions = accountResource('subscriptions', (get, signal) =>
  get(apiClientAtom).call('subscriptions', { signal }),
);

/** Reactivates a cancelled subscription; on success subscriptions and upgrade paths reload. */
export const reactivateSubscriptionAtom = atom(
  null,
  async (get, set, subscriptionId: number): Promise<ApiResult<boolean>> => {
    const result = await get(apiClientAtom).call('reactivateSubscription', {
      body: { subscriptionId },
    });
    if (result.ok) await set(reloadAccountDataAtom, { subscriptions: true, upgradePaths: true });
    return result;
  },
);
