import { createStore } from 'jotai';
import { describe, expect, it, vi } from 'vitest';
import { errorLoggerAtom } from '../../platform/logger/atoms';
import { logMissingYearlyPriceAtom, missingYearlyPriceMessage } from './missingYearlyPrice';

describe('logMissingYearlyPriceAtom (§8 an error is logged)', () => {
  it('logs once per subscription and plan, through the platform logger', () => {
    const store = createStore();
    const report = vi.fn(async () => 'sent' as const);
    store.set(errorLoggerAtom, { report });
    const input = { subscriptionId: 1001, buyOptionName: 'subscription_year_renew' };
    expect(store.set(logMissingYearlyPriceAtom, input)).toBe(true);
    expect(store.set(logMissingYearlyPriceAtom, input)).toBe(false);
    expect(store.set(logMissingYearlyPriceAtom, { ...input, subscriptionId: 1013 })).toBe(true);
    expect(
      store.set(logMissingYearlyPriceAtom, { ...input, buyOptionName: 'all_access_year' }),
    ).toBe(true);
    expect(report).toHaveBeenCalledTimes(3);
    expect(report).toHaveBeenCalledWith(undefined, {
      description: missingYearlyPriceMessage(1001, 'subscription_year_renew'),
    });
    expect(missingYearlyPriceMessage(1001, 'subscription_year_renew')).toBe(
      'No yearly price found (subscription 1001, subscription_year_renew)',
    );
  });
});
