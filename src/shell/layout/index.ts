/** The page layout other features and the host-page messages read and set. */
export { defaultLayout, type Layout, layoutAtom, patchLayoutAtom } from './atoms';
export {
  type BannerStyle,
  bannerStyleFromMessage,
  type FooterStyle,
  footerStyleFromMessage,
  type SignInLinksState,
  signInLinksStateFromMessage,
} from './rules';
