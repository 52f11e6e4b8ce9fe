/**
 * Layout values set by host-page messages (page-shell §2 Header / Footer, §3 Layout, §4 "Layout
 * by host messages"). Unknown values fall back to the default, compared case-insensitively.
 */

export type BannerStyle = 'selection' | 'simple' | 'normal';
export type FooterStyle = 'normal' | 'simple' | 'selection' | 'disclaimerOnly' | 'none';
export type SignInLinksState = 'ShowAll' | 'SignIn' | 'Create';

export const DEFAULT_BANNER_STYLE: BannerStyle = 'normal';
export const DEFAULT_FOOTER_STYLE: FooterStyle = 'normal';
export const DEFAULT_SIGN_IN_LINKS_STATE: SignInLinksState = 'ShowAll';

const BANNER_BY_MESSAGE: Record<string, BannerStyle> = {
  selection: 'selection',
  simple: 'simple',
  normal: 'normal',
};
const FOOTER_BY_MESSAGE: Record<string, FooterStyle> = {
  selection: 'selection',
  simple: 'simple',
  none: 'none',
  disclaimer: 'disclaimerOnly',
  normal: 'normal',
};
const LINKS_BY_MESSAGE: Record<string, SignInLinksState> = {
  signin: 'SignIn',
  create: 'Create',
  showall: 'ShowAll',
};

function lookup<T>(table: Record<string, T>, value: unknown, fallback: T): T {
  if (typeof value !== 'string') return fallback;
  return table[value.trim().toLowerCase()] ?? fallback;
}

/** Page-shell §4: set-banner-style accepts selection, simple, normal (default). */
export function bannerStyleFromMessage(value: unknown): BannerStyle {
  return lookup(BANNER_BY_MESSAGE, value, DEFAULT_BANNER_STYLE);
}

/** Page-shell §4: set-footer-style accepts selection, simple, none, disclaimer, normal (default). */
export function footerStyleFromMessage(value: unknown): FooterStyle {
  return lookup(FOOTER_BY_MESSAGE, value, DEFAULT_FOOTER_STYLE);
}

/** Page-shell §4: set-sign-in-links-state accepts SignIn, Create, ShowAll (default). */
export function signInLinksStateFromMessage(value: unknown): SignInLinksState {
  return lookup(LINKS_BY_MESSAGE, value, DEFAULT_SIGN_IN_LINKS_STATE);
}

/** Header parts a banner style shows (page-shell §2 Header). */
export interface BannerParts {
  countryFlagOnly: boolean;
  accountMenu: boolean;
  navigation: boolean;
}

/**
 * Page-shell §2: the selection-page style shows only the country flag, and the account menu
 * only when signed in. Navigation shows only in the normal style (see navigation rules).
 */
export function bannerParts(style: BannerStyle, isSignedIn: boolean): BannerParts {
  if (style === 'selection') {
    return { countryFlagOnly: true, accountMenu: isSignedIn, navigation: false };
  }
  return { countryFlagOnly: false, accountMenu: true, navigation: style === 'normal' };
}

/** Which sign-in links the header offers (page-shell §2 "Sign-in links state"). */
export function signInLinks(state: SignInLinksState): { signIn: boolean; create: boolean } {
  return { signIn: state !== 'Create', create: state !== 'SignIn' };
}
