import { describe, expect, it } from 'vitest';
import {
  bannerParts,
  bannerStyleFromMessage,
  footerStyleFromMessage,
  signInLinks,
  signInLinksStateFromMessage,
} from './rules';

describe('host-message layout values (page-shell §4)', () => {
  it('reads banner styles with normal as default', () => {
    expect(bannerStyleFromMessage('selection')).toBe('selection');
    expect(bannerStyleFromMessage('Simple')).toBe('simple');
    expect(bannerStyleFromMessage('normal')).toBe('normal');
    expect(bannerStyleFromMessage('fancy')).toBe('normal');
    expect(bannerStyleFromMessage(undefined)).toBe('normal');
    expect(bannerStyleFromMessage(3)).toBe('normal');
  });

  it('reads footer styles with normal as default and disclaimer as disclaimer-only', () => {
    expect(footerStyleFromMessage('selection')).toBe('selection');
    expect(footerStyleFromMessage('simple')).toBe('simple');
    expect(footerStyleFromMessage('none')).toBe('none');
    expect(footerStyleFromMessage('disclaimer')).toBe('disclaimerOnly');
    expect(footerStyleFromMessage(' NORMAL ')).toBe('normal');
    expect(footerStyleFromMessage('')).toBe('normal');
    expect(footerStyleFromMessage(null)).toBe('normal');
  });

  it('reads sign-in links state with ShowAll as default', () => {
    expect(signInLinksStateFromMessage('SignIn')).toBe('SignIn');
    expect(signInLinksStateFromMessage('create')).toBe('Create');
    expect(signInLinksStateFromMessage('ShowAll')).toBe('ShowAll');
    expect(signInLinksStateFromMessage('Register')).toBe('ShowAll');
  });
});

describe('bannerParts and signInLinks (page-shell §2 Header)', () => {
  it('selection shows only the flag, and the account menu only when signed in', () => {
    expect(bannerParts('selection', false)).toEqual({
      countryFlagOnly: true,
      accountMenu: false,
      navigation: false,
    });
    expect(bannerParts('selection', true).accountMenu).toBe(true);
    expect(bannerParts('normal', false)).toEqual({
      countryFlagOnly: false,
      accountMenu: true,
      navigation: true,
    });
    expect(bannerParts('simple', false).navigation).toBe(false);
  });

  it('offers the links the state names', () => {
    expect(signInLinks('ShowAll')).toEqual({ signIn: true, create: true });
    expect(signInLinks('SignIn')).toEqual({ signIn: true, create: false });
    expect(signInLinks('Create')).toEqual({ signIn: false, create: true });
  });
});
