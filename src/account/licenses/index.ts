/** Document licenses. */
// `./atoms` sorts first and imports no other feature: the licenses resource is defined before
// the licenses ↔ subscriptions ↔ overview index cycle is entered.
export { licenses } from './atoms';
export { LicenseCard, type LicenseCardProps } from './LicenseCard';
export { LicenseList, type LicenseListProps } from './LicenseList';
export { AccountLicenseStatus } from './LicenseStatus';
export { LicensesPage } from './LicensesPage';
export {
  type AccountLicenseLabel,
  accountLicenseLabel,
  accountLicenseLabelKeys,
  isLicenseActive,
  type LicenseView,
  licenseView,
  licenseViews,
} from './rules';
export { SubscriptionsAndLicensesPage } from './SubscriptionsAndLicensesPage';
export { accountLicenseLabelAtom } from './status';
