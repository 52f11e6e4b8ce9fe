import { atom } from 'jotai';
import type { ApiResult } from '../../platform/api/client';
import { errorLoggerAtom } from '../../platform/logger/atoms';
import { apiClientAtom } from '../../platform/state/atoms';
import { reloadAccountDataAtom } from '../shared';
import { type CancelInput, cancelSubscription } from './api';
import { missingYearlyPriceMessage } from './rules';

/** Cancels a subscription; on success subscriptions and upgrade paths are cleared and reload. */
export const cancelSubscriptionAtom = atom(
  null,
  async (get, set, request: CancelInput): Promise<ApiResult<boolean>> => {
    const result = await cancelSubscription(get(apiClientAtom), request);
    if (result.ok) await set(reloadAccountDataAtom, { subscriptions: true, upgradePaths: true });
    return result;
  },
);

const loggedMissingYearlyPrices = atom(() => new Set<string>());

/**
 * §8 "No yearly price found for cancel content: an error is logged" — once per subscription and
 * buy option for the life of the store, however often the landing renders. Returns whether it
 * logged now.
 */
export const logMissingYearlyPriceAtom = atom(
  null,
  (get, _set, input: { subscriptionId: number; buyOptionName: string }): boolean => {
    const logged = get(loggedMissingYearlyPrices);
    const key = `${input.subscriptionId}|${input.buyOptionName}`;
    if (logged.has(key)) return false;
    logged.add(key);
    void get(errorLoggerAtom).report(undefined, {
      description: missingYearlyPriceMessage(input.subscriptionId, input.buyOptionName),
    });
    return true;
  },
);
