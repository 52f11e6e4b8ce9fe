/** What the account features share: their resources and the reloads between them. */
export {
  type AccountData,
  type AccountDataName,
  accountResource,
  type ReloadRequest,
  reloadAccountDataAtom,
} from './reload';
