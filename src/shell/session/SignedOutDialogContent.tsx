import { useAtom, useAtomValue, useSetAtom } from 'jotai';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { AlertDialog } from '../../ds/AlertDialog/AlertDialog';
import { Link } from '../../ds/Link/Link';
import { siteConfigAtom } from '../../platform/config/atoms';
import { loadSignInDialog, openSignInDialogAtom } from '../sign-in';
import { signedOutDialogOpenAtom } from './atoms';
import { signedOutBusinessSolutionsHref } from './rules';
import type { SignedOutDialogProps } from './SignedOutDialog';

/** The signed-out dialog's chunk (see `SignedOutDialog`, which renders it once it first opens). */
export function SignedOutDialogContent({ showBusinessSolutionsLink }: SignedOutDialogProps) {
  const { t } = useTranslation('signIn');
  const { t: tSession } = useTranslation('session');
  const [isOpen, setOpen] = useAtom(signedOutDialogOpenAtom);
  const openSignIn = useSetAtom(openSignInDialogAtom);
  const values = useAtomValue(siteConfigAtom).values;
  // Its button opens the sign-in dialog: that chunk is fetched while the member reads.
  useEffect(() => {
    loadSignInDialog().catch(() => undefined);
  }, []);
  const businessHref = signedOutBusinessSolutionsHref({
    ...values,
    showBusinessSolutionsPageLink:
      showBusinessSolutionsLink ?? values.showBusinessSolutionsPageLink,
  });

  const message = [
    t('signedOutDialog.content'),
    t('signedOutDialog.content1'),
    ...(businessHref
      ? [
          <>
            {t('signedOutDialog.content2')}{' '}
            <Link href={businessHref}>{t('signedOutDialog.businessSolutionsLink')}</Link>.
          </>,
        ]
      : []),
  ];

  return (
    <AlertDialog
      tone="info"
      isOpen={isOpen}
      title={t('signedOutDialog.title')}
      message={message}
      confirmLabel={t('signedOutDialog.buttonContent')}
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
