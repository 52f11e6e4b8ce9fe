/** Document licenses; the tabs' screens are a lazy chunk (`./chunk.ts`). */
export { licenses } from './atoms';
export { type LicensesScreens, licensesScreensModule, loadLicensesScreens } from './chunk';
export { LicenseCard, type LicenseCardProps } from './LicenseCard';
export { LicenseList, type LicenseListProps } from './LicenseList';
export { AccountLicenseStatus } from './LicenseStatus';
export {
  type AccountLicenseLabel,
  accountLicenseLabel,
  accountLicenseLabelKeys,
  type LicenseView,
  licenseView,
  licenseViews,
} from './rules';
export { accountLicenseLabelAtom } from './status';
