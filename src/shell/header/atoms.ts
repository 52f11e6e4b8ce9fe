import { atom } from 'jotai';
import { breakpoints } from '../../../tokens/breakpoints';
import { navigatorAtom } from '../../platform/navigation/navigator';
import { helpChatPopup } from './rules';

const currentWidth = () => (typeof window === 'undefined' ? breakpoints.wide : window.innerWidth);

/**
 * The width a first render assumes before the window is measured: the window's own in the
 * browser, or, in a server-rendered page, the width the server assumed from the request, so
 * that hydration renders what the server did (the live width follows once mounted).
 */
export const assumedWidthAtom = atom(currentWidth());

/** The window's width, kept up to date while something reads it. */
const liveWidthAtom = atom<number | null>(null);
liveWidthAtom.onMount = (set) => {
  const update = () => set(currentWidth());
  update();
  window.addEventListener('resize', update);
  return () => window.removeEventListener('resize', update);
};

/** A width pinned from outside (stories showing a width their viewport does not have). */
const pinnedWidthAtom = atom<number | null>(null);

/**
 * The live window width the header's width rules read (page-shell §9 upgrade text at 1190 px,
 * §4 logo-tagline ranges). Writing a number pins it; writing `null` follows the window again.
 */
export const windowWidthAtom = atom(
  (get) => get(pinnedWidthAtom) ?? get(liveWidthAtom) ?? get(assumedWidthAtom),
  (_get, set, width: number | null) => set(pinnedWidthAtom, width),
);

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
