import { useAtomValue, useSetAtom } from 'jotai';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../ds/Button/Button';
import { Dialog, Modal } from '../../ds/Dialog/Dialog';
import { DocumentIcon, EditIcon, UserIcon } from '../../ds/icons';
import { Link } from '../../ds/Link/Link';
import { Stack } from '../../ds/layout';
import { siteConfigAtom } from '../../platform/config/atoms';
import { isSignedInAtom } from '../../platform/session/atoms';
import { patchLayoutAtom, showMyDocumentsDialogAtom } from '../layout';
import { openSignInDialogAtom } from '../sign-in';
import * as styles from './MyDocumentsDialog.css';
import { type MyDocumentsEntryId, myDocumentsEntries } from './rules';

const entryIcon: Record<MyDocumentsEntryId, ReactNode> = {
  documents: <DocumentIcon />,
  newDocument: <EditIcon />,
  account: <UserIcon />,
};

/** The My Documents dialog's chunk (see `MyDocumentsDialog`, which renders it once it first opens). */
export function MyDocumentsDialogContent() {
  const { t } = useTranslation('session');
  const isOpen = useAtomValue(showMyDocumentsDialogAtom);
  const patchLayout = useSetAtom(patchLayoutAtom);
  const openSignIn = useSetAtom(openSignInDialogAtom);
  const isSignedIn = useAtomValue(isSignedInAtom);
  const values = useAtomValue(siteConfigAtom).values;
  const entries = myDocumentsEntries(values, isSignedIn);

  const close = () => patchLayout({ showMyDocumentsDialog: false });
  const signIn = () => {
    close();
    openSignIn({ mode: 'SignIn' });
  };

  return (
    <Modal
      isOpen={isOpen}
      onOpenChange={(open) => {
        if (!open) close();
      }}
      size="md"
      fullScreenOnMobile
    >
      <Dialog
        title={t('myDocuments.title')}
        footer={
          isSignedIn ? undefined : <Button onPress={signIn}>{t('myDocuments.signIn')}</Button>
        }
      >
        <Stack space="lg">
          <p className={styles.intro}>
            {isSignedIn ? t('myDocuments.intro') : t('myDocuments.signedOutIntro')}
          </p>
          <Stack as="ul" space="sm">
            {entries.map((entry) => (
              <div key={entry.id} className={styles.entry}>
                <span className={styles.entryIcon}>{entryIcon[entry.id]}</span>
                <Link href={entry.href} variant="standalone">
                  {t(`myDocuments.entries.${entry.id}.label`)}
                </Link>
                <p className={styles.entryDescription}>
                  {t(`myDocuments.entries.${entry.id}.description`)}
                </p>
              </div>
            ))}
          </Stack>
        </Stack>
      </Dialog>
    </Modal>
  );
}
