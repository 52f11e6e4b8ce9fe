import { useTranslation } from 'react-i18next';
import { AlertDialog } from '../../../ds/AlertDialog/AlertDialog';
import type { CancelSummary } from '..';
import { useFormat } from './useFormat';

export interface QuickCancelDialogProps {
  name: string;
  summary: CancelSummary;
  /** `confirm`: cancel now (plain cancel); `cancel`: keep it (also Esc). */
  onResult: (result: 'confirm' | 'cancel') => void;
}

/**
 * Member-cancel-funnel variation F: "Continue to cancel" asks once and cancels at once (the plain
 * cancel call, no reason step). Loaded lazily: only this variation needs it.
 */
export default function QuickCancelDialog({ name, summary, onResult }: QuickCancelDialogProps) {
  const { t } = useTranslation('cancellation');
  const format = useFormat();
  const body = summary.trial
    ? t('dialogs.quickTrialBody')
    : summary.accessUntil
      ? t('dialogs.quickBody', { date: format.date(summary.accessUntil) })
      : t('dialogs.quickBodyNoDate');
  return (
    <AlertDialog
      isOpen
      tone="warning"
      title={t('dialogs.quickTitle', { name })}
      message={body}
      confirmLabel={t('dialogs.quickConfirm')}
      cancelLabel={t('keep')}
      confirmVariant="critical"
      onResult={onResult}
    />
  );
}
