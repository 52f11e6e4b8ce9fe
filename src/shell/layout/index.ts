/** The page layout other features and the host-page messages read and set. */
export { defaultLayout, type Layout, layoutAtom, patchLayoutAtom } from './atoms';
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
