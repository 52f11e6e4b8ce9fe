/**
 * Email and password validation shared by the sign-in dialog, the account settings and the
 * reference server (page-shell §5, §9). Machine values only: the error is an i18n key name.
 */

// ---------------------------------------------------------------------------------------------
// Limits (page-shell §9)
// ---------------------------------------------------------------------------------------------

/** Email input maxlength (page-shell §5, §9). */
export const EMAIL_MAX_LENGTH = 319;
/** Local part limit (page-shell §5). */
export const EMAIL_LOCAL_MAX_LENGTH = 64;
/** Domain limit (page-shell §5). */
export const EMAIL_DOMAIN_MAX_LENGTH = 253;
/** Domain label limit (page-shell §5). */
export const EMAIL_LABEL_MAX_LENGTH = 63;
/** Password input maxlength (page-shell §5, §9). */
export const PASSWORD_MAX_LENGTH = 30;

export type EmailResult = { ok: true; value: string } | { ok: false; error: 'invalidEmail' };
export type PasswordResult = { ok: true; value: string } | { ok: false; error: 'invalidPassword' };

// ---------------------------------------------------------------------------------------------
// Email (page-shell §5 Email)
// ---------------------------------------------------------------------------------------------

/** Characters allowed in an unquoted local part (page-shell §5), after lower-casing. */
const UNQUOTED_LOCAL_CHAR = /^[a-z0-9!#%&`_=$'*+?^|~./-]$/;
/** Printable ASCII allowed inside quotes: anything but `"` and `\`, which must be escaped. */
const QUOTED_PLAIN_CHAR = /^[\x20\x21\x23-\x5b\x5d-\x7e]$/;
const PRINTABLE_ASCII = /^[\x20-\x7e]$/;
const IPV4_PART = /^\d{1,3}$/;
const LABEL = /^[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/;
const TOP_LEVEL_LABEL = /^[a-z]{2,}$/;

/**
 * What the email field holds after normalising on change (page-shell §5 "normalised on change"):
 * trimmed and lower-cased.
 */
export function normalizeEmail(input: string): string {
  return input.trim().toLowerCase();
}

/**
 * Page-shell §5 Email: required; trimmed and lower-cased; `user@domain`. Returns the normalised
 * address or the `invalidEmail` key (an empty field gives the same key).
 */
export function validateEmail(input: string | null | undefined): EmailResult {
  const invalid = { ok: false, error: 'invalidEmail' } as const;
  if (input == null) return invalid;
  const trimmed = input.trim();
  // Checked before lower-casing: some non-ASCII letters (the Kelvin sign) lower-case to ASCII.
  if (trimmed === '' || trimmed.length > EMAIL_MAX_LENGTH || !isAscii(trimmed)) {
    return invalid;
  }
  const value = trimmed.toLowerCase();
  const split = splitAddress(value);
  if (!split || !isValidLocalPart(split.local) || !isValidDomain(split.domain)) return invalid;
  return { ok: true, value };
}

/** Splits at the `@` that ends the local part; a quoted local part may itself contain `@`. */
function splitAddress(address: string): { local: string; domain: string } | null {
  if (address.startsWith('"')) {
    const end = quotedLocalEnd(address);
    if (end === -1 || address[end + 1] !== '@') return null;
    return { local: address.slice(0, end + 1), domain: address.slice(end + 2) };
  }
  const at = address.indexOf('@');
  if (at === -1) return null;
  return { local: address.slice(0, at), domain: address.slice(at + 1) };
}

/** Index of the closing quote of a quoted local part starting at 0, or -1. */
function quotedLocalEnd(address: string): number {
  for (let i = 1; i < address.length; i++) {
    const ch = address[i];
    if (ch === '\\') {
      const escaped = address[i + 1];
      if (escaped === undefined || !PRINTABLE_ASCII.test(escaped)) return -1;
      i++;
    } else if (ch === '"') {
      return i;
    } else if (ch === undefined || !QUOTED_PLAIN_CHAR.test(ch)) {
      return -1;
    }
  }
  return -1;
}

/**
 * Page-shell §5 local part: at most 64 characters, ASCII only, no leading/trailing dot, no
 * consecutive dots unless quoted, allowed characters letters, digits and
 * ! # % & ` _ = $ ' * + ? ^ | ~ . - /
 */
function isValidLocalPart(local: string): boolean {
  if (local.length === 0 || local.length > EMAIL_LOCAL_MAX_LENGTH) return false;
  if (local.startsWith('"')) {
    // A quoted part is `"` content `"` with at least one character inside.
    return local.length > 2 && quotedLocalEnd(local) === local.length - 1;
  }
  if (local.startsWith('.') || local.endsWith('.') || local.includes('..')) return false;
  for (const ch of local) if (!UNQUOTED_LOCAL_CHAR.test(ch)) return false;
  return true;
}

/**
 * Page-shell §5 domain: at most 253 characters; a bracketed or plain IPv4 address (each part
 * 0-255), or at least two labels of letters, digits and hyphens (each at most 63, no leading or
 * trailing hyphen) whose last label is letters only, at least 2.
 */
function isValidDomain(domain: string): boolean {
  if (domain.length === 0 || domain.length > EMAIL_DOMAIN_MAX_LENGTH) return false;
  if (domain.startsWith('[') || domain.endsWith(']')) {
    return domain.startsWith('[') && domain.endsWith(']') && isIpv4(domain.slice(1, -1));
  }
  if (isIpv4(domain)) return true;
  const labels = domain.split('.');
  if (labels.length < 2) return false;
  const last = labels[labels.length - 1] ?? '';
  return (
    labels.every((label) => label.length <= EMAIL_LABEL_MAX_LENGTH && LABEL.test(label)) &&
    TOP_LEVEL_LABEL.test(last)
  );
}

function isAscii(text: string): boolean {
  for (let i = 0; i < text.length; i++) if (text.charCodeAt(i) > 0x7f) return false;
  return true;
}

function isIpv4(text: string): boolean {
  const parts = text.split('.');
  return parts.length === 4 && parts.every((part) => IPV4_PART.test(part) && Number(part) <= 255);
}

// ---------------------------------------------------------------------------------------------
// Password (page-shell §5 Password)
// ---------------------------------------------------------------------------------------------

/** Page-shell §5 Password: only required (non-empty). Not trimmed: spaces are characters. */
export function validatePassword(input: string | null | undefined): PasswordResult {
  if (input == null || input === '') return { ok: false, error: 'invalidPassword' };
  return { ok: true, value: input };
}

/** Shortest new password (account creation, reset); signing in keeps §5's non-empty rule. */
export const NEW_PASSWORD_MIN_LENGTH = 8;

export type NewPasswordResult =
  | { ok: true; value: string }
  | { ok: false; error: 'invalidPassword' | 'passwordTooShort' };

/** A password being chosen: required, and at least 8 characters (code points, not UTF-16 units). */
export function validateNewPassword(input: string | null | undefined): NewPasswordResult {
  const password = validatePassword(input);
  if (!password.ok) return password;
  if ([...password.value].length < NEW_PASSWORD_MIN_LENGTH) {
    return { ok: false, error: 'passwordTooShort' };
  }
  return password;
}
