import { atom } from 'jotai';
import type { MenuCategory } from '../../platform/api/contract';
import { siteConfigAtom } from '../../platform/config/atoms';
import { variationOrControlAtom } from '../../platform/experiments/atoms';
import type { ExperimentKey, Variation } from '../../platform/experiments/registry';
import { siteContextAtom } from '../../platform/site/atoms';
import { apiClientAtom } from '../../platform/state/atoms';
import { locationAtom } from '../country-selector';
import { layoutAtom } from '../layout';
import { CANADA_HUB_EXPERIMENTS, isNavigationVisible } from './rules';

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
  // GET the product menu categories (page-shell §7; 2 retries in the contract).
  const result = await get(apiClientAtom).call('menuCategories', {
    query: { host, countryCode, brand, regionCode, productCode },
  });
  set(navigationAtom, { menuCategories: result.ok ? result.data : [], isLoaded: true });
  return result;
});

const requestedNavigationAtom = atom<{ key: string; promise: Promise<unknown> } | null>(null);

/**
 * Loads the menu categories of the current site once: the desktop bar and the mobile list both
 * ask, and a load for the same host, country, brand and language (running or done) is not
 * repeated. A new country or brand (set-config) loads again, and so does another language: the
 * menu is in the page's language (Canadian French in Quebec), which the API client sends.
 */
export const ensureNavigationLoadedAtom = atom(null, (get, set): Promise<unknown> => {
  const { host, countryCode, brand } = get(siteConfigAtom);
  const key = `${host}|${countryCode}|${brand}|${get(siteContextAtom).locale}`;
  const requested = get(requestedNavigationAtom);
  if (requested?.key === key) return requested.promise;
  const promise = set(loadNavigationAtom);
  set(requestedNavigationAtom, { key, promise });
  return promise;
});

/** Page-shell §2: the desktop bar shows for the normal banner unless showNavigation is false. */
export const navigationVisibleAtom = atom((get) =>
  isNavigationVisible(get(layoutAtom).bannerStyle, get(siteConfigAtom).values.showNavigation),
);

/**
 * Page-shell §4: the variations of the three Canada hub experiments (the control until an
 * assignment arrives, or when it fails). Outside Canada they resolve to the control at once.
 */
export const canadaHubVariationsAtom = atom(
  (get) =>
    Object.fromEntries(
      Object.values(CANADA_HUB_EXPERIMENTS).map((key) => [key, get(variationOrControlAtom(key))]),
    ) as Partial<Record<ExperimentKey, Variation>>,
);
