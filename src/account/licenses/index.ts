/** Document licenses. */
export { licenses } from './atoms';
export { LicensesPage } from './LicensesPage';
export { SubscriptionsAndLicensesPage } from './SubscriptionsAndLicensesPage';
