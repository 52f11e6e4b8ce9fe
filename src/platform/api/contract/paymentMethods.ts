/**
 * The member's cards (account-dashboard §3, §7): list, delete and update. Served by
 * server/routes/account/paymentMethods.ts.
 */
import * as v from 'valibot';
import { apiPrefixes, dashboard, type EndpointDefinition, enveloped, queryFlag } from './blocks';

export const paymentMethodSchema = v.object({
  creditCardId: v.number(),
  nameOnCard: v.string(),
  /** e.g. VI, MC, AX, DI, PP (PayPal). */
  cardTypeCode: v.string(),
  cardLength: v.nullish(v.number()),
  cardLogoUrl: v.nullish(v.string()),
  last4Digits: v.nullish(v.string()),
  expirationMonth: v.nullish(v.number()),
  expirationYear: v.nullish(v.number()),
  cardStartDate: v.nullish(v.string()),
  userSaved: v.boolean(),
  expired: v.boolean(),
  updateDisabled: v.boolean(),
});
export type PaymentMethod = v.InferOutput<typeof paymentMethodSchema>;

export const paymentMethodUpdateSchema = v.object({
  creditCardId: v.number(),
  cardNumber: v.optional(v.string()),
  cardTypeCode: v.string(),
  nameOnCard: v.string(),
  cvv: v.string(),
  /** Form fields give strings, stored cards numbers: both are accepted. */
  expirationMonth: v.union([v.number(), v.string()]),
  expirationYear: v.union([v.number(), v.string()]),
  cardStartDate: v.nullish(v.string()),
});
export type PaymentMethodUpdate = v.InferOutput<typeof paymentMethodUpdateSchema>;

const myAccount = apiPrefixes.myAccount;

export const paymentMethodEndpoints = {
  paymentMethods: dashboard({
    method: 'GET',
    path: `${myAccount}/payment-method`,
    query: v.object({
      returnOnlySaved: queryFlag,
      returnExpired: queryFlag,
      returnTokenized: queryFlag,
    }),
    ...enveloped(v.array(paymentMethodSchema)),
    errorDialog: 'suppress',
  }),
  /** The result is the number of cards removed. */
  deletePaymentMethod: dashboard({
    method: 'DELETE',
    path: `${myAccount}/payment-method/{creditCardId}`,
    params: v.object({ creditCardId: v.number() }),
    ...enveloped(v.number()),
    errorDialog: 'suppress',
  }),
  /** Not shown in the spec: the result is `true`. */
  updatePaymentMethod: dashboard({
    method: 'POST',
    path: `${myAccount}/payment-method/{creditCardId}`,
    params: v.object({ creditCardId: v.number() }),
    body: paymentMethodUpdateSchema,
    ...enveloped(v.boolean()),
    errorDialog: 'suppress',
  }),
} as const satisfies Record<string, EndpointDefinition>;
