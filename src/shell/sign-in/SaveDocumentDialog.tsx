import { useAtom, useAtomValue, useSetAtom } from 'jotai';
import { useTranslation } from 'react-i18next';
import { Button } from '../../ds/Button/Button';
import { Dialog, Modal } from '../../ds/Dialog/Dialog';
import { CheckIcon } from '../../ds/icons';
import { Link } from '../../ds/Link/Link';
import { Stack } from '../../ds/layout';
import { siteConfigAtom } from '../../platform/config/atoms';
import { navigateAtom } from '../../platform/navigation/navigator';
import { closeSignInDialogAtom, saveDocumentSuccessOpenAtom } from './atoms';
import { DEFAULT_MY_DOCUMENTS_PATH, SignInSection } from './rules';
import * as styles from './SignInDialog.css';
import { SectionSwitch, SignInDisclaimer, SignInFields } from './SignInFields';
import type { SignInForm } from './useSignInForm';

const benefits = ['create', 'save', 'support'] as const;

/**
 * The save-document create-account redesign (page-shell §2; experiment saveDocumentRedesign,
 * variation N, US only): a heading, three benefits, the create form and "maybe next time".
 * Rendered by `SignInDialog` in place of its create section; members who already have an
 * account switch to the classic sign-in section.
 */
export function SaveDocumentDialog({ form }: { form: SignInForm }) {
  const { t } = useTranslation('signIn');
  return (
    <Dialog
      title={t('saveDocument.heading')}
      hideCloseButton={form.request.showCloseButton === false}
    >
      <Stack space="lg">
        <Stack as="ul" space="sm">
          {benefits.map((benefit) => (
            <span key={benefit} className={styles.benefit}>
              <span className={styles.benefitIcon}>
                <CheckIcon size="sm" />
              </span>
              <span>{t(`saveDocument.benefits.${benefit}`)}</span>
            </span>
          ))}
        </Stack>
        <SignInFields form={form} />
        <Stack space="sm">
          <SectionSwitch
            prompt={t('sections.signIn.switchPrompt')}
            isDisabled={form.isPending}
            onPress={() => form.switchSection(SignInSection.SignIn)}
          >
            {t('sections.signIn.switchLink')}
          </SectionSwitch>
          <p className={styles.text}>
            <Link variant="standalone" isDisabled={form.isPending} onPress={form.close}>
              {t('saveDocument.maybeNextTime')}
            </Link>
          </p>
        </Stack>
        <SignInDisclaimer />
      </Stack>
    </Dialog>
  );
}

/**
 * The redesign's success dialog. The document was saved with the new account, so "continue
 * editing" closes the dialogs and leaves the member on the page, and "save and exit" closes
 * them and opens My Documents.
 */
export function SaveDocumentSuccessDialog() {
  const { t } = useTranslation('signIn');
  const [isOpen, setOpen] = useAtom(saveDocumentSuccessOpenAtom);
  const closeSignIn = useSetAtom(closeSignInDialogAtom);
  const navigate = useSetAtom(navigateAtom);
  const myDocuments = useAtomValue(siteConfigAtom).values.myDocuments;
  const finish = () => {
    setOpen(false);
    closeSignIn();
  };
  return (
    <Modal
      isOpen={isOpen}
      onOpenChange={(open) => {
        if (!open) finish();
      }}
      size="sm"
    >
      <Dialog
        title={t('saveDocument.success.title')}
        footer={
          <>
            <Button variant="secondary" onPress={finish}>
              {t('saveDocument.success.continueEditing')}
            </Button>
            <Button
              onPress={() => {
                finish();
                navigate(myDocuments || DEFAULT_MY_DOCUMENTS_PATH);
              }}
            >
              {t('saveDocument.success.saveAndExit')}
            </Button>
          </>
        }
      >
        <p className={styles.lead}>{t('saveDocument.success.message')}</p>
      </Dialog>
    </Modal>
  );
}
