import { atom } from 'jotai';
import type { ApiResult } from '../../platform/api/client';
import type { PaymentMethodUpdate } from '../../platform/api/contract';
import { apiClientAtom } from '../../platform/state/atoms';
import { accountResource, reloadAccountDataAtom } from '../shared';
import { deletePaymentMethod, fetchPaymentMethods, updatePaymentMethod } from './api';
import { paysActiveSubscription } from './rules';

/** The member's payment methods. */
export const paymentMethods = accountResource('paymentMethods', (get, signal) =>
  fetchPaymentMethods(get(apiClientAtom), signal),
);

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
    await set(reloadAccountDataAtom, {
      subscriptions: (list) => paysActiveSubscription(list, creditCardId),
    });
    return result;
  },
);

/** Updates a card; on success payment methods and subscriptions reload. */
export const updatePaymentMethodAtom = atom(
  null,
  async (get, set, update: PaymentMethodUpdate): Promise<ApiResult<boolean>> => {
    const result = await updatePaymentMethod(get(apiClientAtom), update);
    if (result.ok) await set(reloadAccountDataAtom, { paymentMethods: true, subscriptions: true });
    return result;
  },
);
