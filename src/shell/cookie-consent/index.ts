/** Cookie consent: the bar and preferences dialog the page shell mounts, and the choice in force. */
export {
  cookiePreferencesAtom,
  hasCookieChoiceAtom,
  openCookiePreferencesAtom,
  saveCookiePreferencesAtom,
} from './atoms';
export { CookieBar, type CookieBarProps } from './CookieBar';
export {
  CookieConsent,
  type CookieConsentProps,
  loadCookiePreferencesDialog,
} from './CookieConsent';
export type { CookiePreferencesDialogProps } from './CookiePreferencesDialog';
export { COOKIE_BAR_DELAY_MS, type CookiePreferences } from './rules';
