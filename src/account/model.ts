/**
 * The dashboard's entities as the rules see them (account-dashboard §3), derived from the
 * runtime contract in `src/platform/api/contract/` (its valibot schemas), so a field is stated
 * once. The rules read them leniently: every field but the id may be missing or null (a rule
 * takes a `Pick<>` and decides what a gap means), so the reference server's rows, test literals
 * and a half-loaded record all fit. Hence the `Like` names (as in TypeScript's `ArrayLike`):
 * `SubscriptionLike` is anything shaped like the contract's `Subscription`, which is the exact
 * wire type the client validates and the server sends.
 * Server dates are zone-less strings (`2026-03-08T01:30:00`); read them with
 * `src/platform/format/dates.ts`.
 */
import type * as v from 'valibot';
import type {
  licenseSchema,
  orderDetailsSchema,
  paymentMethodSchema,
  paymentMethodUpdateSchema,
  serverDate,
  subscriptionSchema,
  upgradePathSchema,
} from '../platform/api/contract';

/** `T` with `Id` as the contract has it and every other field optional and nullable. */
type Lenient<T, Id extends keyof T = never> = Pick<T, Id> & {
  [K in Exclude<keyof T, Id>]?: T[K] | null;
};

/** A server date-time without a zone, e.g. `2026-03-08T01:30:00` (§9). */
export type ServerDateText = v.InferOutput<typeof serverDate>;

/** §3 Subscription. */
export type SubscriptionLike = Lenient<v.InferOutput<typeof subscriptionSchema>, 'subscriptionId'>;

/** §3 License. No expiry date means active. */
export type LicenseLike = Lenient<v.InferOutput<typeof licenseSchema>>;

type ContractOrderDetails = v.InferOutput<typeof orderDetailsSchema>;

/**
 * §3 Upgrade path: one side (desktop or mobile) of the order details. The rules also take the
 * post data already encoded as a query string.
 */
export type OrderDetailsLike = Pick<ContractOrderDetails, 'orderUrl'> & {
  orderPostData?: ContractOrderDetails['orderPostData'] | string | null;
};

type ContractUpgradeDetails = v.InferOutput<typeof upgradePathSchema>['upgradeDetails'];

/** §3 Upgrade path: what the member can upgrade to. */
export type UpgradeDetails = Lenient<
  Omit<ContractUpgradeDetails, 'desktopOrderDetails' | 'mobileOrderDetails'>
> & {
  desktopOrderDetails?: OrderDetailsLike | null;
  mobileOrderDetails?: OrderDetailsLike | null;
};

/** §3 Payment method (a saved card). */
export type PaymentMethodLike = Lenient<v.InferOutput<typeof paymentMethodSchema>, 'creditCardId'>;

/** §3 Payment method update payload (what POST …/payment-method/{creditCardId} sends). */
export type PaymentMethodUpdatePayload = v.InferInput<typeof paymentMethodUpdateSchema>;
