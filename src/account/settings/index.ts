/** Account settings: the email preference, the change of account email, and the page. */
export {
  changeAccountEmailAtom,
  emailPreference,
  emailPreferenceSnapshotAtom,
  saveEmailPreferenceAtom,
} from './atoms';
export { SettingsPage } from './SettingsPage';
