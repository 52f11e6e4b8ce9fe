/**
 * Account settings decisions (account-dashboard §3, §6, §7, §8): who may change what, how the
 * change-email form is checked, and under which field a refusal is shown. Pure: no React, no
 * atoms. Messages are machine values: an i18n key of the `settings` namespace, or the server's
 * own (already translated) error string.
 */
import type { ApiFailure } from '../../platform/api/client';
import { validateEmail, validatePassword } from '../../platform/validation/credentials';

/** A message to show: one of ours (a `settings` key) or the server's first error string. */
export type SettingsMessage =
  | { source: 'key'; key: SettingsMessageKey }
  | { source: 'server'; text: string };

/** The `settings` keys these rules may return. */
export type SettingsMessageKey =
  | 'email.errors.invalidEmail'
  | 'email.errors.passwordRequired'
  | 'email.errors.sameEmail'
  | 'email.errors.wrongPassword'
  | 'email.errors.emailTaken'
  | 'email.errors.tooManyAttempts'
  | 'email.errors.unavailable';

// ---------------------------------------------------------------------------------------------
// The delegate flag (§6 "its effect: not shown") and members without a password
// ---------------------------------------------------------------------------------------------

/** What a member has in the settings, from the session and the email-preference answer. */
export interface SettingsMember {
  /** The session's `hasPassword` (§3 User). */
  hasPassword: boolean;
  /**
   * The email-preference answer's `isDelegate` (§6); `undefined` while unknown (loading, or
   * the preference failed to load).
   */
  isDelegate: boolean | undefined;
}

/**
 * What the email-address section offers:
 * - `delegate`: the account is managed by another member (§6 isDelegate). The address is how
 *   that member reaches and signs in to the account, so it is theirs to change: a note instead
 *   of the form (checked first: a managed account usually has no password of its own either).
 * - `noPassword`: the change must be confirmed with the current password (§7), which the member
 *   does not have: an explanation and a way to set one (a password link by email).
 * - `form`: the change-email form. An unknown delegate flag (the preference failed to load)
 *   does not hide the form: the server stays the authority on who may change the address.
 */
export type EmailChangeAccess = 'form' | 'delegate' | 'noPassword';

export function emailChangeAccess(member: SettingsMember): EmailChangeAccess {
  if (member.isDelegate === true) return 'delegate';
  if (!member.hasPassword) return 'noPassword';
  return 'form';
}

/**
 * Whether the member may switch email promotions. A delegate member sees the setting, read-only,
 * with the note that the managing member sets it (`settings:emailPreference.delegateNote`).
 */
export function canEditEmailPreference(preference: { isDelegate: boolean }): boolean {
  return !preference.isDelegate;
}

// ---------------------------------------------------------------------------------------------
// The change-email form (§7 PUT …/v2/account/email {email, password})
// ---------------------------------------------------------------------------------------------

/** A field of the change-email form. */
export type EmailChangeField = 'email' | 'password';

/** What the member typed. */
export interface EmailChangeInput {
  email: string;
  password: string;
}

/** The errors under each field; an absent field is valid. */
export type EmailChangeErrors = Partial<Record<EmailChangeField, SettingsMessage>>;

export type EmailChangeCheck =
  | { ok: true; change: { email: string; password: string } }
  | { ok: false; errors: EmailChangeErrors };

const key = (name: SettingsMessageKey): SettingsMessage => ({ source: 'key', key: name });

/**
 * Checks the form before anything is sent. The new address follows the page-shell §5 email
 * rule (`validateEmail`: trimmed, lower-cased, `user@domain`), and must differ from the current
 * one (compared the same way); the current password is required (page-shell §5, not trimmed).
 * The change carries the normalised address and the password as typed.
 */
export function checkEmailChange(input: EmailChangeInput, currentEmail: string): EmailChangeCheck {
  const errors: EmailChangeErrors = {};
  const email = validateEmail(input.email);
  if (!email.ok) errors.email = key('email.errors.invalidEmail');
  else if (email.value === currentEmail.trim().toLowerCase()) {
    errors.email = key('email.errors.sameEmail');
  }
  const password = validatePassword(input.password);
  if (!password.ok) errors.password = key('email.errors.passwordRequired');
  if (!email.ok || !password.ok || errors.email) return { ok: false, errors };
  return { ok: true, change: { email: email.value, password: password.value } };
}

/** Where a refused change is shown: under a field, or for the whole form. */
export interface EmailChangeFailure {
  target: EmailChangeField | 'form';
  message: SettingsMessage;
}

function serverOr(failure: ApiFailure, fallback: SettingsMessageKey): SettingsMessage {
  const text = failure.message?.trim();
  return text ? { source: 'server', text } : key(fallback);
}

/**
 * §8 with the error dialog suppressed: the page shows the refusal itself, where it belongs.
 * - 409 Conflict: the address belongs to another account → under the email field.
 * - Any other refusal of the request (`succeeded: false`, 400, 403, 422): under the password
 *   field. The address has already passed the same email rule the server applies, so what is
 *   left to refuse is the password that confirms the change.
 * - 429: too many attempts → for the whole form (no field is wrong).
 * - No usable answer (network, timeout, 5xx, a malformed body, signed out): for the whole form,
 *   our own "try again later" text; nothing the member typed is wrong.
 * The server's first error string is shown when it sent one (it is translated by the server),
 * otherwise our text for that case.
 */
export function emailChangeFailure(failure: ApiFailure): EmailChangeFailure {
  const refused =
    failure.kind === 'failed' ||
    (failure.kind === 'http' && failure.status !== undefined && failure.status < 500);
  if (refused && failure.status === 409) {
    return { target: 'email', message: serverOr(failure, 'email.errors.emailTaken') };
  }
  if (refused && failure.status === 429) {
    return { target: 'form', message: serverOr(failure, 'email.errors.tooManyAttempts') };
  }
  if (refused && failure.status !== 401) {
    return { target: 'password', message: serverOr(failure, 'email.errors.wrongPassword') };
  }
  return { target: 'form', message: key('email.errors.unavailable') };
}
