import { atom } from 'jotai';
import { unwrap } from 'jotai/utils';
import { breakpoints } from '../../../tokens/breakpoints';
import type { PhoneInfo } from '../../platform/api/contract';
import { siteConfigAtom } from '../../platform/config/atoms';
import { navigatorAtom } from '../../platform/navigation/navigator';
import { apiClientAtom } from '../../platform/state/atoms';
import { helpChatPopup } from './rules';

const currentWidth = () => (typeof window === 'undefined' ? breakpoints.wide : window.innerWidth);

/** The window's width, kept up to date while something reads it. */
const liveWidthAtom = atom(currentWidth());
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
  (get) => get(pinnedWidthAtom) ?? get(liveWidthAtom),
  (_get, set, width: number | null) => set(pinnedWidthAtom, width),
);

/** Below the desktop breakpoint the mobile header shows (page-shell §2 Mobile header). */
export const isMobileHeaderAtom = atom((get) => get(windowWidthAtom) < breakpoints.desktop);

/** Whether the mobile hamburger menu is open (page-shell §2, §4 Mobile). */
export const mobileMenuOpenAtom = atom(false);

/** Whether the mobile search modal is open (page-shell §2, §4 Mobile). */
export const mobileSearchOpenAtom = atom(false);

/** What the phone lookup depends on, as one string, so other config changes do not refetch. */
const phoneLookupKeyAtom = atom((get) => {
  const { host, countryCode, values } = get(siteConfigAtom);
  return values.showPhoneInfo === true ? `${host}|${countryCode}` : '';
});

const phoneInfoLoadAtom = atom(async (get): Promise<PhoneInfo | null> => {
  const key = get(phoneLookupKeyAtom);
  if (!key) return null;
  const separator = key.lastIndexOf('|');
  const host = key.slice(0, separator);
  const countryCode = key.slice(separator + 1);
  const result = await get(apiClientAtom).call('phoneInfo', {
    query: { host, countryCode, returnCompanyAddress: true },
  });
  if (!result.ok) return null;
  return (
    result.data.find((info) => info.countryCode.toUpperCase() === countryCode.toUpperCase()) ?? null
  );
});

/**
 * The customer-service phone info of the site's country (page-shell §3, §7), asked for only
 * when config allows the phone (`showPhoneInfo`). `null` while loading, when not allowed, when
 * the country has none, or when the call failed (the header then shows no number).
 */
export const phoneInfoAtom = unwrap(phoneInfoLoadAtom, () => null);

/** Opens the live-help page in the chat popup (page-shell §7: 460 × 700, department 3). */
export const openHelpChatAtom = atom(null, (get, _set, liveHelpUrl: string) => {
  const { url, features } = helpChatPopup(liveHelpUrl);
  get(navigatorAtom).open(url, 'helpChat', features);
});
