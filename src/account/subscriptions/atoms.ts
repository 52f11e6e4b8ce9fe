import { atom } from 'jotai';
import { atomWithLazy } from 'jotai/utils';
import type { ApiLogger, ApiResult } from '../../platform/api/client';
import { pageErrorLogger } from '../../platform/logger/errorLogger';
import { apiClientAtom } from '../../platform/state/atoms';
import { accountResource, reloadAccountDataAtom } from '../shared';
import { fetchSubscriptions, reactivateSubscription } from './api';
import { NO_YEARLY_PRICE_MESSAGE } from './rules';

/** The member's subscriptions; reloads by itself when the member's secure id changes. */
export const subscriptions = accountResource('subscriptions', (get, signal) =>
  fetchSubscriptions(get(apiClientAtom), signal),
);

/** Reactivates a cancelled subscription; on success subscriptions and upgrade paths reload. */
export const reactivateSubscriptionAtom = atom(
  null,
  async (get, set, subscriptionId: number): Promise<ApiResult<boolean>> => {
    const result = await reactivateSubscription(get(apiClientAtom), subscriptionId);
    if (result.ok) await set(reloadAccountDataAtom, { subscriptions: true, upgradePaths: true });
    return result;
  },
);

/**
 * Where the subscriptions screens log errors: the platform error logger (§8). Replaceable in
 * tests and stories; created on first use.
 */
export const subscriptionsLoggerAtom = atomWithLazy<ApiLogger>(() => pageErrorLogger().apiLogger);

// The subscriptions whose missing yearly price was already logged on this page.
const loggedMissingYearlyPriceAtom = atom<ReadonlySet<number>>(new Set<number>());

/**
 * §8 "No yearly price found": logged once per subscription and page, however often the card
 * renders or the list reloads. Returns whether it logged now.
 */
export const logMissingYearlyPriceAtom = atom(
  null,
  (get, set, input: { subscriptionId: number; buyOptionName: string }): boolean => {
    const logged = get(loggedMissingYearlyPriceAtom);
    if (logged.has(input.subscriptionId)) return false;
    set(loggedMissingYearlyPriceAtom, new Set([...logged, input.subscriptionId]));
    get(subscriptionsLoggerAtom).error(NO_YEARLY_PRICE_MESSAGE, { ...input });
    return true;
  },
);
