/** Account settings: the email preference, the change of account email; the page is a lazy chunk (`./chunk.ts`). */
export {
  changeAccountEmailAtom,
  emailPreference,
  emailPreferenceSnapshotAtom,
  saveEmailPreferenceAtom,
} from './atoms';
export { loadSettingsScreen, settingsScreenModule } from './chunk';
