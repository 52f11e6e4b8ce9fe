import { useSetAtom } from 'jotai';
import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../ds/Button/Button';
import { Disclosure, DisclosureGroup } from '../../ds/Disclosure/Disclosure';
import { Link } from '../../ds/Link/Link';
import { Stack } from '../../ds/layout';
import { Skeleton, SkeletonGroup } from '../../ds/Skeleton/Skeleton';
import { trackEventAtom } from '../../platform/tracking/track';
import type { Affiliate } from '../affiliate';
import * as styles from './MobileNavigation.css';
import {
  type NavigationItem,
  type NavigationMenu,
  type ResolvedNavigationItem,
  showMobileMenuCategories,
} from './rules';
import { useNavigationMenus } from './useNavigationMenus';

export interface MobileNavigationProps {
  /**
   * The visitor's affiliate: its hidden categories and items are left out (page-shell §3).
   * @default null
   */
  affiliate?: Affiliate | null;
  /** Level of the "Document categories" heading in the hamburger menu. @default 2 */
  headingLevel?: 2 | 3 | 4;
  /** The host's extra entries per category code, after the category's own links. */
  extraItems?: Readonly<Record<string, readonly NavigationItem[]>>;
  /** Runs a `button` or `custom` entry chosen by the visitor. */
  onItemAction?: (item: NavigationItem, categoryCode: string) => void;
  /** Draws the content of a `custom` entry. @default its title */
  renderCustomItem?: (item: NavigationItem) => ReactNode;
  /** Called after a link or entry is chosen (the hamburger menu closes itself). */
  onNavigate?: () => void;
}

/**
 * The product categories of the hamburger menu (page-shell §2 Mobile header): one disclosure
 * per category with its documents and the category page. Shown only when more than one
 * contract exists in total, counting the documents the visitor can open after the affiliate
 * filter and the Canada hubs experiment; skeleton lines while the categories load.
 */
export function MobileNavigation({
  affiliate = null,
  headingLevel = 2,
  extraItems,
  onItemAction,
  renderCustomItem,
  onNavigate,
}: MobileNavigationProps) {
  const { t } = useTranslation('navigation');
  const trackEvent = useSetAtom(trackEventAtom);
  const headingId = useId();
  const { isLoaded, categories, menus } = useNavigationMenus({ affiliate, extraItems });

  if (!isLoaded) {
    return (
      <SkeletonGroup>
        <Stack space="md">
          <Skeleton width="60%" />
          <Skeleton width="80%" />
          <Skeleton width="70%" />
        </Stack>
      </SkeletonGroup>
    );
  }
  if (!showMobileMenuCategories(categories) || menus.length === 0) return null;

  const track = (action: string, menu: NavigationMenu, item?: ResolvedNavigationItem) =>
    trackEvent({
      section: 'navigation',
      component: 'mobileNavigation',
      action,
      extra: {
        category: menu.code,
        ...(item ? { item: item.title, itemType: item.type, value: item.value } : {}),
      },
    });
  const choose = (menu: NavigationMenu, item: ResolvedNavigationItem) => {
    track('click', menu, item);
    if (item.type !== 'link') onItemAction?.(item, menu.code);
    onNavigate?.();
  };
  const Heading = `h${headingLevel}` as const;
  const dropdowns = menus.filter((menu) => menu.kind === 'dropdown');
  const links = menus.filter((menu) => menu.kind === 'link');

  return (
    <nav aria-labelledby={headingId}>
      <Stack space="sm">
        <Heading id={headingId} className={styles.heading}>
          {t('mobile.categories')}
        </Heading>
        <DisclosureGroup
          onExpandedChange={(keys) => {
            for (const menu of dropdowns) if (keys.has(menu.code)) track('expand', menu);
          }}
        >
          {dropdowns.map((menu) => (
            <Disclosure
              key={menu.code}
              id={menu.code}
              title={menu.title}
              headingLevel={Math.min(headingLevel + 1, 6) as 3 | 4 | 5}
            >
              <Stack as="ul" space="sm">
                {menu.items.map((item) => (
                  <Entry
                    key={item.id}
                    item={item}
                    onChoose={() => choose(menu, item)}
                    render={renderCustomItem}
                  />
                ))}
                {menu.link && (
                  <Entry
                    item={{ ...menu.link, title: t('category.viewAll', { category: menu.title }) }}
                    onChoose={() => menu.link && choose(menu, menu.link)}
                    emphasised
                  />
                )}
              </Stack>
            </Disclosure>
          ))}
        </DisclosureGroup>
        {links.length > 0 && (
          <Stack as="ul" space="sm">
            {links.map((menu) => (
              <Entry
                key={menu.code}
                item={menu.link}
                onChoose={() => choose(menu, menu.link)}
                emphasised
              />
            ))}
          </Stack>
        )}
      </Stack>
    </nav>
  );
}

function Entry({
  item,
  onChoose,
  render,
  emphasised = false,
}: {
  item: ResolvedNavigationItem;
  onChoose: () => void;
  render?: (item: NavigationItem) => ReactNode;
  emphasised?: boolean;
}) {
  if (item.type === 'link') {
    return (
      <span className={emphasised ? styles.emphasised : styles.entry}>
        <Link
          variant="standalone"
          href={item.value}
          isExternal={item.strategy === 'newTab'}
          onPress={onChoose}
        >
          {item.title}
        </Link>
      </span>
    );
  }
  return (
    <Button variant="tertiary" size="sm" onPress={onChoose}>
      {item.type === 'custom' ? (render?.(item) ?? item.title) : item.title}
    </Button>
  );
}
