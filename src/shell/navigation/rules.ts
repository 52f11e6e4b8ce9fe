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

/**
 * Page-shell §2 dropdown types. The menu data carries no type, so the bar decides: a short bar
 * expands on hover (quick browsing); an extended bar (7 or more categories, tightly packed)
 * expands on click, so a pointer crossing it does not flash menus open. Both types also open
 * on click and from the keyboard.
 */
export type DropdownType = 'hover' | 'click';

export function dropdownTypeFor(categoryCount: number): DropdownType {
  return isExtendedNavigation(categoryCount) ? 'click' : 'hover';
}

/**
 * How a link navigates (page-shell §2): `page` loads a page of this site in the same tab,
 * `newTab` opens another site in a new tab.
 */
export type NavigationStrategy = 'page' | 'newTab';

/**
 * The strategy a link value calls for: a site path (`/…`) or an address on the current host is
 * `page`, another http(s) address is `newTab`. Anything else (empty, `#`, `javascript:`, a
 * relative path, `mailto:`) has none.
 */
export function navigationStrategyFor(
  value: string | null | undefined,
  currentHost?: string,
): NavigationStrategy | null {
  const trimmed = value?.trim() ?? '';
  if (trimmed.startsWith('/') && !trimmed.startsWith('//')) return 'page';
  if (!/^https?:\/\/[^/\s]+/i.test(trimmed)) return null;
  try {
    const host = new URL(trimmed).host.toLowerCase();
    return currentHost && host === currentHost.toLowerCase() ? 'page' : 'newTab';
  } catch {
    return null;
  }
}

/**
 * A dropdown entry (page-shell §2 menu item types): a `link` to a page, a `button` that runs an
 * action of the host (its `value` names the action), or a `custom` item whose content the host
 * draws and which acts like a button.
 */
export type NavigationItem =
  | {
      type: 'link';
      id: string;
      title: string;
      value: string;
      /** `undefined`: derived from the value; `null`: none (the link is left out, with a warning). */
      strategy?: NavigationStrategy | null;
    }
  | { type: 'button'; id: string; title: string; value: string }
  | { type: 'custom'; id: string; title: string; value: string };

/** A link whose strategy is settled. */
export type NavigationLink = Extract<NavigationItem, { type: 'link' }> & {
  strategy: NavigationStrategy;
};
export type ResolvedNavigationItem = NavigationLink | Exclude<NavigationItem, { type: 'link' }>;

/**
 * One entry of the bar: a category with entries opens a dropdown; a category without any is a
 * plain link to its page.
 */
export type NavigationMenu =
  | {
      kind: 'dropdown';
      code: string;
      title: string;
      /** The category page ("view all"), when it has a usable address. */
      link: NavigationLink | null;
      items: ResolvedNavigationItem[];
    }
  | { kind: 'link'; code: string; title: string; link: NavigationLink };

/** The anchor attributes of a link's strategy: another site opens in a new tab. */
export function newTabAttributes(
  link: NavigationLink,
): { target: '_blank'; rel: 'noopener noreferrer' } | Record<string, never> {
  return link.strategy === 'newTab' ? { target: '_blank', rel: 'noopener noreferrer' } : {};
}

/** A link left out for want of a navigation strategy: the console warning names both. */
export interface LinkWithoutStrategy {
  title: string;
  value: string;
}

export interface NavigationMenus {
  menus: NavigationMenu[];
  withoutStrategy: LinkWithoutStrategy[];
}

/** The console warning for a link without a navigation strategy (page-shell §2). */
export function linkWithoutStrategyWarning(link: LinkWithoutStrategy): string {
  return `Navigation link "${link.title}" has no navigation strategy (value: "${link.value}"); it is not shown.`;
}

/**
 * The bar's menus from the (already filtered) categories: each item becomes a link with its
 * strategy, followed by the host's extra entries for that category code. Links without a
 * strategy are left out and reported. A category left without entries and without a usable
 * page is dropped.
 */
export function navigationMenus(
  categories: readonly MenuCategory[],
  options: {
    currentHost?: string;
    extraItems?: Readonly<Record<string, readonly NavigationItem[]>>;
  } = {},
): NavigationMenus {
  const withoutStrategy: LinkWithoutStrategy[] = [];
  const resolveLink = (
    id: string,
    title: string,
    value: string,
    strategy?: NavigationStrategy | null,
  ): NavigationLink | null => {
    const settled =
      strategy === undefined ? navigationStrategyFor(value, options.currentHost) : strategy;
    if (settled) return { type: 'link', id, title, value, strategy: settled };
    withoutStrategy.push({ title, value });
    return null;
  };
  const menus = categories.flatMap((category): NavigationMenu[] => {
    const own: NavigationItem[] = category.items.map((item, index) => ({
      type: 'link',
      id: `${category.code}:${index}`,
      title: item.name,
      value: item.url,
    }));
    const entries = [...own, ...(options.extraItems?.[category.code] ?? [])];
    const items = entries.flatMap((entry): ResolvedNavigationItem[] => {
      if (entry.type !== 'link') return [entry];
      const link = resolveLink(entry.id, entry.title, entry.value, entry.strategy);
      return link ? [link] : [];
    });
    const page = category.url.trim()
      ? resolveLink(`${category.code}:page`, category.name, category.url)
      : null;
    if (items.length > 0) {
      return [{ kind: 'dropdown', code: category.code, title: category.name, link: page, items }];
    }
    return page ? [{ kind: 'link', code: category.code, title: category.name, link: page }] : [];
  });
  return { menus, withoutStrategy };
}
