/**
 * Translation keys of the domain's values (state, display kind, billing frequency), shared by the
 * subscription cards, the overview and the server-rendered pages.
 */
import type { BillingFrequency, DisplayKind, SubscriptionState } from './subscription';

/** Translation key (under `subscriptions:kinds`) of each display kind. */
export const displayKindKey = {
  'trial-subscription': 'trialSubscription',
  '1-year-pro': 'oneYearPro',
  'all-access': 'allAccess',
  'estate-bundle': 'estateBundle',
  'real-estate-bundle': 'realEstateBundle',
  'business-bundle': 'businessBundle',
  'legal-club': 'legalClub',
  '1-year-legal-advice': 'oneYearLegalAdvice',
  library: 'library',
  'site-subscription': 'siteSubscription',
} as const satisfies Readonly<Record<DisplayKind, string>>;

/** Translation key (under `subscriptions:state`) and badge tone of each state. */
export const stateBadge = {
  active: { key: 'active', tone: 'success' },
  'initial-trial': { key: 'initialTrial', tone: 'info' },
  cancelled: { key: 'cancelled', tone: 'warning' },
  expired: { key: 'expired', tone: 'critical' },
  library: { key: 'library', tone: 'neutral' },
  inactive: { key: 'inactive', tone: 'neutral' },
} as const satisfies Readonly<
  Record<
    SubscriptionState,
    { key: string; tone: 'neutral' | 'info' | 'success' | 'warning' | 'critical' }
  >
>;

/** Translation key (under `subscriptions:billing`) of each billing frequency. */
export const billingKey = {
  monthly: 'monthly',
  'three-month': 'threeMonth',
  'six-month': 'sixMonth',
  yearly: 'yearly',
} as const satisfies Readonly<Record<BillingFrequency, string>>;
