import { useAtomValue } from 'jotai';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Affiliate } from '../affiliate';
import { navigationVisibleAtom } from './atoms';
import * as styles from './DesktopNavigation.css';
import { MenuBar } from './MenuBar';
import { MenuBarSkeleton } from './MenuBarSkeleton';
import {
  type DropdownType,
  dropdownTypeFor,
  isExtendedNavigation,
  type NavigationItem,
} from './rules';
import { useMenuBar } from './useMenuBar';
import { useNavigationMenus } from './useNavigationMenus';

export interface DesktopNavigationProps {
  /** The site search box, at the end of the bar (built by the search feature). */
  search?: ReactNode;
  /**
   * The visitor's affiliate: its hidden categories and items are left out (page-shell §3).
   * The page shell passes the detected one.
   * @default null
   */
  affiliate?: Affiliate | null;
  /**
   * How the dropdowns expand. Both types also open on click and from the keyboard.
   * @default 'hover' below 7 categories, 'click' from 7 (extended navigation)
   */
  dropdownType?: DropdownType;
  /** The host's extra entries per category code, after the category's own links. */
  extraItems?: Readonly<Record<string, readonly NavigationItem[]>>;
  /** Runs a `button` or `custom` entry chosen by the visitor. */
  onItemAction?: (item: NavigationItem, categoryCode: string) => void;
  /** Draws the content of a `custom` entry. @default its title */
  renderCustomItem?: (item: NavigationItem) => ReactNode;
}

/**
 * The desktop product navigation (page-shell §2): one menu per product category with its
 * documents in a dropdown, and the search box at the end. A WAI-ARIA menubar whose keyboard
 * and pointer behaviour is the pure model in `menuBarRules.ts`: Left/Right move between
 * categories, Down/Enter/Space open one on its first item (Up on its last), arrows move within,
 * Esc closes and returns focus to the category, Tab leaves. From 7 categories it is extended:
 * tighter, with two-column dropdowns opened on click.
 * Shown only for the normal banner when site config does not turn it off; a skeleton while
 * the categories load; nothing but the search box if they fail (the call logs the failure).
 */
export function DesktopNavigation({
  search,
  affiliate = null,
  dropdownType,
  extraItems,
  onItemAction,
  renderCustomItem,
}: DesktopNavigationProps) {
  const { t } = useTranslation('navigation');
  const visible = useAtomValue(navigationVisibleAtom);
  const { isLoaded, menus } = useNavigationMenus({ affiliate, extraItems });
  const view = useMenuBar({
    menus,
    dropdownType: dropdownType ?? dropdownTypeFor(menus.length),
    onItemAction,
  });
  if (!visible) return null;
  const extended = isExtendedNavigation(menus.length);
  let bar: ReactNode = null;
  if (!isLoaded) {
    bar = <MenuBarSkeleton />;
  } else if (menus.length > 0) {
    bar = (
      <MenuBar
        label={t('label')}
        menus={menus}
        extended={extended}
        view={view}
        renderCustomItem={renderCustomItem}
      />
    );
  }
  if (!bar && !search) return null;
  return (
    <nav aria-label={t('label')} className={styles.nav} data-extended={extended || undefined}>
      <div className={styles.barSlot}>{bar}</div>
      {search ? <div className={styles.searchSlot}>{search}</div> : null}
    </nav>
  );
}
