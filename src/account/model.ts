/**
 * The dashboard's entities as the rules see them (account-dashboard §3). Only field shapes live
 * here: rules declare `Pick<>`s of these, so the runtime contract in `src/platform/api` (valibot)
 * satisfies them structurally without either side importing the other.
 *
 * Fields the server may omit are `?: T | null`, which accepts a contract written with
 * `v.nullable`, `v.optional` or `v.nullish`. Server dates are zone-less strings
 * (`2026-03-08T01:30:00`); read them with `src/platform/format/dates.ts`.
 */

/** A server date-time without a zone, e.g. `2026-03-08T01:30:00` (§9). */
export type ServerDateText = string;

/** §3 Subscription. */
export interface Subscription {
  subscriptionId: number;
  countryCode?: string | null;
  isActive?: boolean | null;
  isExpired?: boolean | null;
  isLibrary?: boolean | null;
  initialTrial?: boolean | null;
  cancelledDate?: ServerDateText | null;
  nextChargeDate?: ServerDateText | null;
  previousChargeDate?: ServerDateText | null;
  expiryDate?: ServerDateText | null;
  orderDate?: ServerDateText | null;
  creditCardId?: number | null;
  creditCardExpiryDate?: ServerDateText | null;
  amount?: number | null;
  /** "mm" means months. */
  timeUnit?: string | null;
  /** 1, 3, 6 or 12 (months). */
  timeBetweenCharging?: number | null;
  originalBuyOptionName?: string | null;
}

/** §3 License. No expiry date means active. */
export interface License {
  expiryDate?: ServerDateText | null;
  subscriptionExpiryDate?: ServerDateText | null;
  subscriptionRenewDate?: ServerDateText | null;
  orderDate?: ServerDateText | null;
  countryCode?: string | null;
}

/** §3 Upgrade path: one side (desktop or mobile) of the order details. */
export interface OrderDetails {
  orderUrl: string;
  orderPostData?: Record<string, string> | string | null;
}

/** §3 Upgrade path. */
export interface UpgradeDetails {
  buyOptionType?: string | null;
  monthlyCostNumber?: number | null;
  desktopOrderDetails?: OrderDetails | null;
  mobileOrderDetails?: OrderDetails | null;
}

/** §3 Payment method (a saved card). */
export interface PaymentMethod {
  creditCardId: number;
  nameOnCard?: string | null;
  cardTypeCode?: string | null;
  cardLength?: number | null;
  cardLogoUrl?: string | null;
  last4Digits?: string | null;
  expirationMonth?: number | string | null;
  expirationYear?: number | string | null;
  cardStartDate?: string | null;
  userSaved?: boolean | null;
  expired?: boolean | null;
  updateDisabled?: boolean | null;
}

/** §3 Payment method update payload (what POST …/payment-method/{creditCardId} sends). */
export interface PaymentMethodUpdatePayload {
  creditCardId: number;
  cardNumber?: string;
  cardTypeCode: string;
  nameOnCard: string;
  cvv: string;
  expirationMonth: string;
  expirationYear: string;
  cardStartDate?: string;
}
