/** Affiliates and the rental-risk categories (navigation, server content, header co-brand). */
export { affiliateAtom, LAST_QUERY_STRING_KEY, rememberPartnerQueryAtom } from './atoms';
export {
  type Affiliate,
  coBrandLogo,
  detectAffiliate,
  findAffiliate,
  RENTAL_RISK_CATEGORIES,
} from './rules';
