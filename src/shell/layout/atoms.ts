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

// One field each: a reader re-renders only when its own field changes (opening the sign-in
// dialog re-rendered the whole header and footer when they read the layout as a whole).
export const bannerStyleAtom = atom((get) => get(layoutAtom).bannerStyle);
export const footerStyleAtom = atom((get) => get(layoutAtom).footerStyle);
export const signInLinksStateAtom = atom((get) => get(layoutAtom).signInLinksState);
export const showSignInDialogAtom = atom((get) => get(layoutAtom).showSignInDialog);
export const showMyDocumentsDialogAtom = atom((get) => get(layoutAtom).showMyDocumentsDialog);

/** Changes some layout fields, keeping the others. */
export const patchLayoutAtom = atom(null, (_get, set, patch: Partial<Layout>) => {
  set(layoutAtom, (layout) => ({ ...layout, ...patch }));
});
