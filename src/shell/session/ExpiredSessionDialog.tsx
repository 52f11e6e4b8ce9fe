import { useAtom, useSetAtom } from 'jotai';
import { useTranslation } from 'react-i18next';
import { AlertDialog } from '../../ds/AlertDialog/AlertDialog';
import { openSignInDialogAtom } from '../sign-in';
import { expiredSessionDialogOpenAtom } from './atoms';

/**
 * The expired-session dialog (page-shell §2, §4): tells the member their session ended and
 * offers to sign in again (the sign-in dialog opens). Loaded lazily by `ExpiredSession` the
 * first time an unhandled 401 rejection opens it.
 */
export function ExpiredSessionDialog() {
  const { t } = useTranslation('signIn');
  const { t: tSession } = useTranslation('session');
  const [isOpen, setOpen] = useAtom(expiredSessionDialogOpenAtom);
  const openSignIn = useSetAtom(openSignInDialogAtom);
  return (
    <AlertDialog
      tone="warning"
      isOpen={isOpen}
      title={t('expiredSession.title')}
      message={t('expiredSession.message')}
      confirmLabel={t('expiredSession.signIn')}
      cancelLabel={tSession('notNow')}
      onOpenChange={(open) => {
        if (!open) setOpen(false);
      }}
      onResult={(result) => {
        if (result === 'confirm') openSignIn({ mode: 'SignIn' });
      }}
    />
  );
}
