/** The page layout other features and the host-page messages read and set. */
export {
  bannerStyleAtom,
  defaultLayout,
  footerStyleAtom,
  type Layout,
  layoutAtom,
  patchLayoutAtom,
  showMyDocumentsDialogAtom,
  showSignInDialogAtom,
  signInLinksStateAtom,
} from './atoms';
export {
  type BannerParts,
  type BannerStyle,
  bannerParts,
  bannerStyleFromMessage,
  type FooterStyle,
  footerStyleFromMessage,
  type SignInLinksState,
  signInLinks,
  signInLinksStateFromMessage,
} from './rules';
