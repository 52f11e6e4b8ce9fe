/**
 * Document-license decisions (account-dashboard §3, §4): the one-line account license label and
 * each license's view (whether one is active is the domain's `isLicenseActive`). The clock is an
 * argument (`now`), never read here.
 */
import {
  billingFrequency,
  type FrequencyFields,
  isLicenseActive,
  type LicenseFields,
  type StateFields,
  subscriptionState,
} from '../domain';
import type { LicenseLike } from '../model';

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

/** §3/§4 What one license says about its term. */
export type LicenseTerm =
  /** Active with no expiry date. */
  | { kind: 'never-expires' }
  /** Active until `date` (server text). */
  | { kind: 'expires'; date: string }
  /** Active, and renews with its subscription on `date` (the license's expiry). */
  | { kind: 'renews'; date: string }
  /** Past its expiry (or an expiry we cannot read). */
  | { kind: 'expired'; date: string };

/** §3 A document license as its card shows it. Dates are server text; the UI formats them. */
export interface LicenseView {
  /** Stable key (the license id, else its position). */
  key: string;
  /** Product name, else product code, else empty. */
  name: string;
  state: 'active' | 'expired';
  term: LicenseTerm;
  orderDate: string | null;
  /**
   * The subscription's renew date, only while the license is active and when it is not the
   * license's own expiry (then the term already says "renews").
   */
  renewDate: string | null;
  /** The subscription's expiry, only when it differs from the license's own expiry. */
  subscriptionExpiryDate: string | null;
  /** Upper-case country code, or null. */
  countryCode: string | null;
}

export type LicenseViewFields = LicenseFields &
  Pick<
    LicenseLike,
    | 'licenseId'
    | 'productName'
    | 'productCode'
    | 'orderDate'
    | 'subscriptionExpiryDate'
    | 'subscriptionRenewDate'
    | 'countryCode'
  >;

const present = (value: string | null | undefined): string | null => value?.trim() || null;

/** §3/§4 The view of one license at `now`. */
export function licenseView(license: LicenseViewFields, now: Date, index = 0): LicenseView {
  const active = isLicenseActive(license, now);
  const expiry = present(license.expiryDate);
  const subscriptionExpiry = present(license.subscriptionExpiryDate);
  const renew = active ? present(license.subscriptionRenewDate) : null;
  const term: LicenseTerm =
    expiry === null
      ? { kind: 'never-expires' }
      : !active
        ? { kind: 'expired', date: expiry }
        : renew === expiry
          ? { kind: 'renews', date: expiry }
          : { kind: 'expires', date: expiry };
  return {
    key: license.licenseId == null ? `#${index}` : String(license.licenseId),
    name: present(license.productName) ?? present(license.productCode) ?? '',
    state: active ? 'active' : 'expired',
    term,
    orderDate: present(license.orderDate),
    renewDate: renew !== null && renew !== expiry ? renew : null,
    subscriptionExpiryDate:
      subscriptionExpiry !== null && subscriptionExpiry !== expiry ? subscriptionExpiry : null,
    countryCode: present(license.countryCode)?.toUpperCase() ?? null,
  };
}

/**
 * The license list: active licenses first, then expired ones, each group in the server's order
 * (the spec gives no order; what the member can still use matters most).
 */
export function licenseViews(licenses: readonly LicenseViewFields[], now: Date): LicenseView[] {
  const views = licenses.map((license, index) => licenseView(license, now, index));
  return [
    ...views.filter((view) => view.state === 'active'),
    ...views.filter((view) => view.state === 'expired'),
  ];
}

/** The `subscriptions` namespace key of each account license label. */
export const accountLicenseLabelKeys = {
  'active-annual': 'license.activeAnnual',
  'active-monthly': 'license.activeMonthly',
  'active-document-license': 'license.activeDocumentLicense',
  'active-trial': 'license.activeTrial',
} as const satisfies Record<AccountLicenseLabel, string>;
