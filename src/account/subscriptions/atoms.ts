import { atom } from 'jotai';
import type { ApiResult } from '../../platform/api/client';
import type { Subscription } from '../../platform/api/contract';
import { accountOwnerAtom } from '../../platform/session/atoms';
import { apiClientAtom } from '../../platform/state/atoms';
import { createResource } from '../../platform/state/resource';
import { upgradePaths } from '../upgrade/atoms';
import { fetchSubscriptions, reactivateSubscription } from './api';

/** The member's subscriptions; reloads by itself when the member's secure id changes. */
export const subscriptions = createResource<Subscription[]>((get, signal) => {
  get(accountOwnerAtom);
  return fetchSubscriptions(get(apiClientAtom), signal);
}, 'subscriptions');

/** Reactivates a cancelled subscription; on success subscriptions and upgrade paths reload. */
export const reactivateSubscriptionAtom = atom(
  null,
  async (get, set, subscriptionId: number): Promise<ApiResult<boolean>> => {
    const result = await reactivateSubscription(get(apiClientAtom), subscriptionId);
    if (result.ok) {
      set(subscriptions.reload);
      set(upgradePaths.reload);
    }
    return result;
  },
);
