/**
 * Document-license decisions (account-dashboard §3, §4): whether a license is active and the
 * one-line account license label. The clock is an argument (`now`), never read here.
 */
import { parseServerDate } from '../../platform/format/dates';
import type { License } from '../model';
import {
  billingFrequency,
  type FrequencyFields,
  type StateFields,
  subscriptionState,
} from '../subscriptions';

export type LicenseFields = Pick<License, 'expiryDate'>;

/**
 * §3/§4 Active when there is no expiry date or the expiry is not yet past (an expiry equal to
 * `now` is still active). An expiry the server wrote but we cannot read counts as expired: we
 * would rather not promise access we cannot confirm.
 */
export function isLicenseActive(license: LicenseFields, now: Date): boolean {
  const text = license.expiryDate?.trim();
  if (!text) return true;
  const expiry = parseServerDate(text);
  return expiry !== null && expiry.getTime() >= now.getTime();
}

/** §4 The account license label, as a machine value (the UI maps it to a translation key). */
export type AccountLicenseLabel =
  | 'active-annual'
  | 'active-monthly'
  | 'active-document-license'
  | 'active-trial';

export type LabelSubscriptionFields = StateFields & FrequencyFields;

/**
 * §4 Account license label, first that holds, in the spec's own order:
 * 1. active-annual — a subscription in state `active` billed yearly;
 * 2. active-monthly — a subscription in state `active` billed every 1, 3 or 6 months;
 * 3. active-document-license — any active document license;
 * 4. active-trial — a subscription in its initial trial;
 * else null (empty). Cancelled, expired, inactive and library subscriptions never count: the
 * label says what the account renews, and a cancelled plan does not.
 */
export function accountLicenseLabel(
  subscriptions: readonly LabelSubscriptionFields[],
  licenses: readonly LicenseFields[],
  now: Date,
): AccountLicenseLabel | null {
  const paying = subscriptions.filter((s) => subscriptionState(s) === 'active');
  const frequencies = paying.map(billingFrequency);
  if (frequencies.includes('yearly')) return 'active-annual';
  if (frequencies.some((f) => f === 'monthly' || f === 'three-month' || f === 'six-month')) {
    return 'active-monthly';
  }
  if (licenses.some((l) => isLicenseActive(l, now))) return 'active-document-license';
  if (subscriptions.some((s) => subscriptionState(s) === 'initial-trial')) return 'active-trial';
  return null;
}
