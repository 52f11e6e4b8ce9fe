import { useAtomValue, useSetAtom } from 'jotai';
import { useTranslation } from 'react-i18next';
import { AlertDialog } from '../../ds/AlertDialog/AlertDialog';
import { dismissAlertAtom, shellAlertAtom } from './atoms';

/** The alert dialog's chunk (see `ShellAlertDialog`, which renders it while an alert is shown). */
export function ShellAlertDialogContent() {
  const { t } = useTranslation('common');
  const alert = useAtomValue(shellAlertAtom);
  const dismiss = useSetAtom(dismissAlertAtom);
  if (!alert) return null;
  const title =
    alert.title ?? (alert.tone === 'error' ? t('alert.errorTitle') : t('alert.successTitle'));
  const lines = alert.header
    ? [<strong key="header">{alert.header}</strong>, ...alert.lines]
    : alert.lines;
  return (
    <AlertDialog
      isOpen
      tone={alert.tone}
      title={title}
      message={lines}
      confirmLabel={alert.confirmLabel ?? t('actions.ok')}
      onResult={() => dismiss()}
    />
  );
}
