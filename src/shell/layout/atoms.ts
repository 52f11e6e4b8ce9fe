import { atom } from 'jotai';
import {
  type BannerStyle,
  DEFAULT_BANNER_STYLE,
  DEFAULT_FOOTER_STYLE,
  DEFAULT_SIGN_IN_LINKS_STATE,
  type FooterStyle,
  type SignInLinksState,
} from './rules';

/** Page layout (page-shell §3 Layout), set by the page and by host-page messages. */
export interface Layout {
  /** @default 'normal' */
  bannerStyle: BannerStyle;
  /** @default 'normal' */
  footerStyle: FooterStyle;
  /** @default 'ShowAll' */
  signInLinksState: SignInLinksState;
  /** @default false */
  showSignInDialog: boolean;
  /** @default false */
  showMyDocumentsDialog: boolean;
}

export const defaultLayout: Layout = {
  bannerStyle: DEFAULT_BANNER_STYLE,
  footerStyle: DEFAULT_FOOTER_STYLE,
  signInLinksState: DEFAULT_SIGN_IN_LINKS_STATE,
  showSignInDialog: false,
  showMyDocumentsDialog: false,
};

export const layoutAtom = atom<Layout>(defaultLayout);

/** Changes some layout fields, keeping the others. */
export const patchLayoutAtom = atom(null, (_get, set, patch: Partial<Layout>) => {
  set(layoutAtom, (layout) => ({ ...layout, ...patch }));
});
