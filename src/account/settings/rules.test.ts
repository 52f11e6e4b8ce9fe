import { describe, expect, it } from 'vitest';
import type { ApiFailure } from '../../platform/api/client';
import {
  canEditEmailPreference,
  checkEmailChange,
  emailChangeAccess,
  emailChangeFailure,
} from './rules';

function failure(fields: Partial<ApiFailure>): ApiFailure {
  return {
    kind: 'failed',
    endpoint: 'putAccountEmail',
    url: 'https://site.test/api/foundation/user-account-management/v2/account/email',
    message: null,
    errors: [],
    canceledByUnload: false,
    ...fields,
  };
}

describe('emailChangeAccess (§6 delegate, §3 hasPassword)', () => {
  it('offers the form to a member with a password who is not a delegate', () => {
    expect(emailChangeAccess({ hasPassword: true, isDelegate: false })).toBe('form');
  });

  it('shows the delegate note to a delegate, with or without a password', () => {
    expect(emailChangeAccess({ hasPassword: true, isDelegate: true })).toBe('delegate');
    expect(emailChangeAccess({ hasPassword: false, isDelegate: true })).toBe('delegate');
  });

  it('explains the missing password to a member without one', () => {
    expect(emailChangeAccess({ hasPassword: false, isDelegate: false })).toBe('noPassword');
  });

  it('does not hide the form when the delegate flag is unknown (the preference failed)', () => {
    expect(emailChangeAccess({ hasPassword: true, isDelegate: undefined })).toBe('form');
    expect(emailChangeAccess({ hasPassword: false, isDelegate: undefined })).toBe('noPassword');
  });
});

describe('canEditEmailPreference', () => {
  it('is read-only for a delegate', () => {
    expect(canEditEmailPreference({ isDelegate: true })).toBe(false);
    expect(canEditEmailPreference({ isDelegate: false })).toBe(true);
  });
});

describe('checkEmailChange (page-shell §5 email rule, password required)', () => {
  const current = 'member@example.com';

  it('passes the normalised address and the password as typed', () => {
    expect(
      checkEmailChange({ email: '  New.Address@Example.COM ', password: ' secret ' }, current),
    ).toEqual({ ok: true, change: { email: 'new.address@example.com', password: ' secret ' } });
  });

  it('puts an invalid or empty address under the email field', () => {
    for (const email of [
      '',
      '   ',
      'no-at-sign',
      'a@b',
      'two..dots@example.com',
      'é@example.com',
    ]) {
      const result = checkEmailChange({ email, password: 'secret' }, current);
      expect(result).toEqual({
        ok: false,
        errors: { email: { source: 'key', key: 'email.errors.invalidEmail' } },
      });
    }
  });

  it('refuses the current address, compared trimmed and lower-cased', () => {
    expect(checkEmailChange({ email: ' MEMBER@example.com', password: 'x' }, current)).toEqual({
      ok: false,
      errors: { email: { source: 'key', key: 'email.errors.sameEmail' } },
    });
  });

  it('requires the password, and reports both fields at once', () => {
    expect(checkEmailChange({ email: 'new@example.com', password: '' }, current)).toEqual({
      ok: false,
      errors: { password: { source: 'key', key: 'email.errors.passwordRequired' } },
    });
    expect(checkEmailChange({ email: 'nope', password: '' }, current)).toEqual({
      ok: false,
      errors: {
        email: { source: 'key', key: 'email.errors.invalidEmail' },
        password: { source: 'key', key: 'email.errors.passwordRequired' },
      },
    });
  });

  it('counts a password of spaces as filled in (not trimmed)', () => {
    expect(checkEmailChange({ email: 'new@example.com', password: '   ' }, current).ok).toBe(true);
  });
});

describe('emailChangeFailure (§8, error dialog suppressed)', () => {
  it('puts a refusal without a conflict under the password, with the server text', () => {
    expect(
      emailChangeFailure(failure({ kind: 'failed', status: 200, message: 'Wrong password.' })),
    ).toEqual({ target: 'password', message: { source: 'server', text: 'Wrong password.' } });
    expect(emailChangeFailure(failure({ kind: 'http', status: 400, message: 'Nope' }))).toEqual({
      target: 'password',
      message: { source: 'server', text: 'Nope' },
    });
    expect(emailChangeFailure(failure({ kind: 'http', status: 403 })).target).toBe('password');
  });

  it('falls back to our own text when the server sent none', () => {
    expect(emailChangeFailure(failure({ kind: 'failed', status: 200, message: '  ' }))).toEqual({
      target: 'password',
      message: { source: 'key', key: 'email.errors.wrongPassword' },
    });
  });

  it('puts a conflict (address in use) under the email field', () => {
    expect(emailChangeFailure(failure({ kind: 'http', status: 409, message: 'Taken' }))).toEqual({
      target: 'email',
      message: { source: 'server', text: 'Taken' },
    });
    expect(emailChangeFailure(failure({ kind: 'http', status: 409 }))).toEqual({
      target: 'email',
      message: { source: 'key', key: 'email.errors.emailTaken' },
    });
  });

  it('shows too many attempts for the whole form', () => {
    expect(emailChangeFailure(failure({ kind: 'http', status: 429 }))).toEqual({
      target: 'form',
      message: { source: 'key', key: 'email.errors.tooManyAttempts' },
    });
  });

  it('shows "try again later" for the form when no usable answer came', () => {
    const unavailable = {
      target: 'form',
      message: { source: 'key', key: 'email.errors.unavailable' },
    };
    for (const fields of [
      { kind: 'network' },
      { kind: 'timeout' },
      { kind: 'http', status: 500, message: 'Boom' },
      { kind: 'http', status: 503 },
      { kind: 'invalidResponse', status: 200 },
      { kind: 'invalidRequest' },
      { kind: 'signedOut', status: 401 },
    ] as Partial<ApiFailure>[]) {
      expect(emailChangeFailure(failure(fields))).toEqual(unavailable);
    }
  });
});
