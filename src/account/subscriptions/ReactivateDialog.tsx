import { useSetAtom } from 'jotai';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../ds/Button/Button';
import { Dialog, Modal } from '../../ds/Dialog/Dialog';
import { Text } from '../../ds/Text/Text';
import { showAlertAtom } from '../../shell/alerts';
import { reactivateSubscriptionAtom } from './atoms';

export interface ReactivateDialogProps {
  /** The cancelled subscription to reactivate. */
  subscriptionId: number;
  /** The date it renews on again (its access-until date), already formatted. */
  renewDate: string | null;
  /** Open state (the list opens it from a card's Reactivate button). */
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
}

/**
 * Reactivating a cancelled subscription (account-dashboard §4): asks first, then calls the
 * reactivation; while it runs the button shows progress and cannot be pressed again, and the
 * dialog cannot be dismissed. On success it closes and the page's result alert says so (the
 * subscriptions and upgrade paths reload, so the card shows the new state); on failure the
 * §8 error dialog opens over it and it stays open to try again or close.
 */
export default function ReactivateDialog({
  subscriptionId,
  renewDate,
  isOpen,
  onOpenChange,
}: ReactivateDialogProps) {
  const { t } = useTranslation(['subscriptions', 'common']);
  const reactivate = useSetAtom(reactivateSubscriptionAtom);
  const showAlert = useSetAtom(showAlertAtom);
  const [isPending, setPending] = useState(false);
  // A second press while the call runs is ignored even before React re-renders.
  const running = useRef(false);

  const confirm = async () => {
    if (running.current) return;
    running.current = true;
    setPending(true);
    try {
      const result = await reactivate(subscriptionId);
      if (result.ok) {
        onOpenChange(false);
        showAlert({
          tone: 'success',
          lines: [t('subscriptions:reactivate.success')],
        });
      }
    } finally {
      running.current = false;
      setPending(false);
    }
  };

  return (
    <Modal
      size="sm"
      isOpen={isOpen}
      onOpenChange={(open) => {
        if (!isPending) onOpenChange(open);
      }}
      isDismissable={!isPending}
      isKeyboardDismissDisabled={isPending}
    >
      <Dialog
        title={t('subscriptions:reactivate.title')}
        hideCloseButton={isPending}
        footer={
          <>
            <Button variant="secondary" slot="close" isDisabled={isPending}>
              {t('subscriptions:reactivate.notNow')}
            </Button>
            <Button variant="primary" isPending={isPending} onPress={confirm}>
              {t('subscriptions:reactivate.confirm')}
            </Button>
          </>
        }
      >
        <Text>
          {renewDate
            ? t('subscriptions:reactivate.body', { date: renewDate })
            : t('subscriptions:reactivate.bodyNoDate')}
        </Text>
      </Dialog>
    </Modal>
  );
}
