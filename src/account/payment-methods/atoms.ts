import { atom } from 'jotai';
import type { ApiResult } from '../../platform/api/client';
import type { PaymentMethod, PaymentMethodUpdate, Subscription } from '../../platform/api/contract';
import { accountOwnerAtom } from '../../platform/session/atoms';
import { apiClientAtom } from '../../platform/state/atoms';
import { createResource } from '../../platform/state/resource';
import { subscriptions } from '../subscriptions/atoms';
import { isActiveSubscription } from '../subscriptions/rules';
import { deletePaymentMethod, fetchPaymentMethods, updatePaymentMethod } from './api';

/** The member's payment methods. */
export const paymentMethods = createResource<PaymentMethod[]>((get, signal) => {
  get(accountOwnerAtom);
  return fetchPaymentMethods(get(apiClientAtom), signal);
}, 'paymentMethods');

function chargesCard(subscription: Subscription, creditCardId: number): boolean {
  return subscription.creditCardId === creditCardId && isActiveSubscription(subscription);
}

/**
 * Deletes a saved card. On success the card stays listed but is no longer user-saved, and
 * subscriptions reload only if an active subscription was paying with it.
 */
export const deletePaymentMethodAtom = atom(
  null,
  async (get, set, creditCardId: number): Promise<ApiResult<number>> => {
    const result = await deletePaymentMethod(get(apiClientAtom), creditCardId);
    if (!result.ok) return result;
    set(paymentMethods.update, (cards) =>
      cards.map((card) =>
        card.creditCardId === creditCardId ? { ...card, userSaved: false } : card,
      ),
    );
    const loaded = await get(subscriptions.value);
    if (loaded.ok && loaded.data.some((subscription) => chargesCard(subscription, creditCardId))) {
      set(subscriptions.reload);
    }
    return result;
  },
);

/** Updates a card; on success payment methods and subscriptions reload. */
export const updatePaymentMethodAtom = atom(
  null,
  async (get, set, update: PaymentMethodUpdate): Promise<ApiResult<boolean>> => {
    const result = await updatePaymentMethod(get(apiClientAtom), update);
    if (result.ok) {
      set(paymentMethods.reload);
      set(subscriptions.reload);
    }
    return result;
  },
);
