/**
 * The account's subscription domain (account-dashboard §3, §4): buy option names, state, billing
 * frequency, display kind, yearly ↔ monthly pairing and bundles. Every account feature, the
 * server render and the API share these; pure, no UI, no clock.
 */
import { type BuyOptionName, buyOptionNames } from '../../platform/api/contract';
import type { Variation } from '../../platform/experiments/registry';
import type { SubscriptionLike } from '../model';

// §3 Buy option names (product types): the contract's list is the one list.
export { type BuyOptionName, buyOptionNames };

export function isBuyOptionName(value: string | null | undefined): value is BuyOptionName {
  return (buyOptionNames as readonly (string | null | undefined)[]).includes(value);
}

// ---------------------------------------------------------------------------------------------
// State (§4)

export type StateFields = Pick<
  SubscriptionLike,
  'isActive' | 'isExpired' | 'isLibrary' | 'initialTrial' | 'cancelledDate' | 'nextChargeDate'
>;

/** A server date field counts as present when it is a non-blank string. */
function present(value: string | null | undefined): boolean {
  return typeof value === 'string' && value.trim() !== '';
}

/** §4 Active: isActive, no cancelledDate, and a nextChargeDate present. */
export function isActiveSubscription(s: StateFields): boolean {
  return s.isActive === true && !present(s.cancelledDate) && present(s.nextChargeDate);
}

/** §4 Initial trial: initialTrial and isActive. */
export function isInitialTrial(s: StateFields): boolean {
  return s.initialTrial === true && s.isActive === true;
}

/** §4 Cancelled: cancelledDate present and not expired. */
export function isCancelledSubscription(s: StateFields): boolean {
  return present(s.cancelledDate) && s.isExpired !== true;
}

/** §4 Expired: isExpired. */
export function isExpiredSubscription(s: StateFields): boolean {
  return s.isExpired === true;
}

/** §4 Library: isLibrary. */
export function isLibrarySubscription(s: StateFields): boolean {
  return s.isLibrary === true;
}

export type SubscriptionState =
  | 'library'
  | 'expired'
  | 'cancelled'
  | 'initial-trial'
  | 'active'
  | 'inactive';

/**
 * §4 The one state a subscription shows. The spec's predicates overlap, so the first that holds
 * wins: library (a one-off purchase, never charged or cancelled) → expired (nothing left to do)
 * → cancelled (access until expiry, can be reactivated; a cancelled trial is cancelled) →
 * initial trial → active → inactive (none holds, e.g. isActive without a next charge date).
 */
export function subscriptionState(s: StateFields): SubscriptionState {
  if (isLibrarySubscription(s)) return 'library';
  if (isExpiredSubscription(s)) return 'expired';
  if (isCancelledSubscription(s)) return 'cancelled';
  if (isInitialTrial(s)) return 'initial-trial';
  if (isActiveSubscription(s)) return 'active';
  return 'inactive';
}

/** States in which the subscription still renews and can be cancelled. */
export function isRenewing(state: SubscriptionState): boolean {
  return state === 'active' || state === 'initial-trial';
}

// ---------------------------------------------------------------------------------------------
// Billing frequency (§4)

export type BillingFrequency = 'monthly' | 'three-month' | 'six-month' | 'yearly';

export type FrequencyFields = Pick<
  SubscriptionLike,
  'timeUnit' | 'timeBetweenCharging' | 'isLibrary'
>;

const frequencyByMonths: Readonly<Record<number, BillingFrequency>> = {
  1: 'monthly',
  3: 'three-month',
  6: 'six-month',
  12: 'yearly',
};

/**
 * §4 Billing frequency from timeUnit ("mm" = months) and timeBetweenCharging (1, 3, 6, 12); null
 * for a library purchase and for any other unit or interval.
 */
export function billingFrequency(s: FrequencyFields): BillingFrequency | null {
  if (s.isLibrary === true) return null;
  if (s.timeUnit?.trim().toLowerCase() !== 'mm' || s.timeBetweenCharging == null) return null;
  return frequencyByMonths[s.timeBetweenCharging] ?? null;
}

// ---------------------------------------------------------------------------------------------
// Display kind (§3)

export type DisplayKind =
  | 'trial-subscription'
  | '1-year-pro'
  | 'all-access'
  | 'estate-bundle'
  | 'real-estate-bundle'
  | 'business-bundle'
  | 'legal-club'
  | '1-year-legal-advice'
  | 'library'
  | 'site-subscription';

/**
 * §3 Display kind of each buy option name: it names the product held; whether the member is
 * still in the trial is the state's business (`initial-trial`), so yearly plans that start with a
 * trial are `1-year-pro`. Only the monthly `trial_subscription` is `trial-subscription`.
 */
export const displayKindByBuyOption: Readonly<Record<BuyOptionName, DisplayKind>> = {
  trial_subscription: 'trial-subscription',
  trial_subscription_year_renew: '1-year-pro',
  trial_subscription_year_renew_from_trial: '1-year-pro',
  subscription_year_nr: '1-year-pro',
  subscription_year_renew: '1-year-pro',
  subscription_year_renew_from_basic: '1-year-pro',
  subscription_year_renew_from_trial: '1-year-pro',
  trial_year_subscription: '1-year-pro',
  trial_subscription_all_access: 'all-access',
  subscription_year_renew_all_access: 'all-access',
  trial_subscription_estate: 'estate-bundle',
  subscription_year_renew_estate: 'estate-bundle',
  trial_subscription_real_estate: 'real-estate-bundle',
  subscription_year_renew_real_estate: 'real-estate-bundle',
  trial_subscription_business: 'business-bundle',
  subscription_year_renew_business: 'business-bundle',
  subscription_year_legal_club: 'legal-club',
  subscription_year_renew_legal_advice: '1-year-legal-advice',
};

export type DisplayKindFields = Pick<SubscriptionLike, 'originalBuyOptionName' | 'isLibrary'>;

/**
 * §3 Display kind of a subscription: `library` when isLibrary (whatever the name), the mapped
 * kind of a known buy option name (case-insensitive), else the generic `site-subscription`.
 */
export function displayKind(s: DisplayKindFields): DisplayKind {
  if (s.isLibrary === true) return 'library';
  const name = s.originalBuyOptionName?.trim().toLowerCase();
  return isBuyOptionName(name) ? displayKindByBuyOption[name] : 'site-subscription';
}

// ---------------------------------------------------------------------------------------------
// Yearly ↔ monthly/trial pairing (§4)

/** §4 Each yearly renewal type and its monthly (trial-started) counterpart. */
export const monthlyCounterpartOfYearly: Readonly<Partial<Record<BuyOptionName, BuyOptionName>>> = {
  subscription_year_renew: 'trial_subscription',
  subscription_year_renew_from_basic: 'trial_subscription',
  subscription_year_renew_from_trial: 'trial_subscription',
  subscription_year_nr: 'trial_subscription',
  trial_subscription_year_renew: 'trial_subscription',
  trial_subscription_year_renew_from_trial: 'trial_subscription',
  trial_year_subscription: 'trial_subscription',
  subscription_year_renew_all_access: 'trial_subscription_all_access',
  subscription_year_renew_estate: 'trial_subscription_estate',
  subscription_year_renew_real_estate: 'trial_subscription_real_estate',
  subscription_year_renew_business: 'trial_subscription_business',
};

/** The canonical yearly type a monthly member is offered (the upsell direction). */
export const yearlyCounterpartOfMonthly: Readonly<Partial<Record<BuyOptionName, BuyOptionName>>> = {
  trial_subscription: 'subscription_year_renew',
  trial_subscription_all_access: 'subscription_year_renew_all_access',
  trial_subscription_estate: 'subscription_year_renew_estate',
  trial_subscription_real_estate: 'subscription_year_renew_real_estate',
  trial_subscription_business: 'subscription_year_renew_business',
};

/**
 * §4 Downgrade pairing: the monthly/trial counterpart of a yearly renewal type; null for a
 * monthly type, the legal club and legal advice (no monthly form) and unknown names.
 */
export function monthlyCounterpart(name: string | null | undefined): BuyOptionName | null {
  const key = name?.trim().toLowerCase();
  return isBuyOptionName(key) ? (monthlyCounterpartOfYearly[key] ?? null) : null;
}

/** §4 Upsell pairing: the yearly counterpart of a monthly/trial type; null otherwise. */
export function yearlyCounterpart(name: string | null | undefined): BuyOptionName | null {
  const key = name?.trim().toLowerCase();
  return isBuyOptionName(key) ? (yearlyCounterpartOfMonthly[key] ?? null) : null;
}

// ---------------------------------------------------------------------------------------------
// All-access yearly addition (§4)

const bundleKinds: readonly DisplayKind[] = [
  'estate-bundle',
  'real-estate-bundle',
  'business-bundle',
];

/** §4 Estate, real-estate and business bundles. */
export function isBundle(s: DisplayKindFields): boolean {
  return bundleKinds.includes(displayKind(s));
}

/**
 * §4 Whether an all-access yearly plan may be added to this subscription: bundles are excluded
 * (spec), and so are all-access itself (nothing to add) and library purchases (not a plan).
 */
export function canAddAllAccessYearly(s: DisplayKindFields): boolean {
  const kind = displayKind(s);
  return !bundleKinds.includes(kind) && kind !== 'all-access' && kind !== 'library';
}

/** The all-access yearly plan the bundle experiments offer (§4 upsell pairing of its trial). */
export const allAccessYearly = yearlyCounterpart('trial_subscription_all_access') as BuyOptionName;

// ---------------------------------------------------------------------------------------------
// Promo cards (§9)

/**
 * §9 Promo-card style overrides apply to the subscription cards when the promo cards experiment
 * is on (N). The overview's promo cards follow the same variation.
 */
export function arePromoCardOverridesOn(variation: Variation | null | undefined): boolean {
  return variation === 'N';
}
