/** The dashboard widgets other pages may show; the overview tab's screen is a lazy chunk (`./chunk.ts`). */
export {
  accountListLoadedAtom,
  eSignShownAtom,
  quickActionsAtom,
  quickActionsShownAtom,
} from './atoms';
export { loadOverviewScreen, overviewScreenModule } from './chunk';
export { MemberBenefits } from './MemberBenefits';
export { PartnerOffers, PromoCards } from './Offers';
export {
  loadQuickActionsMenu,
  QuickActions,
  QuickActionsCard,
  QuickActionsFab,
} from './QuickActions';
export { arePromoCardOverridesOn } from './rules';
export { TrustReviews } from './TrustReviews';
