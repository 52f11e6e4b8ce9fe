import type { ApiClient } from '../../platform/api/client';
import type { PaymentMethodUpdate } from '../../platform/api/contract';

/**
 * Every card the member has, saved or not, expired included: subscriptions point at cards the
 * member may not have saved, and the list shows expired cards as such.
 */
export const paymentMethodsQuery = {
  returnOnlySaved: false,
  returnExpired: true,
  returnTokenized: false,
} as const;

/** GET the member's payment methods. */
export function fetchPaymentMethods(client: ApiClient, signal?: AbortSignal) {
  return client.call('paymentMethods', { query: paymentMethodsQuery, signal });
}

/** DELETE a saved card; the result is the number of cards removed. */
export function deletePaymentMethod(client: ApiClient, creditCardId: number) {
  return client.call('deletePaymentMethod', { params: { creditCardId } });
}

/** POST new details for a card. */
export function updatePaymentMethod(client: ApiClient, update: PaymentMethodUpdate) {
  return client.call('updatePaymentMethod', {
    params: { creditCardId: update.creditCardId },
    body: update,
  });
}
