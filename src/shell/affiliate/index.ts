/** Affiliates and the rental-risk categories (navigation, server content). */
export { type Affiliate, findAffiliate, RENTAL_RISK_CATEGORIES } from './rules';
