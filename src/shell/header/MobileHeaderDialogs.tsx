import { useSetAtom } from 'jotai';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../ds/Button/Button';
import { Dialog, Modal } from '../../ds/Dialog/Dialog';
import { DocumentIcon, LockIcon, UserIcon } from '../../ds/icons';
import { Link } from '../../ds/Link/Link';
import { Stack } from '../../ds/layout';
import { patchLayoutAtom } from '../layout';
import { useSignOut } from '../sign-in';
import { accountLinks } from './accountLinks';
import * as styles from './Header.css';
import { SignInLinks } from './SignInLinks';
import { UpgradeButton } from './UpgradeButton';
import { useAccountName } from './useAccountName';
import type { HeaderModel } from './useHeaderModel';

/*
 * The mobile header's modals, a chunk of their own: `MobileHeader` renders each from its first
 * opening on.
 */

interface MobileDialogProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
}

/** The search modal ("what are you looking for"): holds the mobile search slot. */
export function MobileSearchDialog({
  isOpen,
  onOpenChange,
  children,
}: MobileDialogProps & { children?: ReactNode }) {
  const { t } = useTranslation('header');
  return (
    <Modal isOpen={isOpen} onOpenChange={onOpenChange} fullScreenOnMobile size="md">
      <Dialog title={t('mobile.searchTitle')}>{children}</Dialog>
    </Modal>
  );
}

/** The menu modal: the account entry, the categories (`children`) and the upgrade button. */
export function MobileMenuDialog({
  isOpen,
  onOpenChange,
  model,
  children,
}: MobileDialogProps & { model: HeaderModel; children?: ReactNode }) {
  const { t } = useTranslation('header');
  return (
    <Modal isOpen={isOpen} onOpenChange={onOpenChange} fullScreenOnMobile size="sm">
      <Dialog title={t('mobile.menuTitle')}>
        <Stack space="lg">
          <MobileAccount model={model} />
          {children}
          <UpgradeButton model={model} fullWidth />
        </Stack>
      </Dialog>
    </Modal>
  );
}

/** The account entry of the mobile menu: sign-in links, or the member's links and sign-out. */
function MobileAccount({ model }: { model: HeaderModel }) {
  const { t } = useTranslation('header');
  const patchLayout = useSetAtom(patchLayoutAtom);
  const signOut = useSignOut();
  const name = useAccountName(model);
  if (!model.isSignedIn) {
    return model.parts.countryFlagOnly ? null : <SignInLinks model={model} fullWidth />;
  }
  const links = accountLinks(model);
  return (
    <Stack space="md">
      <span className={styles.mobileAccountName}>
        {model.account.display.kind === 'username'
          ? t('account.signedInAs', { username: name })
          : name}
      </span>
      <Stack space="sm" as="ul">
        {links.myAccountHref && (
          <Link href={links.myAccountHref} variant="standalone" icon={<UserIcon />}>
            {t('account.myAccount')}
          </Link>
        )}
        {links.myDocumentsHref ? (
          <Link href={links.myDocumentsHref} variant="standalone" icon={<DocumentIcon />}>
            {t('account.myDocuments')}
          </Link>
        ) : (
          <Button
            variant="tertiary"
            size="sm"
            icon={<DocumentIcon />}
            onPress={() => patchLayout({ showMyDocumentsDialog: true })}
          >
            {t('account.myDocuments')}
          </Button>
        )}
        {links.estateVaultHref && (
          <Link href={links.estateVaultHref} variant="standalone" icon={<LockIcon />}>
            {t('account.estateVault')}
          </Link>
        )}
      </Stack>
      <Button variant="secondary" fullWidth onPress={() => void signOut()}>
        {t('account.signOut')}
      </Button>
    </Stack>
  );
}
