import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { apiClientAtom } from '../../platform/state/atoms';
import { showAlertAtom } from '../../shell/alerts';

/**
 * Account-dashboard §8 error dialog: a failed call whose policy is `show` opens the page's alert
 * with the server's first error string, or the translated generic body, and a Close button.
 * Calls whose policy is `suppress` or `logOnly` never reach it (the client decides).
 */
export function useApiErrorAlerts() {
  const { t } = useTranslation('errors');
  const client = useAtomValue(apiClientAtom);
  const showAlert = useSetAtom(showAlertAtom);
  useEffect(
    () =>
      client.onErrorDialog((event) =>
        showAlert({
          tone: 'error',
          title: t('generic.title'),
          lines: [event.message ?? t('generic.body')],
          confirmLabel: t('close'),
        }),
      ),
    [client, showAlert, t],
  );
}

/** Mounts `useApiErrorAlerts` where a component is handier than a hook. */
export function ApiErrorAlerts() {
  useApiErrorAlerts();
  return null;
}
