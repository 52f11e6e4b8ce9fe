import { useAtomValue, useSetAtom } from 'jotai';
import { lazy, Suspense, useEffect, useState } from 'react';
import { statusOfReason } from '../../platform/logger/rules';
import { expiredSessionDialogOpenAtom, openExpiredSessionDialogAtom } from './atoms';
import { showExpiredSessionDialog } from './rules';

/** Page-shell §2: the dialog's chunk is fetched the first time it is needed. */
export const loadExpiredSessionDialog = () => import('./ExpiredSessionDialog');

const ExpiredSessionDialog = lazy(() =>
  loadExpiredSessionDialog().then((module) => ({ default: module.ExpiredSessionDialog })),
);

export interface ExpiredSessionOptions {
  /** Page-shell §4: neither listen nor show the dialog. @default false */
  disableExpiredSessionDialog?: boolean;
}

/**
 * Listens for unhandled promise rejections on the window; one carrying status 401 (an API
 * failure, a ky HTTPError's response, `{status: 401}`) runs the expired-session action and
 * opens the dialog (page-shell §4, §8). The rejection is then handled (`preventDefault`): it is
 * not reported as an error. Does nothing when `disableExpiredSessionDialog` is set.
 */
export function useExpiredSessionListener({
  disableExpiredSessionDialog = false,
}: ExpiredSessionOptions = {}) {
  const openDialog = useSetAtom(openExpiredSessionDialogAtom);
  useEffect(() => {
    if (disableExpiredSessionDialog) return;
    const onRejection = (event: PromiseRejectionEvent) => {
      const status = statusOfReason(event.reason);
      if (!showExpiredSessionDialog({ status, disableExpiredSessionDialog })) return;
      event.preventDefault();
      openDialog();
    };
    // Capturing: it runs before the page's error logger (installed at boot, see
    // `installGlobalErrorHandlers`), which then leaves the handled 401 alone.
    window.addEventListener('unhandledrejection', onRejection, { capture: true });
    return () => window.removeEventListener('unhandledrejection', onRejection, { capture: true });
  }, [disableExpiredSessionDialog, openDialog]);
}

/**
 * The expired-session flow of the page (page-shell §2, §4): the 401 listener, and the dialog,
 * whose code loads only once it first opens. With `disableExpiredSessionDialog` it is neither
 * shown nor loaded. Mount it once in the shell.
 */
export function ExpiredSession({ disableExpiredSessionDialog = false }: ExpiredSessionOptions) {
  useExpiredSessionListener({ disableExpiredSessionDialog });
  const isOpen = useAtomValue(expiredSessionDialogOpenAtom);
  const [needed, setNeeded] = useState(false);
  if (isOpen && !needed && !disableExpiredSessionDialog) setNeeded(true);
  if (!needed || disableExpiredSessionDialog) return null;
  return (
    <Suspense fallback={null}>
      <ExpiredSessionDialog />
    </Suspense>
  );
}
