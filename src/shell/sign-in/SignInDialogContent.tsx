import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { Dialog, Modal } from '../../ds/Dialog/Dialog';
import { Link } from '../../ds/Link/Link';
import { Stack } from '../../ds/layout';
import { siteConfigAtom } from '../../platform/config/atoms';
import { variationOrControlAtom } from '../../platform/experiments/atoms';
import { showSignInDialogAtom } from '../layout';
import { SignInSection } from './rules';
import { SaveDocumentDialog, SaveDocumentSuccessDialog } from './SaveDocumentDialog';
import * as styles from './SignInDialog.css';
import { SectionSwitch, SignInDisclaimer, SignInFields } from './SignInFields';
import { type SignInForm, useSignInForm } from './useSignInForm';

const titleKey = {
  [SignInSection.SignIn]: 'sections.signIn.title',
  [SignInSection.ResetPassword]: 'sections.resetPassword.title',
  [SignInSection.Create]: 'sections.create.title',
} as const;

/** The classic dialog's content: the section's form and its links. */
function ClassicDialogContent({ form }: { form: SignInForm }) {
  const { t } = useTranslation('signIn');
  const { section } = form.form;
  const showCloseButton = form.request.showCloseButton !== false;
  return (
    <Dialog title={t(titleKey[section])} hideCloseButton={!showCloseButton}>
      <Stack space="lg">
        <SignInFields form={form} />
        <Stack space="sm">
          {section === SignInSection.SignIn && (
            <SectionSwitch
              prompt={
                form.brandName
                  ? t('sections.create.switchPrompt', { brand: form.brandName })
                  : t('sections.create.switchPromptNoBrand')
              }
              isDisabled={form.isPending}
              onPress={() => form.switchSection(SignInSection.Create)}
            >
              {t('sections.create.switchLink')}
            </SectionSwitch>
          )}
          {section === SignInSection.Create && (
            <SectionSwitch
              prompt={t('sections.signIn.switchPrompt')}
              isDisabled={form.isPending}
              onPress={() => form.switchSection(SignInSection.SignIn)}
            >
              {t('sections.signIn.switchLink')}
            </SectionSwitch>
          )}
          {section === SignInSection.ResetPassword && (
            <SectionSwitch
              isDisabled={form.isPending}
              onPress={() => form.switchSection(SignInSection.SignIn)}
            >
              {t('sections.resetPassword.backToSignIn')}
            </SectionSwitch>
          )}
          <p className={styles.text}>
            <Link variant="standalone" isDisabled={form.isPending} onPress={form.close}>
              {t('noThanks')}
            </Link>
          </p>
        </Stack>
        <SignInDisclaimer />
      </Stack>
    </Dialog>
  );
}

/**
 * The sign-in dialog's chunk (see `SignInDialog`, which renders it once it first opens): the
 * modal with its sections, and the save-document redesign with its success dialog.
 */
export function SignInDialogContent() {
  const isOpen = useAtomValue(showSignInDialogAtom);
  const variation = useAtomValue(variationOrControlAtom('saveDocumentRedesign'));
  const { countryCode } = useAtomValue(siteConfigAtom);
  const isRedesignOn = variation === 'N' && countryCode.toUpperCase() === 'US';
  const form = useSignInForm({ redesign: isRedesignOn });
  const showsRedesign =
    isRedesignOn && form.isSaveDocumentMode && form.form.section === SignInSection.Create;
  const showCloseButton = form.request.showCloseButton !== false;
  return (
    <>
      <Modal
        isOpen={isOpen}
        onOpenChange={(isOpen) => {
          if (!isOpen && !form.isPending) form.close();
        }}
        // Without its close button the dialog closes through its own links or Esc only.
        isDismissable={showCloseButton && !form.isPending}
        isKeyboardDismissDisabled={form.isPending}
        size={showsRedesign ? 'md' : 'sm'}
        fullScreenOnMobile
      >
        {showsRedesign ? <SaveDocumentDialog form={form} /> : <ClassicDialogContent form={form} />}
      </Modal>
      <SaveDocumentSuccessDialog />
    </>
  );
}
