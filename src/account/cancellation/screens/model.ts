/**
 * The cancellation screens' view models: the subscription and license rules (through their
 * features' indexes) feeding the pure cancellation rules. No React; the clock is an argument.
 */
import type { ApiResult } from '../../../platform/api/client';
import type { License, Subscription, UpgradePath } from '../../../platform/api/contract';
import {
  type DisplayKind,
  displayKind,
  isLicenseActive,
  isRenewing,
  subscriptionState,
  yearlyCounterpart,
} from '../../domain';
import {
  type CancelSummary,
  cancelSummary,
  reminderDateFor,
  type YearlyAlternative,
  yearlyAlternative,
} from '..';

/** Key under `subscriptions:kinds` of each display kind (the subscription's name when unnamed). */
export const kindNameKey: Readonly<Record<DisplayKind, string>> = {
  'trial-subscription': 'subscriptions:kinds.trialSubscription',
  '1-year-pro': 'subscriptions:kinds.oneYearPro',
  'all-access': 'subscriptions:kinds.allAccess',
  'estate-bundle': 'subscriptions:kinds.estateBundle',
  'real-estate-bundle': 'subscriptions:kinds.realEstateBundle',
  'business-bundle': 'subscriptions:kinds.businessBundle',
  'legal-club': 'subscriptions:kinds.legalClub',
  '1-year-legal-advice': 'subscriptions:kinds.oneYearLegalAdvice',
  library: 'subscriptions:kinds.library',
  'site-subscription': 'subscriptions:kinds.siteSubscription',
};

/** One subscription as the cancel screens see it. */
export interface CancelSubject {
  subscription: Subscription;
  kind: DisplayKind;
  renewing: boolean;
  summary: CancelSummary;
  /** Server text of the day to be reminded, or null (not renewing, or too late). */
  reminderDate: string | null;
  yearly: YearlyAlternative;
}

/** What the cancel screens know of one subscription id. */
export type CancelSubjectResult =
  | { kind: 'failed' }
  | { kind: 'not-found' }
  | { kind: 'found'; subject: CancelSubject };

/** The facts of one subscription, given the member's licenses (null: they did not load). */
export function subjectOf(
  subscription: Subscription,
  licenses: readonly License[] | null,
  upgradePaths: readonly UpgradePath[] | null,
  now: Date,
): CancelSubject {
  const state = subscriptionState(subscription);
  const renewing = isRenewing(state);
  return {
    subscription,
    kind: displayKind(subscription),
    renewing,
    summary: cancelSummary({
      renewing,
      trial: state === 'initial-trial',
      nextChargeDate: subscription.nextChargeDate ?? null,
      expiryDate: subscription.expiryDate ?? null,
      amount: subscription.amount ?? null,
      countryCode: subscription.countryCode,
      activeLicenses: (licenses ?? [])
        .filter((l) => isLicenseActive(l, now))
        .map((l) => ({ name: l.productName ?? null, expiryDate: l.expiryDate ?? null })),
    }),
    reminderDate: renewing ? reminderDateFor(subscription.nextChargeDate, now) : null,
    yearly: renewing
      ? yearlyAlternative({
          subscriptionId: subscription.subscriptionId,
          yearlyBuyOption: yearlyCounterpart(subscription.originalBuyOptionName),
          upgradePaths,
        })
      : { kind: 'none' },
  };
}

/** Finds the subscription of the page's query among the loaded ones. */
export function cancelSubjectFor(input: {
  subscriptionId: number;
  subscriptions: ApiResult<Subscription[]>;
  licenses: ApiResult<License[]> | null;
  upgradePaths: ApiResult<UpgradePath[]> | null;
  now: Date;
}): CancelSubjectResult {
  if (!input.subscriptions.ok) return { kind: 'failed' };
  const subscription = input.subscriptions.data.find(
    (s) => s.subscriptionId === input.subscriptionId,
  );
  if (!subscription) return { kind: 'not-found' };
  const licenses = input.licenses?.ok ? input.licenses.data : null;
  const paths = input.upgradePaths?.ok ? input.upgradePaths.data : null;
  return { kind: 'found', subject: subjectOf(subscription, licenses, paths, input.now) };
}
