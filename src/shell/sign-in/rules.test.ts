import { describe, expect, it } from 'vitest';
import {
  alertOkAction,
  initialSection,
  loadingMessageKey,
  SignInSection,
  showPasswordVisibilityToggle,
  signInOutcome,
  submitButtonKey,
  THROWN_ERROR_OUTCOME,
  validateSubmit,
} from './rules';

describe('validateSubmit (page-shell §5 Submit)', () => {
  it('checks the email first, then the password, in sign-in and create', () => {
    for (const section of [SignInSection.SignIn, SignInSection.Create]) {
      expect(validateSubmit(section, { email: 'bad', password: '' })).toEqual({
        ok: false,
        field: 'email',
        error: 'invalidEmail',
      });
      expect(validateSubmit(section, { email: 'a@b.co', password: '' })).toEqual({
        ok: false,
        field: 'password',
        error: 'invalidPassword',
      });
      expect(validateSubmit(section, { email: ' A@B.co', password: 'p' })).toEqual({
        ok: true,
        email: 'a@b.co',
        password: 'p',
      });
    }
  });

  it('needs only the email to reset a password', () => {
    expect(validateSubmit(SignInSection.ResetPassword, { email: 'a@b.co', password: '' })).toEqual({
      ok: true,
      email: 'a@b.co',
      password: null,
    });
    expect(validateSubmit(SignInSection.ResetPassword, { email: '', password: 'x' }).ok).toBe(
      false,
    );
  });
});

describe('signInOutcome (page-shell §8)', () => {
  it('maps 0 to success', () => {
    expect(signInOutcome({ status: 0, succeeded: true })).toEqual({ kind: 'success' });
    expect(signInOutcome({ status: 0 })).toEqual({ kind: 'success' });
  });

  it('puts invalid username and account-exists descriptions under the email field', () => {
    for (const status of [1, 5]) {
      expect(signInOutcome({ status, statusDescription: 'Nope' })).toEqual({
        kind: 'fieldError',
        field: 'email',
        message: { source: 'server', description: 'Nope' },
      });
    }
  });

  it('puts invalid password and incorrect email-or-password under the password field', () => {
    for (const status of [2, 6]) {
      expect(signInOutcome({ status, statusDescription: 'Wrong' })).toEqual({
        kind: 'fieldError',
        field: 'password',
        message: { source: 'server', description: 'Wrong' },
      });
    }
  });

  it('falls back to client keys when the server description is empty', () => {
    const key = (status: number) => {
      const outcome = signInOutcome({ status, statusDescription: '  ' });
      return 'message' in outcome && outcome.message.source === 'key' ? outcome.message.key : null;
    };
    expect(key(1)).toBe('invalidEmail');
    expect(key(2)).toBe('invalidPassword');
    expect(key(4)).toBe('commonError');
    expect(key(5)).toBe('commonError');
    expect(key(6)).toBe('invalidEmailOrPassword');
  });

  it('shows a general error as an alert with the server description', () => {
    expect(signInOutcome({ status: 4, statusDescription: 'Down' })).toEqual({
      kind: 'alert',
      message: { source: 'server', description: 'Down' },
    });
  });

  it('moves a locked account to reset password with the locked message', () => {
    expect(signInOutcome({ status: 3, statusDescription: 'ignored' })).toEqual({
      kind: 'locked',
      message: { source: 'key', key: 'lockedAccount' },
      nextSection: SignInSection.ResetPassword,
    });
  });

  it('treats no response, unknown status and a failed success as the common alert', () => {
    const common = { kind: 'alert', message: { source: 'key', key: 'commonError' } };
    expect(THROWN_ERROR_OUTCOME).toEqual(common);
    expect(signInOutcome(undefined)).toEqual(common);
    expect(signInOutcome({})).toEqual(common);
    expect(signInOutcome({ status: 7 })).toEqual(common);
    expect(signInOutcome({ status: -1 })).toEqual(common);
    expect(signInOutcome({ status: 0, succeeded: false })).toEqual(common);
  });
});

describe('dialog keys (page-shell §4, §9)', () => {
  it('opens in Create only when asked', () => {
    expect(initialSection('Create')).toBe(SignInSection.Create);
    expect(initialSection('SignIn')).toBe(SignInSection.SignIn);
    expect(initialSection(undefined)).toBe(SignInSection.SignIn);
  });

  it('chooses the submit button text key per section', () => {
    expect(submitButtonKey(SignInSection.SignIn, true)).toBe('signIn');
    expect(submitButtonKey(SignInSection.Create, true)).toBe('saveDocument');
    expect(submitButtonKey(SignInSection.Create, false)).toBe('createAccount');
    expect(submitButtonKey(SignInSection.ResetPassword, false)).toBe('passwordReset');
  });

  it('chooses the loading message key per section', () => {
    expect(loadingMessageKey(SignInSection.SignIn)).toBe('signingIn');
    expect(loadingMessageKey(SignInSection.Create)).toBe('creatingAccount');
    expect(loadingMessageKey(SignInSection.ResetPassword)).toBe('sendingRecoveryEmail');
  });

  it('closes the dialog on alert OK only in save-document mode', () => {
    expect(alertOkAction(true)).toBe('closeDialog');
    expect(alertOkAction(false)).toBe('hideAlert');
  });

  it('hides the password-visibility icon in CA only', () => {
    expect(showPasswordVisibilityToggle('CA')).toBe(false);
    expect(showPasswordVisibilityToggle('ca')).toBe(false);
    expect(showPasswordVisibilityToggle('US')).toBe(true);
  });
});
