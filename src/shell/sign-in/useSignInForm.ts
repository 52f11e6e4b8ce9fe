import { useAtom, useAtomValue, useSetAtom } from 'jotai';
import { useCallback, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { siteConfigAtom } from '../../platform/config/atoms';
import { normalizeEmail } from '../../platform/validation/credentials';
import { showAlertAtom } from '../alerts';
import {
  closeSignInDialogAtom,
  hideSignInDialogAtom,
  saveDocumentSuccessOpenAtom,
  signInDialogRequestAtom,
  signInFormAtom,
} from './atoms';
import {
  alertOkAction,
  type DialogMessage,
  loadingMessageKey,
  type SignInOutcome,
  SignInSection,
  showPasswordVisibilityToggle,
  submitButtonKey,
  validateSubmit,
} from './rules';
import { createAccountAtom, passwordRecoveryAtom, signInWithPasswordAtom } from './session';

type Field = 'email' | 'password';

export interface SignInFormOptions {
  /**
   * The save-document redesign: a create with product info opens its success dialog instead of
   * the save-success alert.
   */
  redesign?: boolean;
}

/**
 * The sign-in form's behaviour, shared by the sign-in dialog and the save-document redesign:
 * normalised email, §5 validation order, the §8 outcome of each status, focus on the first
 * invalid field, and nothing typed lost when a call fails.
 */
export function useSignInForm({ redesign = false }: SignInFormOptions = {}) {
  const { t } = useTranslation(['signIn', 'common']);
  const [form, setForm] = useAtom(signInFormAtom);
  const request = useAtomValue(signInDialogRequestAtom);
  const config = useAtomValue(siteConfigAtom);
  const showAlert = useSetAtom(showAlertAtom);
  const close = useSetAtom(closeSignInDialogAtom);
  const hide = useSetAtom(hideSignInDialogAtom);
  const openSaveSuccess = useSetAtom(saveDocumentSuccessOpenAtom);
  const signIn = useSetAtom(signInWithPasswordAtom);
  const createAccount = useSetAtom(createAccountAtom);
  const recoverPassword = useSetAtom(passwordRecoveryAtom);
  const [isPending, setPending] = useState(false);
  const [focusField, setFocusField] = useState<Field | null>(null);
  const baseId = useId();
  const ids = { email: `${baseId}-email`, password: `${baseId}-password` };

  const isSaveDocumentMode = request.productInfo !== undefined;
  const { section } = form;

  // Focus moves once the field has rendered in its new state (invalid, or a new section).
  useEffect(() => {
    if (!focusField) return;
    document.getElementById(ids[focusField])?.focus();
    setFocusField(null);
  });

  /**
   * Before a section change removes the focused control (a link, the password field), focus
   * goes to the email field, which every section keeps: otherwise the dialog's focus
   * containment would move it to the close button.
   */
  const focusEmailNow = () => document.getElementById(ids.email)?.focus();

  const messageText = useCallback(
    (message: DialogMessage): string => {
      if (message.source === 'server') return message.description;
      if (message.key === 'commonError') return t('common:messages.commonError');
      return t(`signIn:errors.${message.key}`);
    },
    [t],
  );

  const setEmail = (value: string) =>
    setForm((current) => ({
      ...current,
      email: normalizeEmail(value),
      errors: { ...current.errors, email: undefined },
    }));

  const setPassword = (value: string) =>
    setForm((current) => ({
      ...current,
      password: value,
      errors: { ...current.errors, password: undefined },
    }));

  /** Section links keep what was typed; errors and notices belong to the section left. */
  const switchSection = (next: SignInSection) => {
    focusEmailNow();
    setForm((current) => ({ ...current, section: next, errors: {}, notice: null }));
    setFocusField('email');
  };

  const onSuccess = (email: string) => {
    if (section === SignInSection.ResetPassword) {
      setForm((current) => ({ ...current, section: SignInSection.SignIn, errors: {} }));
      setFocusField('email');
      showAlert({
        tone: 'success',
        title: t('signIn:alerts.passwordEmailSent.title'),
        lines: [t('signIn:alerts.passwordEmailSent.message', { email })],
        onOk: alertOkAction(isSaveDocumentMode) === 'closeDialog' ? close : undefined,
      });
      return;
    }
    request.onComplete?.();
    if (section === SignInSection.Create && isSaveDocumentMode) {
      // Page-shell §4: the dialog is only hidden, not closed, while the member reads the alert.
      hide();
      if (redesign) {
        openSaveSuccess(true);
        return;
      }
      showAlert({
        tone: 'success',
        title: t('signIn:alerts.saveSuccess.title'),
        lines: [t('signIn:alerts.saveSuccess.message')],
        onOk: close,
      });
      return;
    }
    close();
  };

  const apply = (outcome: SignInOutcome, email: string) => {
    switch (outcome.kind) {
      case 'success':
        onSuccess(email);
        return;
      case 'fieldError':
        // Reset has no password field: a password error there can only be an alert.
        if (outcome.field === 'password' && section === SignInSection.ResetPassword) {
          showAlert({ tone: 'error', lines: [messageText(outcome.message)] });
          return;
        }
        setForm((current) => ({
          ...current,
          errors: { ...current.errors, [outcome.field]: outcome.message },
        }));
        setFocusField(outcome.field);
        return;
      case 'locked':
        focusEmailNow();
        setForm((current) => ({
          ...current,
          section: outcome.nextSection,
          errors: {},
          notice: outcome.message,
        }));
        setFocusField('email');
        return;
      case 'alert':
        // Error alerts only hide on OK: closing would throw away what the member typed.
        showAlert({ tone: 'error', lines: [messageText(outcome.message)] });
        return;
    }
  };

  const submit = async () => {
    if (isPending) return;
    const checked = validateSubmit(section, form);
    if (!checked.ok) {
      setForm((current) => ({
        ...current,
        // Only the first invalid field is reported (page-shell §5 order).
        errors: { [checked.field]: { source: 'key', key: checked.error } },
      }));
      setFocusField(checked.field);
      return;
    }
    setForm((current) => ({ ...current, email: checked.email, errors: {}, notice: null }));
    setPending(true);
    try {
      const credentials = { email: checked.email, password: checked.password ?? '' };
      const outcome =
        section === SignInSection.ResetPassword
          ? await recoverPassword({ email: checked.email, productInfo: request.productInfo })
          : section === SignInSection.Create
            ? await createAccount({
                ...credentials,
                productInfo: request.productInfo,
                accountCreationLink: request.accountCreationLink,
              })
            : await signIn(credentials);
      apply(outcome, checked.email);
    } finally {
      setPending(false);
    }
  };

  return {
    form,
    request,
    ids,
    isPending,
    isSaveDocumentMode,
    brandName: config.values.sitebrand ?? '',
    showVisibilityToggle: showPasswordVisibilityToggle(config.countryCode),
    submitLabel: t(`signIn:submit.${submitButtonKey(section, isSaveDocumentMode)}`),
    loadingLabel: t(`signIn:loading.${loadingMessageKey(section)}`),
    errorText: (field: Field) => {
      const message = form.errors[field];
      return message ? messageText(message) : undefined;
    },
    noticeText: form.notice ? messageText(form.notice) : undefined,
    setEmail,
    setPassword,
    switchSection,
    submit,
    close,
  };
}

export type SignInForm = ReturnType<typeof useSignInForm>;
