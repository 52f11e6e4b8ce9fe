/** The licenses tabs' screens: one lazy chunk (`./chunk.ts`); nothing imports this file statically. */
export { LicensesPage } from './LicensesPage';
export { SubscriptionsAndLicensesPage } from './SubscriptionsAndLicensesPage';
