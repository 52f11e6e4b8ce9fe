/** The overview tab and the dashboard widgets other pages may show. */
export { MemberBenefits } from './MemberBenefits';
export { OverviewPage } from './OverviewPage';
export { TrustReviews } from './TrustReviews';
export { arePromoCardOverridesOn } from './rules';
