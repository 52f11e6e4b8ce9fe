/**
 * Desktop and mobile navigation decisions (page-shell §2 Desktop navigation / Mobile header,
 * §3 Menu category and Affiliate table, §4 Canada product-menu experiment).
 */
import type { ExperimentKey } from '../../platform/experiments/registry';
import type { Affiliate } from '../affiliate';
import type { BannerStyle } from '../layout';

/** A menu category as the navigation call returns it (page-shell §3). */
export interface MenuCategory {
  code: string;
  name: string;
  url: string;
  items: readonly { name: string; url: string }[];
}

/** Page-shell §2/§9: navigation is extended with 7 or more categories. */
export const EXTENDED_NAVIGATION_MIN = 7;

export function isExtendedNavigation(categoryCount: number): boolean {
  return categoryCount >= EXTENDED_NAVIGATION_MIN;
}

/** Page-shell §2: hidden unless banner style is normal and showNavigation is not false. */
export function isNavigationVisible(
  bannerStyle: BannerStyle,
  showNavigation: boolean | null | undefined,
): boolean {
  return bannerStyle === 'normal' && showNavigation !== false;
}

/**
 * Page-shell §3: an affiliate may show only some categories and hide some items. A category left
 * with no items after hiding is dropped; without an affiliate nothing changes.
 */
export function filterCategoriesForAffiliate<T extends MenuCategory>(
  categories: readonly T[],
  affiliate: Pick<Affiliate, 'visibleCategories' | 'hiddenItemUrls'> | null,
): T[] {
  if (!affiliate) return [...categories];
  const visible = affiliate.visibleCategories?.map((code) => code.toUpperCase());
  const hidden = affiliate.hiddenItemUrls ?? [];
  return categories.flatMap((category): T[] => {
    if (visible && !visible.includes(category.code.toUpperCase())) return [];
    if (hidden.length === 0) return [category];
    const items = category.items.filter((item) => !hidden.includes(item.url));
    return items.length === 0 && category.items.length > 0 ? [] : [{ ...category, items }];
  });
}

/**
 * Page-shell §4: the three Canada hubs and the experiment that reveals each. The category codes
 * are ours (the spec names only the hubs); the reference server uses the same codes.
 */
export const CANADA_HUB_EXPERIMENTS: Readonly<Record<string, ExperimentKey>> = {
  SALES: 'canadaHubSalesLoans',
  BUSPLAN: 'canadaHubBusinessPlanning',
  GUARDIAN: 'canadaHubParentGuardian',
};

/**
 * Page-shell §4 Canada product-menu experiment: in CA the three hubs are hidden unless their
 * experiment exists and its variation is not C. Other countries are untouched.
 */
export function applyCanadaHubExperiment<T extends MenuCategory>(
  categories: readonly T[],
  countryCode: string,
  variations: Partial<Record<ExperimentKey, string | null | undefined>>,
): T[] {
  if (countryCode.toUpperCase() !== 'CA') return [...categories];
  return categories.filter((category) => {
    const experiment = CANADA_HUB_EXPERIMENTS[category.code.toUpperCase()];
    if (!experiment) return true;
    const variation = variations[experiment];
    return variation != null && variation !== '' && variation !== 'C';
  });
}

/** Number of contracts (menu items) across all categories. */
export function totalContracts(categories: readonly MenuCategory[]): number {
  return categories.reduce((sum, category) => sum + category.items.length, 0);
}

/** Page-shell §2 Mobile header: categories show only when more than one contract exists. */
export function showMobileMenuCategories(categories: readonly MenuCategory[]): boolean {
  return totalContracts(categories) > 1;
}
