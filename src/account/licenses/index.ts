/** Document licenses. */
export { licenses } from './atoms';
export { LicenseCard, type LicenseCardProps } from './LicenseCard';
export { LicenseList, type LicenseListProps } from './LicenseList';
export { AccountLicenseStatus } from './LicenseStatus';
export { LicensesPage } from './LicensesPage';
export {
  type AccountLicenseLabel,
  accountLicenseLabel,
  accountLicenseLabelKeys,
  type LicenseView,
  licenseView,
  licenseViews,
} from './rules';
export { SubscriptionsAndLicensesPage } from './SubscriptionsAndLicensesPage';
export { accountLicenseLabelAtom } from './status';
