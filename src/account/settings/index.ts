/** Account settings: the email preference. */
export { emailPreference } from './atoms';
export { SettingsPage } from './SettingsPage';
