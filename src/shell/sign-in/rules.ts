/**
 * Sign-in, create-account and reset-password decisions (page-shell §2 Sign-in dialog, §4, §5,
 * §8, §9). Everything returns machine values: i18n key names under `signIn.*`, never text.
 */

import { signInStatus } from '../../platform/api/contract';
import { validateEmail, validatePassword } from '../../platform/validation/credentials';

/** Client-side message keys the dialog shows (page-shell §8 "Client messages"). */
export type SignInMessageKey =
  | 'invalidEmail'
  | 'invalidPassword'
  | 'invalidEmailOrPassword'
  | 'commonError'
  | 'lockedAccount';

/** Where "save and exit" goes when the configuration names no page (page-shell §2 Paths). */
export const DEFAULT_MY_DOCUMENTS_PATH = '/mydocuments/';

/** Dialog sections with the spec's numbering (page-shell §3 sign-in dialog section). */
export const SignInSection = { SignIn: 1, ResetPassword: 2, Create: 3 } as const;
export type SignInSection = (typeof SignInSection)[keyof typeof SignInSection];

/** Mode requested by whoever opens the dialog (page-shell §3 sign-in dialog mode). */
export type SignInDialogMode = 'Create' | 'SignIn';

/** Page-shell §4: the dialog opens in Create if requested, otherwise in SignIn. */
export function initialSection(mode: SignInDialogMode | null | undefined): SignInSection {
  return mode === 'Create' ? SignInSection.Create : SignInSection.SignIn;
}

export type SubmitValidation =
  | { ok: true; email: string; password: string | null }
  | { ok: false; field: 'email'; error: 'invalidEmail' }
  | { ok: false; field: 'password'; error: 'invalidPassword' };

/**
 * Page-shell §5 Submit: email is checked first, then the password in sign-in or create;
 * reset needs the email only (its password is reported as null).
 */
export function validateSubmit(
  section: SignInSection,
  fields: { email: string; password: string },
): SubmitValidation {
  const email = validateEmail(fields.email);
  if (!email.ok) return { ok: false, field: 'email', error: email.error };
  if (section === SignInSection.ResetPassword) {
    return { ok: true, email: email.value, password: null };
  }
  const password = validatePassword(fields.password);
  if (!password.ok) return { ok: false, field: 'password', error: password.error };
  return { ok: true, email: email.value, password: password.value };
}

// ---------------------------------------------------------------------------------------------
// Server status codes (page-shell §8)
// ---------------------------------------------------------------------------------------------

/** Sign-in and account status codes (page-shell §8). */
export type SignInStatus = (typeof signInStatus)[keyof typeof signInStatus];

/** A message the dialog shows: the server's own description, or a client message key. */
export type DialogMessage =
  | { source: 'server'; description: string }
  | { source: 'key'; key: SignInMessageKey };

export type SignInOutcome =
  | { kind: 'success' }
  | { kind: 'fieldError'; field: 'email' | 'password'; message: DialogMessage }
  | { kind: 'alert'; message: DialogMessage }
  | { kind: 'locked'; message: DialogMessage; nextSection: SignInSection };

/** The response fields the dialog reads (page-shell §7 session / account / recovery). */
export interface SignInResponseStatus {
  succeeded?: boolean | null;
  status?: number | null;
  statusDescription?: string | null;
}

const COMMON: DialogMessage = { source: 'key', key: 'commonError' };

/** Page-shell §8 "Any thrown error": an error alert with the common message. */
export const THROWN_ERROR_OUTCOME: SignInOutcome = { kind: 'alert', message: COMMON };

function serverOr(description: string | null | undefined, key: SignInMessageKey): DialogMessage {
  const text = description?.trim();
  return text ? { source: 'server', description: text } : { source: 'key', key };
}

/**
 * Page-shell §8 table: what the dialog does for each status. No response or an unknown status
 * gives the common alert; a success status with `succeeded: false` is treated as unknown.
 */
export function signInOutcome(response: SignInResponseStatus | null | undefined): SignInOutcome {
  if (!response) return THROWN_ERROR_OUTCOME;
  const description = response.statusDescription;
  switch (response.status) {
    case signInStatus.success:
      return response.succeeded === false ? THROWN_ERROR_OUTCOME : { kind: 'success' };
    case signInStatus.invalidUsername:
      return { kind: 'fieldError', field: 'email', message: serverOr(description, 'invalidEmail') };
    case signInStatus.accountExists:
      return { kind: 'fieldError', field: 'email', message: serverOr(description, 'commonError') };
    case signInStatus.invalidPassword:
      return {
        kind: 'fieldError',
        field: 'password',
        message: serverOr(description, 'invalidPassword'),
      };
    case signInStatus.incorrectEmailOrPassword:
      return {
        kind: 'fieldError',
        field: 'password',
        message: serverOr(description, 'invalidEmailOrPassword'),
      };
    case signInStatus.generalError:
      return { kind: 'alert', message: serverOr(description, 'commonError') };
    case signInStatus.accountLocked:
      return {
        kind: 'locked',
        message: { source: 'key', key: 'lockedAccount' },
        nextSection: SignInSection.ResetPassword,
      };
    default:
      return THROWN_ERROR_OUTCOME;
  }
}

// ---------------------------------------------------------------------------------------------
// Dialog texts, alert and icon (page-shell §4 Sign-in dialog, §9)
// ---------------------------------------------------------------------------------------------

export type SubmitButtonKey = 'signIn' | 'saveDocument' | 'createAccount' | 'passwordReset';

/**
 * Page-shell §4: "sign in"; "save document" when creating with product info; "password reset".
 * Creating without product info is not named by the spec: "create account".
 */
export function submitButtonKey(section: SignInSection, hasProductInfo: boolean): SubmitButtonKey {
  if (section === SignInSection.ResetPassword) return 'passwordReset';
  if (section === SignInSection.Create) return hasProductInfo ? 'saveDocument' : 'createAccount';
  return 'signIn';
}

export type LoadingMessageKey = 'signingIn' | 'creatingAccount' | 'sendingRecoveryEmail';

/** Page-shell §4: loading message is signing in, creating account, or recovery email. */
export function loadingMessageKey(section: SignInSection): LoadingMessageKey {
  if (section === SignInSection.Create) return 'creatingAccount';
  if (section === SignInSection.ResetPassword) return 'sendingRecoveryEmail';
  return 'signingIn';
}

/** Page-shell §4: alert OK closes the dialog in save-document mode, otherwise hides the alert. */
export function alertOkAction(isSaveDocumentMode: boolean): 'closeDialog' | 'hideAlert' {
  return isSaveDocumentMode ? 'closeDialog' : 'hideAlert';
}

/** Page-shell §9: the password-visibility icon is off for CA. */
export function showPasswordVisibilityToggle(countryCode: string): boolean {
  return countryCode.toUpperCase() !== 'CA';
}
