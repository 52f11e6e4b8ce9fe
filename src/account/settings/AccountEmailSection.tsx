import { useAtomValue, useSetAtom } from 'jotai';
import { useId, useState } from 'react';
import { Form } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { Button } from '../../ds/Button/Button';
import { Heading } from '../../ds/Heading/Heading';
import { Inline, Stack } from '../../ds/layout';
import { PasswordField } from '../../ds/PasswordField/PasswordField';
import { Skeleton, SkeletonGroup } from '../../ds/Skeleton/Skeleton';
import { Text } from '../../ds/Text/Text';
import { TextField } from '../../ds/TextField/TextField';
import { userSessionAtom } from '../../platform/session/atoms';
import { EMAIL_MAX_LENGTH, PASSWORD_MAX_LENGTH } from '../../platform/validation/credentials';
import { passwordRecoveryAtom } from '../../shell/sign-in';
import { changeAccountEmailAtom, emailPreferenceSnapshotAtom } from './atoms';
import { InlineMessage, LiveStatus, useSettingsMessage } from './InlineMessage';
import {
  checkEmailChange,
  type EmailChangeErrors,
  type EmailChangeField,
  emailChangeAccess,
  emailChangeFailure,
  type SettingsMessage,
} from './rules';
import * as styles from './SettingsPage.css';

/**
 * The member's sign-in address and how to change it (account-dashboard §7 PUT …/account/email):
 * the form for a member with a password; an explanation and a password link for a member
 * without one; a note for a delegate member, whose address the managing member looks after
 * (§6, decided in docs/decisions.md). Waits for the email preference, which carries the
 * delegate flag.
 */
export function AccountEmailSection() {
  const { t } = useTranslation('settings');
  const session = useAtomValue(userSessionAtom);
  const loaded = useAtomValue(emailPreferenceSnapshotAtom);
  if (loaded === undefined) {
    return (
      <SkeletonGroup>
        <Stack space="sm">
          <Skeleton width="60%" />
          <Skeleton variant="block" height="6rem" />
        </Stack>
      </SkeletonGroup>
    );
  }
  const access = emailChangeAccess({
    hasPassword: session.hasPassword,
    isDelegate: loaded.ok ? loaded.data.isDelegate : undefined,
  });
  return (
    <Stack space="lg">
      <Text>{t('email.current', { email: session.username })}</Text>
      {access === 'delegate' && (
        <InlineMessage tone="neutral">{t('email.delegateNote')}</InlineMessage>
      )}
      {access === 'noPassword' && <SetPasswordByEmail email={session.username} />}
      {access === 'form' && <ChangeEmailForm currentEmail={session.username} />}
    </Stack>
  );
}

/**
 * A member without a password cannot confirm a change: they get a link by email to set one
 * (the shell's password-recovery call, the same reset flow as "Forgot password").
 */
function SetPasswordByEmail({ email }: { email: string }) {
  const { t } = useTranslation('settings');
  const recover = useSetAtom(passwordRecoveryAtom);
  const [state, setState] = useState<'idle' | 'sending' | 'sent' | 'failed'>('idle');
  return (
    <Stack space="md" align="start">
      <Text>{t('email.noPassword')}</Text>
      <Button
        variant="secondary"
        isPending={state === 'sending'}
        onPress={async () => {
          if (state === 'sending') return;
          setState('sending');
          const outcome = await recover({ email });
          setState(outcome.kind === 'success' ? 'sent' : 'failed');
        }}
      >
        {t('email.setPassword')}
      </Button>
      {state === 'failed' && (
        <InlineMessage tone="critical" role="alert">
          {t('email.setPasswordFailed')}
        </InlineMessage>
      )}
      <LiveStatus tone="success">
        {state === 'sent' ? t('email.setPasswordSent', { email }) : null}
      </LiveStatus>
    </Stack>
  );
}

const emptyInput = { email: '', password: '' };

/**
 * The change-email form: new address (the page-shell §5 email rule) and current password
 * (required). Errors go under the field they concern, the server's included; nothing typed is
 * lost on a failure; one request at a time. On success the session shows the new address.
 */
function ChangeEmailForm({ currentEmail }: { currentEmail: string }) {
  const { t } = useTranslation(['settings', 'common']);
  const text = useSettingsMessage();
  const change = useSetAtom(changeAccountEmailAtom);
  const headingId = useId();
  const ids: Record<EmailChangeField, string> = { email: useId(), password: useId() };
  const [input, setInput] = useState(emptyInput);
  const [errors, setErrors] = useState<EmailChangeErrors>({});
  const [formError, setFormError] = useState<SettingsMessage | null>(null);
  const [isPending, setPending] = useState(false);
  const [changedTo, setChangedTo] = useState<string | null>(null);

  const edit = (field: EmailChangeField) => (value: string) => {
    setInput((current) => ({ ...current, [field]: value }));
    setErrors(({ [field]: _fixed, ...others }) => others);
  };

  const focusFirst = (found: EmailChangeErrors) => {
    const first = (['email', 'password'] as const).find((field) => found[field]);
    if (first) document.getElementById(ids[first])?.focus();
  };

  async function submit() {
    if (isPending) return;
    setChangedTo(null);
    setFormError(null);
    const check = checkEmailChange(input, currentEmail);
    if (!check.ok) {
      setErrors(check.errors);
      focusFirst(check.errors);
      return;
    }
    setErrors({});
    setPending(true);
    const result = await change(check.change);
    setPending(false);
    if (result.ok) {
      setInput(emptyInput);
      setChangedTo(check.change.email);
      return;
    }
    const failure = emailChangeFailure(result.failure);
    if (failure.target === 'form') {
      setFormError(failure.message);
    } else {
      const found = { [failure.target]: failure.message };
      setErrors(found);
      focusFirst(found);
    }
  }

  return (
    <Form
      className={styles.form}
      aria-labelledby={headingId}
      validationBehavior="aria"
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <Stack space="md">
        <Heading level={4} size="item" id={headingId}>
          {t('settings:email.change')}
        </Heading>
        <TextField
          id={ids.email}
          label={t('settings:email.newEmail')}
          type="email"
          name="email"
          autoComplete="email"
          maxLength={EMAIL_MAX_LENGTH}
          value={input.email}
          onChange={edit('email')}
          isReadOnly={isPending}
          isRequired
          isInvalid={errors.email !== undefined}
          errorMessage={errors.email && text(errors.email)}
        />
        <PasswordField
          id={ids.password}
          label={t('settings:email.password')}
          description={t('settings:email.passwordHelp')}
          name="password"
          autoComplete="current-password"
          maxLength={PASSWORD_MAX_LENGTH}
          value={input.password}
          onChange={edit('password')}
          isReadOnly={isPending}
          isRequired
          isInvalid={errors.password !== undefined}
          errorMessage={errors.password && text(errors.password)}
        />
        {formError && (
          <InlineMessage tone="critical" role="alert">
            {text(formError)}
          </InlineMessage>
        )}
        <Inline space="sm">
          <Button type="submit" isPending={isPending}>
            {t('settings:email.submit')}
          </Button>
        </Inline>
        <LiveStatus tone={changedTo ? 'success' : 'neutral'}>
          {isPending
            ? t('common:status.saving')
            : changedTo
              ? t('settings:email.success', { email: changedTo })
              : null}
        </LiveStatus>
      </Stack>
    </Form>
  );
}
