/**
 * The member's subscriptions (account-dashboard §3, §7): the list with its receipts, cancel,
 * reactivate and the upgrade offers. Served by server/routes/account/subscriptions.ts.
 */
import * as v from 'valibot';
import { apiPrefixes, dashboard, type EndpointDefinition, enveloped, serverDate } from './blocks';

/** Buy option names (account-dashboard §3). The schema accepts any string: new options fall back to "site-subscription". */
export const buyOptionNames = [
  'trial_subscription',
  'trial_subscription_year_renew',
  'trial_subscription_year_renew_from_trial',
  'subscription_year_nr',
  'subscription_year_renew',
  'subscription_year_renew_from_basic',
  'subscription_year_renew_from_trial',
  'trial_year_subscription',
  'trial_subscription_all_access',
  'subscription_year_renew_all_access',
  'trial_subscription_estate',
  'subscription_year_renew_estate',
  'trial_subscription_real_estate',
  'subscription_year_renew_real_estate',
  'trial_subscription_business',
  'subscription_year_renew_business',
  'subscription_year_legal_club',
  'subscription_year_renew_legal_advice',
] as const;
export type BuyOptionName = (typeof buyOptionNames)[number];

/** Product codes for orders (account-dashboard §3). */
export const orderProductCodes = [
  'ALLLAW',
  'ALLACCESS',
  'LEGADV',
  'ESTPLNES',
  'RESTPLNES',
  'BUSPLNES',
] as const;

/** Not shown in the spec: a receipt also carries the invoice number the receipt page needs. */
export const receiptSchema = v.object({
  invoiceNumber: v.string(),
  modifiedDate: serverDate,
  orderDate: serverDate,
});
export type Receipt = v.InferOutput<typeof receiptSchema>;

export const subscriptionSchema = v.object({
  subscriptionId: v.number(),
  countryCode: v.string(),
  isActive: v.boolean(),
  isExpired: v.boolean(),
  isLibrary: v.boolean(),
  initialTrial: v.boolean(),
  cancelledDate: v.nullish(serverDate),
  nextChargeDate: v.nullish(serverDate),
  previousChargeDate: v.nullish(serverDate),
  expiryDate: v.nullish(serverDate),
  orderDate: serverDate,
  creditCardId: v.nullish(v.number()),
  creditCardExpiryDate: v.nullish(v.string()),
  amount: v.number(),
  /** "mm" means months (the only unit the spec names). */
  timeUnit: v.string(),
  /** 1, 3, 6 or 12. */
  timeBetweenCharging: v.number(),
  originalBuyOptionName: v.string(),
  refundStatus: v.nullish(v.string()),
  refundStatus2: v.nullish(v.string()),
  receipts: v.optional(v.array(receiptSchema), []),
  cardType: v.nullish(v.string()),
  cardLast4Digits: v.nullish(v.string()),
  payPalId: v.nullish(v.string()),
  taxAmount: v.nullish(v.number()),
  taxCode: v.nullish(v.string()),
});
export type Subscription = v.InferOutput<typeof subscriptionSchema>;

export const orderDetailsSchema = v.object({
  orderUrl: v.string(),
  orderPostData: v.record(v.string(), v.string()),
});
export type OrderDetails = v.InferOutput<typeof orderDetailsSchema>;

export const upgradePathSchema = v.object({
  subscriptionId: v.number(),
  upgradeDetails: v.object({
    buyOptionType: v.string(),
    monthlyCostNumber: v.number(),
    desktopOrderDetails: orderDetailsSchema,
    mobileOrderDetails: orderDetailsSchema,
  }),
});
export type UpgradePath = v.InferOutput<typeof upgradePathSchema>;

const myAccount = apiPrefixes.myAccount;

export const subscriptionEndpoints = {
  subscriptions: dashboard({
    method: 'GET',
    path: `${myAccount}/subscription/`,
    ...enveloped(v.array(subscriptionSchema)),
  }),
  /** The body is the bare subscription id. Not shown in the spec: the result is `true`. */
  cancelSubscription: dashboard({
    method: 'POST',
    path: `${myAccount}/subscription/cancel`,
    body: v.number(),
    ...enveloped(v.boolean()),
  }),
  cancelSubscriptionWithReason: dashboard({
    method: 'POST',
    path: `${myAccount}/subscription/cancel-with-reason`,
    body: v.object({ subscriptionId: v.number(), reason: v.string(), freeText: v.string() }),
    ...enveloped(v.boolean()),
  }),
  /** Not shown in the spec: the body names the subscription; the result is `true`. */
  reactivateSubscription: dashboard({
    method: 'PUT',
    path: `${myAccount}/subscription/reactivate`,
    body: v.object({ subscriptionId: v.number() }),
    ...enveloped(v.boolean()),
  }),
  /** Failures other than 401 come back as a failed result, without a dialog. */
  upgradePaths: dashboard({
    method: 'GET',
    path: `${myAccount}/upgrade-path`,
    ...enveloped(v.array(upgradePathSchema)),
    errorDialog: 'logOnly',
  }),
} as const satisfies Record<string, EndpointDefinition>;
