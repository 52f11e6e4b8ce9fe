import { describe, expect, it } from 'vitest';
import { makeSubscription } from '../../platform/fixtures';
import {
  arePromoCardOverridesOn,
  billingFrequency,
  buyOptionNames,
  canAddAllAccessYearly,
  type DisplayKind,
  displayKind,
  displayKindByBuyOption,
  isActiveSubscription,
  isBundle,
  isCancelledSubscription,
  isExpiredSubscription,
  isInitialTrial,
  isLibrarySubscription,
  isRenewing,
  monthlyCounterpart,
  type StateFields,
  subscriptionState,
  yearlyCounterpart,
} from './subscription';

const active: StateFields = makeSubscription();

describe('state predicates (§4)', () => {
  it('active needs isActive, no cancelledDate and a nextChargeDate', () => {
    expect(isActiveSubscription(active)).toBe(true);
    expect(isActiveSubscription({ ...active, isActive: false })).toBe(false);
    expect(isActiveSubscription({ ...active, cancelledDate: '2026-11-01' })).toBe(false);
    expect(isActiveSubscription({ ...active, nextChargeDate: null })).toBe(false);
    expect(isActiveSubscription({ ...active, nextChargeDate: '  ' })).toBe(false);
    expect(isActiveSubscription({ isActive: true, nextChargeDate: '2026-12-01' })).toBe(true);
  });

  it('initial trial needs initialTrial and isActive', () => {
    expect(isInitialTrial({ ...active, initialTrial: true })).toBe(true);
    expect(isInitialTrial({ ...active, initialTrial: true, isActive: false })).toBe(false);
    expect(isInitialTrial({ ...active, initialTrial: null })).toBe(false);
  });

  it('cancelled needs a cancelledDate and not expired', () => {
    expect(isCancelledSubscription({ ...active, cancelledDate: '2026-11-01' })).toBe(true);
    expect(
      isCancelledSubscription({ ...active, cancelledDate: '2026-11-01', isExpired: true }),
    ).toBe(false);
    expect(isCancelledSubscription({ ...active, cancelledDate: '' })).toBe(false);
  });

  it('expired and library read their flags', () => {
    expect(isExpiredSubscription({ isExpired: true })).toBe(true);
    expect(isExpiredSubscription({})).toBe(false);
    expect(isLibrarySubscription({ isLibrary: true })).toBe(true);
    expect(isLibrarySubscription({ isLibrary: null })).toBe(false);
  });
});

describe('subscriptionState precedence (§4)', () => {
  it.each<[string, StateFields, string]>([
    ['library beats everything', { ...active, isLibrary: true, isExpired: true }, 'library'],
    [
      'expired beats cancelled',
      { ...active, isExpired: true, cancelledDate: '2026-01-01' },
      'expired',
    ],
    [
      'cancelled beats trial',
      { ...active, initialTrial: true, cancelledDate: '2026-01-01' },
      'cancelled',
    ],
    ['trial beats active', { ...active, initialTrial: true }, 'initial-trial'],
    [
      'trial without next charge date',
      { ...active, initialTrial: true, nextChargeDate: null },
      'initial-trial',
    ],
    ['active', active, 'active'],
    ['active flag without a next charge date', { ...active, nextChargeDate: null }, 'inactive'],
    ['nothing set', {}, 'inactive'],
  ])('%s', (_, fields, state) => {
    expect(subscriptionState(fields)).toBe(state);
  });

  it('only active and trial subscriptions renew', () => {
    expect(isRenewing('active')).toBe(true);
    expect(isRenewing('initial-trial')).toBe(true);
    for (const s of ['library', 'expired', 'cancelled', 'inactive'] as const) {
      expect(isRenewing(s)).toBe(false);
    }
  });
});

describe('billingFrequency (§4)', () => {
  it.each([
    [1, 'monthly'],
    [3, 'three-month'],
    [6, 'six-month'],
    [12, 'yearly'],
  ] as const)('mm × %d → %s', (months, frequency) => {
    expect(billingFrequency({ timeUnit: 'mm', timeBetweenCharging: months })).toBe(frequency);
    expect(billingFrequency({ timeUnit: 'MM', timeBetweenCharging: months })).toBe(frequency);
  });

  it('is null for a library purchase, another unit, another interval or missing fields', () => {
    expect(
      billingFrequency({ timeUnit: 'mm', timeBetweenCharging: 12, isLibrary: true }),
    ).toBeNull();
    expect(billingFrequency({ timeUnit: 'dd', timeBetweenCharging: 7 })).toBeNull();
    expect(billingFrequency({ timeUnit: 'mm', timeBetweenCharging: 2 })).toBeNull();
    expect(billingFrequency({ timeUnit: 'mm', timeBetweenCharging: 0 })).toBeNull();
    expect(billingFrequency({ timeUnit: null, timeBetweenCharging: 1 })).toBeNull();
    expect(billingFrequency({ timeUnit: 'mm', timeBetweenCharging: null })).toBeNull();
  });
});

describe('displayKind (§3)', () => {
  it.each<[string, DisplayKind]>([
    ['trial_subscription', 'trial-subscription'],
    ['trial_subscription_year_renew', '1-year-pro'],
    ['trial_subscription_year_renew_from_trial', '1-year-pro'],
    ['subscription_year_nr', '1-year-pro'],
    ['subscription_year_renew', '1-year-pro'],
    ['subscription_year_renew_from_basic', '1-year-pro'],
    ['subscription_year_renew_from_trial', '1-year-pro'],
    ['trial_year_subscription', '1-year-pro'],
    ['trial_subscription_all_access', 'all-access'],
    ['subscription_year_renew_all_access', 'all-access'],
    ['trial_subscription_estate', 'estate-bundle'],
    ['subscription_year_renew_estate', 'estate-bundle'],
    ['trial_subscription_real_estate', 'real-estate-bundle'],
    ['subscription_year_renew_real_estate', 'real-estate-bundle'],
    ['trial_subscription_business', 'business-bundle'],
    ['subscription_year_renew_business', 'business-bundle'],
    ['subscription_year_legal_club', 'legal-club'],
    ['subscription_year_renew_legal_advice', '1-year-legal-advice'],
  ])('%s → %s', (name, kind) => {
    expect(displayKind({ originalBuyOptionName: name })).toBe(kind);
  });

  it('maps every buy option name', () => {
    expect(Object.keys(displayKindByBuyOption).sort()).toEqual([...buyOptionNames].sort());
  });

  it('is library when isLibrary, whatever the name', () => {
    expect(displayKind({ originalBuyOptionName: 'subscription_year_renew', isLibrary: true })).toBe(
      'library',
    );
    expect(displayKind({ isLibrary: true })).toBe('library');
  });

  it('ignores case and spaces, and falls back to site-subscription', () => {
    expect(displayKind({ originalBuyOptionName: ' Subscription_Year_Renew ' })).toBe('1-year-pro');
    expect(displayKind({ originalBuyOptionName: 'something_new' })).toBe('site-subscription');
    expect(displayKind({ originalBuyOptionName: null })).toBe('site-subscription');
    expect(displayKind({})).toBe('site-subscription');
  });
});

describe('yearly ↔ monthly pairing (§4)', () => {
  it.each([
    ['subscription_year_renew', 'trial_subscription'],
    ['subscription_year_renew_from_basic', 'trial_subscription'],
    ['subscription_year_renew_from_trial', 'trial_subscription'],
    ['subscription_year_nr', 'trial_subscription'],
    ['trial_subscription_year_renew', 'trial_subscription'],
    ['trial_subscription_year_renew_from_trial', 'trial_subscription'],
    ['trial_year_subscription', 'trial_subscription'],
    ['subscription_year_renew_all_access', 'trial_subscription_all_access'],
    ['subscription_year_renew_estate', 'trial_subscription_estate'],
    ['subscription_year_renew_real_estate', 'trial_subscription_real_estate'],
    ['subscription_year_renew_business', 'trial_subscription_business'],
  ])('downgrade %s → %s', (yearly, monthly) => {
    expect(monthlyCounterpart(yearly)).toBe(monthly);
  });

  it('has no downgrade for monthly types, legal club, legal advice or unknown names', () => {
    for (const name of [
      'trial_subscription',
      'trial_subscription_all_access',
      'subscription_year_legal_club',
      'subscription_year_renew_legal_advice',
      'nope',
      null,
      undefined,
    ]) {
      expect(monthlyCounterpart(name)).toBeNull();
    }
  });

  it('upsells each monthly type to its yearly type and back', () => {
    for (const monthly of [
      'trial_subscription',
      'trial_subscription_all_access',
      'trial_subscription_estate',
      'trial_subscription_real_estate',
      'trial_subscription_business',
    ]) {
      const yearly = yearlyCounterpart(monthly);
      expect(yearly).not.toBeNull();
      expect(monthlyCounterpart(yearly)).toBe(monthly);
    }
    expect(yearlyCounterpart('trial_subscription')).toBe('subscription_year_renew');
    expect(yearlyCounterpart('trial_subscription_estate')).toBe('subscription_year_renew_estate');
    expect(yearlyCounterpart('subscription_year_renew')).toBeNull();
    expect(yearlyCounterpart(undefined)).toBeNull();
  });
});

describe('all-access yearly addition (§4)', () => {
  it('excludes estate, real-estate and business bundles', () => {
    for (const name of [
      'trial_subscription_estate',
      'subscription_year_renew_estate',
      'trial_subscription_real_estate',
      'subscription_year_renew_real_estate',
      'trial_subscription_business',
      'subscription_year_renew_business',
    ]) {
      expect(isBundle({ originalBuyOptionName: name })).toBe(true);
      expect(canAddAllAccessYearly({ originalBuyOptionName: name })).toBe(false);
    }
  });

  it('allows pro, trial, legal and unknown plans; not all-access itself or a library purchase', () => {
    expect(canAddAllAccessYearly({ originalBuyOptionName: 'subscription_year_renew' })).toBe(true);
    expect(canAddAllAccessYearly({ originalBuyOptionName: 'trial_subscription' })).toBe(true);
    expect(canAddAllAccessYearly({ originalBuyOptionName: 'subscription_year_legal_club' })).toBe(
      true,
    );
    expect(canAddAllAccessYearly({ originalBuyOptionName: 'other' })).toBe(true);
    expect(
      canAddAllAccessYearly({ originalBuyOptionName: 'subscription_year_renew_all_access' }),
    ).toBe(false);
    expect(
      canAddAllAccessYearly({ originalBuyOptionName: 'trial_subscription', isLibrary: true }),
    ).toBe(false);
    expect(isBundle({ originalBuyOptionName: 'subscription_year_renew' })).toBe(false);
  });
});

describe('arePromoCardOverridesOn (§9)', () => {
  it('is on only for N', () => {
    expect(arePromoCardOverridesOn('N')).toBe(true);
    for (const v of ['C', 'F', 'Y', null, undefined] as const) {
      expect(arePromoCardOverridesOn(v)).toBe(false);
    }
  });
});
