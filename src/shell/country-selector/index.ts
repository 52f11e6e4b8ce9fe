/** The location state other features and the host-page messages read and refresh. */
export {
  currentCountryCodeAtom,
  type Location,
  type LocationStatus,
  locationAtom,
  locationStatusAtom,
  refreshLocationAtom,
  retryLocationAtom,
} from './atoms';
export { CountryFlag, type CountryFlagProps } from './CountryFlag';
export type { CountryMoreDialogProps } from './CountryMoreDialog';
export {
  CountrySelector,
  type CountrySelectorProps,
  loadCountryMoreDialog,
} from './CountrySelector';
export type { CountrySelectorVariant } from './rules';
