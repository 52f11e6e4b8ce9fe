/** The overview tab and the dashboard widgets other pages may show. */
export {
  accountListLoadedAtom,
  eSignShownAtom,
  quickActionsAtom,
  quickActionsShownAtom,
} from './atoms';
export { MemberBenefits } from './MemberBenefits';
export { PartnerOffers, PromoCards } from './Offers';
export { OverviewPage } from './OverviewPage';
export {
  loadQuickActionsMenu,
  QuickActions,
  QuickActionsCard,
  QuickActionsFab,
} from './QuickActions';
export { arePromoCardOverridesOn } from './rules';
export { TrustReviews } from './TrustReviews';
