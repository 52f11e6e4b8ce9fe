import { useAtom, useAtomValue, useSetAtom } from 'jotai';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { AlertDialog } from '../../ds/AlertDialog/AlertDialog';
import { Link } from '../../ds/Link/Link';
import { siteConfigAtom } from '../../platform/config/atoms';
import { openSignInDialogAtom } from '../sign-in';
import { signedOutDialogOpenAtom } from './atoms';
import { secureIdInvalidFromUrl, signedOutBusinessSolutionsHref } from './rules';

export interface SignedOutDialogProps {
  /**
   * Whether the content links to the business-solutions page.
   * @default the configuration's showBusinessSolutionsPageLink with a businessSolutions page
   */
  showBusinessSolutionsLink?: boolean;
}

/**
 * The signed-out dialog (page-shell §2, §4): on mount, `SecureIDInvalid=1` in the address opens
 * it and the parameter is removed from the address (history.replaceState, no reload). The
 * translated title and content, optionally a link to the business solutions, and a primary
 * button that closes it and opens the sign-in dialog. Mount it once in the shell.
 */
export function SignedOutDialog({ showBusinessSolutionsLink }: SignedOutDialogProps) {
  const { t } = useTranslation('signIn');
  const { t: tSession } = useTranslation('session');
  const [isOpen, setOpen] = useAtom(signedOutDialogOpenAtom);
  const openSignIn = useSetAtom(openSignInDialogAtom);
  const values = useAtomValue(siteConfigAtom).values;
  const businessHref = signedOutBusinessSolutionsHref({
    ...values,
    showBusinessSolutionsPageLink:
      showBusinessSolutionsLink ?? values.showBusinessSolutionsPageLink,
  });

  useEffect(() => {
    const { openSignedOutDialog, cleanedUrl } = secureIdInvalidFromUrl(window.location.href);
    if (cleanedUrl) window.history.replaceState(window.history.state, '', cleanedUrl);
    if (openSignedOutDialog) setOpen(true);
  }, [setOpen]);

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
