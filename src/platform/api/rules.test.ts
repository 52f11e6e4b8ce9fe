import { describe, expect, it } from 'vitest';
import {
  authorizationHeader,
  defaultRetryDelay,
  errorStrings,
  fillPath,
  firstErrorMessage,
  isMeaninglessBrand,
  isNoDashboardsBody,
  isSignedOutBody,
  noDashboardsError,
  queryEntries,
  signInRedirectUrl,
} from './rules';

describe('queryEntries', () => {
  it.each(['+', '', '%2B', 'None'])('drops brand %j on GET only', (brand) => {
    expect(queryEntries('GET', { brand, countryCode: 'US' })).toEqual([['countryCode', 'US']]);
    expect(queryEntries('POST', { brand })).toEqual([['brand', brand]]);
  });

  it('keeps real brands, leaves out undefined and null, stringifies flags and numbers', () => {
    expect(
      queryEntries('GET', { brand: 'none', a: undefined, b: null, c: true, d: 0, e: 'x' }),
    ).toEqual([
      ['brand', 'none'],
      ['c', 'true'],
      ['d', '0'],
      ['e', 'x'],
    ]);
    expect(isMeaninglessBrand('NONE')).toBe(false);
    expect(isMeaninglessBrand(undefined)).toBe(false);
  });

  it('drops "+", empty, "%2B" (either case) and "None", and keeps look-alikes', () => {
    for (const brand of ['+', '', '  ', '%2B', '%2b', 'None']) {
      expect(isMeaninglessBrand(brand), brand).toBe(true);
    }
    for (const brand of ['main', 'none', '++', 'NoneSuch']) {
      expect(isMeaninglessBrand(brand), brand).toBe(false);
    }
  });
});

describe('fillPath', () => {
  it('encodes parameters and refuses empty ones', () => {
    expect(fillPath('/a/{id}/b', { id: 'x y/z' })).toBe('/a/x%20y%2Fz/b');
    expect(() => fillPath('/a/{id}', {})).toThrow('"id"');
  });
});

describe('authorization and bodies', () => {
  it('builds the secure_id header only for a known id', () => {
    expect(authorizationHeader('abc')).toBe('secure_id abc');
    expect(authorizationHeader('')).toBeUndefined();
    expect(authorizationHeader(null)).toBeUndefined();
  });

  it('recognises SignedOut bodies', () => {
    expect(isSignedOutBody({ Status: 'SignedOut' })).toBe(true);
    expect(isSignedOutBody({ status: 'SignedOut' })).toBe(true);
    expect(isSignedOutBody({ status: 0 })).toBe(false);
    expect(isSignedOutBody('SignedOut')).toBe(false);
  });

  it('reads errors, then result.errors, skipping empty strings', () => {
    expect(errorStrings({ errors: ['', 'A', 3, 'B'] })).toEqual(['A', 'B']);
    expect(firstErrorMessage({ errors: [], result: { errors: ['Inner'] } })).toBe('Inner');
    expect(firstErrorMessage({ errors: null })).toBeNull();
    expect(firstErrorMessage(undefined)).toBeNull();
  });

  it('spots the no-dashboards error inside a longer message', () => {
    expect(isNoDashboardsBody({ errors: [`${noDashboardsError} 42`] })).toBe(true);
    expect(isNoDashboardsBody({ errors: ['Other'] })).toBe(false);
  });
});

describe('other rules', () => {
  it('ky’s default retry delay grows 300, 600, 1200 ms', () => {
    expect([1, 2, 3].map(defaultRetryDelay)).toEqual([300, 600, 1200]);
  });

  it('sign-in redirect carries the my-account return', () => {
    expect(signInRedirectUrl()).toBe('/SignIn/?page=signin&ReturnUrl=%2Fmy-account%2F');
    expect(signInRedirectUrl('/login', '/my-account/settings')).toBe(
      '/login?ReturnUrl=%2Fmy-account%2Fsettings',
    );
  });
});
