import { useSetAtom } from 'jotai';
import type { ReactNode } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Button } from '../../ds/Button/Button';
import { ErrorIcon } from '../../ds/icons';
import { Link } from '../../ds/Link/Link';
import { Inline, Stack } from '../../ds/layout';
import { PasswordField } from '../../ds/PasswordField/PasswordField';
import { TextField } from '../../ds/TextField/TextField';
import { EMAIL_MAX_LENGTH, PASSWORD_MAX_LENGTH } from '../../platform/validation/credentials';
import { PolicyKind, showPolicyDialogAtom } from '../policies';
import { SignInSection } from './rules';
import * as styles from './SignInDialog.css';
import type { SignInForm } from './useSignInForm';

export interface SignInFieldsProps {
  /** The form's state and actions (`useSignInForm`). */
  form: SignInForm;
}

/**
 * The credentials form of every section: the locked notice, email, password (not in reset),
 * forgot password (sign in only) and the submit button. A real form, so Enter submits and
 * password managers read the `autocomplete` hints: `username` + `current-password` to sign
 * in, `email` + `new-password` to create, `email` to reset.
 */
export function SignInFields({ form }: SignInFieldsProps) {
  const { t } = useTranslation('signIn');
  const { section } = form.form;
  const isSignIn = section === SignInSection.SignIn;
  const emailError = form.errorText('email');
  const passwordError = form.errorText('password');
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void form.submit();
      }}
    >
      <Stack space="md">
        {form.noticeText && (
          <div role="alert" className={styles.notice}>
            <span className={styles.noticeIcon}>
              <ErrorIcon size="sm" />
            </span>
            <span>{form.noticeText}</span>
          </div>
        )}
        {section === SignInSection.ResetPassword && (
          <p className={styles.text}>{t('sections.resetPassword.instructions')}</p>
        )}
        <TextField
          id={form.ids.email}
          label={t('fields.email')}
          type="email"
          name="email"
          autoComplete={isSignIn ? 'username' : 'email'}
          maxLength={EMAIL_MAX_LENGTH}
          value={form.form.email}
          onChange={form.setEmail}
          isReadOnly={form.isPending}
          isInvalid={emailError !== undefined}
          errorMessage={emailError}
        />
        {section !== SignInSection.ResetPassword && (
          <PasswordField
            id={form.ids.password}
            label={t('fields.password')}
            name="password"
            autoComplete={isSignIn ? 'current-password' : 'new-password'}
            maxLength={PASSWORD_MAX_LENGTH}
            hasVisibilityToggle={form.showVisibilityToggle}
            value={form.form.password}
            onChange={form.setPassword}
            isReadOnly={form.isPending}
            isInvalid={passwordError !== undefined}
            errorMessage={passwordError}
          />
        )}
        {isSignIn && (
          <Inline space="none" align="end">
            <Button
              variant="tertiary"
              size="sm"
              isDisabled={form.isPending}
              onPress={() => form.switchSection(SignInSection.ResetPassword)}
            >
              {t('forgotPassword')}
            </Button>
          </Inline>
        )}
        <Button type="submit" fullWidth isPending={form.isPending}>
          {form.isPending ? form.loadingLabel : form.submitLabel}
        </Button>
        <span role="status" className={styles.visuallyHidden}>
          {form.isPending ? form.loadingLabel : ''}
        </span>
      </Stack>
    </form>
  );
}

/** A link that switches section, with the prompt before it. */
export function SectionSwitch({
  prompt,
  children,
  onPress,
  isDisabled,
}: {
  prompt?: ReactNode;
  children: ReactNode;
  onPress: () => void;
  isDisabled?: boolean;
}) {
  return (
    <p className={styles.text}>
      {prompt && <>{prompt} </>}
      <Link onPress={onPress} isDisabled={isDisabled}>
        {children}
      </Link>
    </p>
  );
}

function PolicyLink({ kind, children }: { kind: PolicyKind; children?: ReactNode }) {
  const showPolicy = useSetAtom(showPolicyDialogAtom);
  return <Link onPress={() => showPolicy({ kind })}>{children}</Link>;
}

/** The disclaimer with the terms, privacy and email-policy dialogs (page-shell §2). */
export function SignInDisclaimer() {
  const { t } = useTranslation('signIn');
  return (
    <p className={styles.disclaimer}>
      <Trans
        t={t}
        i18nKey="disclaimer"
        components={{
          termsLink: <PolicyLink kind={PolicyKind.Terms} />,
          privacyLink: <PolicyLink kind={PolicyKind.PrivacyPolicy} />,
          emailLink: <PolicyLink kind={PolicyKind.EmailPolicy} />,
        }}
      />
    </p>
  );
}
