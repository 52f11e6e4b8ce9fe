import { useAtomValue, useSetAtom } from 'jotai';
import { unwrap } from 'jotai/utils';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AlertDialog } from '../../ds/AlertDialog/AlertDialog';
import type { PaymentMethod } from '../../platform/api/contract';
import { clockAtom } from '../../platform/state/clock';
import { subscriptions } from '../subscriptions';
import { deletePaymentMethodAtom } from './atoms';
import { useBrandName } from './PaymentMethodCard';
import * as styles from './PaymentMethods.css';
import { paymentMethodView, paysActiveSubscription } from './rules';

/** The subscriptions without suspending: null until first loaded, then the last loaded list. */
const subscriptionsSoFar = unwrap(subscriptions.value, (previous) => previous ?? null);

export interface DeleteCardDialogProps {
  /** The saved card (or PayPal account) to remove. */
  card: PaymentMethod;
  /** Called when the member cancels (Cancel or Esc). */
  onClose: () => void;
  /** Called once the card is removed (no longer user-saved; subscriptions reload if it paid one). */
  onDeleted: () => void;
}

/**
 * Confirms removing a saved payment method (account-dashboard §4, §7), naming it, and warning
 * when an active subscription pays with it (once the subscriptions are known; their reload
 * after the removal keeps the last list meanwhile). While removing, the
 * dialog cannot be answered again; a failure is shown in it (the call's dialog is suppressed).
 */
export function DeleteCardDialog({ card, onClose, onDeleted }: DeleteCardDialogProps) {
  const { t } = useTranslation('paymentMethods');
  const { t: tc } = useTranslation('common');
  const loaded = useAtomValue(subscriptionsSoFar);
  const inUse = loaded?.ok === true && paysActiveSubscription(loaded.data, card.creditCardId);
  const remove = useSetAtom(deletePaymentMethodAtom);
  const view = paymentMethodView(card, new Date(useAtomValue(clockAtom).now()));
  const cardType = useBrandName()(view.cardTypeCode);
  const [pending, setPending] = useState(false);
  const [failed, setFailed] = useState(false);
  const sending = useRef(false);

  const body =
    view.kind === 'paypal'
      ? t('deleteConfirm.bodyPayPal')
      : view.last4Digits
        ? t('deleteConfirm.body', { cardType, last4: view.last4Digits })
        : t('deleteConfirm.bodyNoNumber', { cardType });
  const message = [
    body,
    ...(inUse ? [t('deleteConfirm.inUse')] : []),
    ...(failed
      ? [
          <span key="failed" role="alert" className={styles.noteCritical}>
            {t('delete.failed')}
          </span>,
        ]
      : []),
  ];

  const confirm = async () => {
    if (sending.current) return;
    sending.current = true;
    // Focus the dialog itself while removing: a focused pending button makes react-aria announce
    // "<button> <progress>" by their ids, and that live-region entry outlives the dialog (7 s)
    // pointing at elements that are gone (an empty image to assistive technology).
    document.activeElement?.closest<HTMLElement>('[role="alertdialog"]')?.focus();
    setPending(true);
    setFailed(false);
    const result = await remove(card.creditCardId);
    sending.current = false;
    setPending(false);
    if (result.ok) onDeleted();
    else setFailed(true);
  };

  return (
    <AlertDialog
      isOpen
      tone="warning"
      title={view.kind === 'paypal' ? t('deleteConfirm.titlePayPal') : t('deleteConfirm.title')}
      message={message}
      confirmLabel={view.kind === 'paypal' ? t('actions.deletePayPal') : t('deleteConfirm.confirm')}
      confirmVariant="critical"
      cancelLabel={tc('actions.cancel')}
      isPending={pending}
      onResult={(result) => {
        if (result === 'confirm') void confirm();
        else if (!sending.current) onClose();
      }}
    />
  );
}
