import { atom } from 'jotai';
import type { MenuCategory } from '../../platform/api/contract';
import { siteConfigAtom } from '../../platform/config/atoms';
import { apiClientAtom } from '../../platform/state/atoms';
import { locationAtom } from '../country-selector';
import { fetchMenuCategories } from './api';

/** Navigation state (page-shell §3): the menu categories and whether they have loaded. */
export interface Navigation {
  menuCategories: MenuCategory[];
  isLoaded: boolean;
}

export const navigationAtom = atom<Navigation>({ menuCategories: [], isLoaded: false });

/**
 * Loads the menu categories for the current site. A failure leaves the menu empty but loaded,
 * so the header stops showing its placeholder.
 */
export const loadNavigationAtom = atom(null, async (get, set, productCode?: string) => {
  const { host, countryCode, brand } = get(siteConfigAtom);
  const regionCode = get(locationAtom).currentRegion?.regionCode;
  const result = await fetchMenuCategories(get(apiClientAtom), {
    host,
    countryCode,
    brand,
    regionCode,
    productCode,
  });
  set(navigationAtom, { menuCategories: result.ok ? result.data : [], isLoaded: true });
  return result;
});
