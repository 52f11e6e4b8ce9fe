import { atom } from 'jotai';
import { errorLoggerAtom } from '../../platform/logger/atoms';

/** §8 The description the error log gets when a yearly price is needed and missing. */
export function missingYearlyPriceMessage(subscriptionId: number, buyOptionName: string): string {
  return `No yearly price found (subscription ${subscriptionId}, ${buyOptionName})`;
}

// The subscriptions and plans whose missing price was already logged in this store (page).
const loggedMissingYearlyPrices = atom(() => new Set<string>());

/**
 * §8 "No yearly price found for cancel content: an error is logged" — where a yearly price is
 * offered without one (the cancel landing's yearly alternative, the card's all-access offer):
 * once per subscription and plan for the life of the store, however often the screen renders or
 * the list reloads, through the platform error logger. Returns whether it logged now.
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
