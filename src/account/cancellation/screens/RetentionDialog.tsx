import { useTranslation } from 'react-i18next';
import { Button } from '../../../ds/Button/Button';
import { Dialog, Modal } from '../../../ds/Dialog/Dialog';
import { Stack } from '../../../ds/layout';
import { Text } from '../../../ds/Text/Text';
import type { CancelSummary } from '..';
import { CancelSummaryView } from './CancelSummaryView';

export interface RetentionDialogProps {
  name: string;
  summary: CancelSummary;
  /** `confirm`: continue to the reason step; `cancel`: keep the subscription (also Esc, ×). */
  onResult: (result: 'confirm' | 'cancel') => void;
}

/**
 * Member-cancel-funnel variation N: before the reason step, a modal recaps what the member keeps
 * and what stops, with "Keep my subscription" (cancel) and "Continue to cancel" (confirm).
 * Loaded lazily: only this variation needs it.
 */
export default function RetentionDialog({ name, summary, onResult }: RetentionDialogProps) {
  const { t } = useTranslation('cancellation');
  return (
    <Modal
      isOpen
      size="lg"
      onOpenChange={(isOpen) => {
        if (!isOpen) onResult('cancel');
      }}
    >
      <Dialog
        title={t('dialogs.retentionTitle')}
        footer={
          <>
            <Button variant="secondary" onPress={() => onResult('cancel')} autoFocus>
              {t('keep')}
            </Button>
            <Button variant="critical" onPress={() => onResult('confirm')}>
              {t('landing.continue')}
            </Button>
          </>
        }
      >
        <Stack space="lg">
          <Text>{t('dialogs.retentionBody', { name })}</Text>
          <CancelSummaryView summary={summary} name={name} headingLevel={3} />
        </Stack>
      </Dialog>
    </Modal>
  );
}
