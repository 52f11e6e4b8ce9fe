/**
 * What the account features share: their resources, the reloads between them, the failed
 * load state every list and section shows, and the one log of a missing yearly price.
 */
export { LoadFailed, type LoadFailedProps } from './LoadFailed';
export { logMissingYearlyPriceAtom } from './missingYearlyPrice';
export {
  type AccountData,
  type AccountDataName,
  accountResource,
  type ReloadRequest,
  reloadAccountDataAtom,
} from './reload';
