/** The dashboard's external links (§2), built from the site host. */
export { accountLinksAtom, siteOriginAtom } from './atoms';
export {
  type AccountLinkId,
  type AccountLinks,
  accountLinkIds,
  accountLinks,
  CA_NOTARY_BOOKING_URL,
  type ESignCampaign,
  eSignatureHref,
  isOffSite,
  linkPaths,
} from './rules';
