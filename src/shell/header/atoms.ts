import { atom } from 'jotai';
import { breakpoints } from '../../../tokens/breakpoints';
import { navigatorAtom } from '../../platform/navigation/navigator';
import { windowWidthAtom } from '../../platform/state/windowWidth';
import { helpChatPopup } from './rules';

/** Below the desktop breakpoint the mobile header shows (page-shell §2 Mobile header). */
export const isMobileHeaderAtom = atom((get) => get(windowWidthAtom) < breakpoints.desktop);

/** Whether the mobile hamburger menu is open (page-shell §2, §4 Mobile). */
export const mobileMenuOpenAtom = atom(false);

/** Whether the mobile search modal is open (page-shell §2, §4 Mobile). */
export const mobileSearchOpenAtom = atom(false);

/** Opens the live-help page in the chat popup (page-shell §7: 460 × 700, department 3). */
export const openHelpChatAtom = atom(null, (get, _set, liveHelpUrl: string) => {
  const { url, features } = helpChatPopup(liveHelpUrl);
  get(navigatorAtom).open(url, 'helpChat', features);
});
