import { useAtomValue, useSetAtom } from 'jotai';
import { useTranslation } from 'react-i18next';
import { AlertDialog } from '../../ds/AlertDialog/AlertDialog';
import { dismissAlertAtom, shellAlertAtom } from './atoms';

/** The one alert dialog of the page: mounted once by the page shell, fed by `showAlertAtom`. */
export function ShellAlertDialog() {
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
