import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect, useMemo } from 'react';
import { siteConfigAtom } from '../../platform/config/atoms';
import { siteContextAtom } from '../../platform/site/atoms';
import type { Affiliate } from '../affiliate';
import { canadaHubVariationsAtom, ensureNavigationLoadedAtom, navigationAtom } from './atoms';
import {
  applyCanadaHubExperiment,
  filterCategoriesForAffiliate,
  linkWithoutStrategyWarning,
  type MenuCategory,
  type NavigationItem,
  type NavigationMenu,
  navigationMenus,
} from './rules';

export interface NavigationMenusOptions {
  /** The visitor's affiliate (page-shell §3): its hidden categories and items are left out. */
  affiliate: Affiliate | null;
  /** The host's extra entries per category code (buttons, custom items, more links). */
  extraItems?: Readonly<Record<string, readonly NavigationItem[]>>;
}

export interface NavigationMenusState {
  isLoaded: boolean;
  /** The categories after the affiliate filter and the Canada hubs experiment. */
  categories: MenuCategory[];
  menus: NavigationMenu[];
}

/**
 * The menus both navigations show: loads the categories once, applies the affiliate table and
 * the Canada hubs experiment (page-shell §3, §4), builds the items, and warns in the console
 * about each link without a navigation strategy (page-shell §2).
 */
export function useNavigationMenus({
  affiliate,
  extraItems,
}: NavigationMenusOptions): NavigationMenusState {
  const navigation = useAtomValue(navigationAtom);
  const ensureLoaded = useSetAtom(ensureNavigationLoadedAtom);
  const { countryCode, host, brand } = useAtomValue(siteConfigAtom);
  const { locale } = useAtomValue(siteContextAtom);
  const variations = useAtomValue(canadaHubVariationsAtom);

  // biome-ignore lint/correctness/useExhaustiveDependencies: another site or language loads its own menu
  useEffect(() => {
    void ensureLoaded();
  }, [ensureLoaded, host, countryCode, brand, locale]);

  const categories = useMemo(
    () =>
      applyCanadaHubExperiment(
        filterCategoriesForAffiliate(navigation.menuCategories, affiliate),
        countryCode,
        variations,
      ),
    [navigation.menuCategories, affiliate, countryCode, variations],
  );
  const { menus, withoutStrategy } = useMemo(
    () => navigationMenus(categories, { currentHost: host, extraItems }),
    [categories, host, extraItems],
  );

  useEffect(() => {
    for (const link of withoutStrategy) console.warn(linkWithoutStrategyWarning(link));
  }, [withoutStrategy]);

  return { isLoaded: navigation.isLoaded, categories, menus };
}
