import { useAtomValue, useSetAtom } from 'jotai';
import {
  type KeyboardEvent,
  type MouseEvent,
  type PointerEvent,
  type ReactNode,
  useCallback,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';
import { VisuallyHidden } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { ChevronDownIcon } from '../../ds/icons';
import { Inline } from '../../ds/layout';
import { Skeleton, SkeletonGroup } from '../../ds/Skeleton/Skeleton';
import { trackEventAtom } from '../../platform/tracking/track';
import { vars } from '../../theme/contract.css';
import type { Affiliate } from '../affiliate';
import { navigationVisibleAtom } from './atoms';
import * as styles from './DesktopNavigation.css';
import {
  type DropdownType,
  dropdownTypeFor,
  isExtendedNavigation,
  type NavigationItem,
  type NavigationLink,
  type NavigationMenu,
  type ResolvedNavigationItem,
} from './rules';
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
 * documents in a dropdown, and the search box at the end. A keyboard menu bar (WAI-ARIA
 * menubar): Left/Right move between categories, Down/Enter/Space open one on its first item
 * (Up on its last), arrows move within, Esc closes and returns focus to the category, Tab
 * leaves. From 7 categories it is extended: tighter, with two-column dropdowns opened on click.
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
  if (!visible) return null;
  const extended = isExtendedNavigation(menus.length);
  let bar: ReactNode = null;
  if (!isLoaded) {
    bar = (
      <div className={styles.skeletonBar}>
        <SkeletonGroup>
          <Inline space="lg">
            {[5, 4, 6, 4, 5].map((width, index) => (
              <Skeleton
                // Placeholders never reorder.
                // biome-ignore lint/suspicious/noArrayIndexKey: see above
                key={index}
                width={`calc(${vars.size.controlMd} * ${width / 2})`}
              />
            ))}
          </Inline>
        </SkeletonGroup>
      </div>
    );
  } else if (menus.length > 0) {
    bar = (
      <MenuBar
        label={t('label')}
        menus={menus}
        extended={extended}
        dropdownType={dropdownType ?? dropdownTypeFor(menus.length)}
        onItemAction={onItemAction}
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

type OpenedBy = 'hover' | 'press' | 'keyboard';
interface OpenState {
  index: number;
  by: OpenedBy;
  /** Which item takes focus once the dropdown shows (keyboard opening). */
  focus: 'first' | 'last' | null;
  /** Counts openings, so opening the same dropdown again moves focus again. */
  seq: number;
}

/** How long the pointer may be away from a hover dropdown before it closes. */
const HOVER_CLOSE_DELAY_MS = 200;

interface MenuBarProps {
  label: string;
  menus: NavigationMenu[];
  extended: boolean;
  dropdownType: DropdownType;
  onItemAction?: (item: NavigationItem, categoryCode: string) => void;
  renderCustomItem?: (item: NavigationItem) => ReactNode;
}

function MenuBar({
  label,
  menus,
  extended,
  dropdownType,
  onItemAction,
  renderCustomItem,
}: MenuBarProps) {
  const { t } = useTranslation('navigation');
  const trackEvent = useSetAtom(trackEventAtom);
  const barRef = useRef<HTMLDivElement>(null);
  const [active, setActive] = useState(0);
  const [open, setOpen] = useState<OpenState | null>(null);
  const closeTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const idBase = useId();
  const activeIndex = Math.min(active, menus.length - 1);

  const barItem = useCallback(
    (index: number) =>
      barRef.current?.querySelectorAll<HTMLElement>(':scope > [role="none"] > [role="menuitem"]')[
        index
      ],
    [],
  );
  const cancelClose = () => clearTimeout(closeTimer.current);
  useEffect(() => () => clearTimeout(closeTimer.current), []);

  const close = useCallback(
    (returnFocus: boolean) => {
      if (returnFocus && open) barItem(open.index)?.focus();
      setOpen(null);
    },
    [open, barItem],
  );

  const focusBarItem = (index: number) => {
    const next = (index + menus.length) % menus.length;
    setActive(next);
    barItem(next)?.focus();
    return next;
  };

  // A click or press anywhere outside the bar closes an open dropdown.
  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: globalThis.PointerEvent) => {
      if (!barRef.current?.contains(event.target as Node)) close(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open, close]);

  const track = (action: string, menu: NavigationMenu, item?: ResolvedNavigationItem) =>
    trackEvent({
      section: 'navigation',
      component: 'desktopNavigation',
      action,
      extra: {
        category: menu.code,
        ...(item ? { item: item.title, itemType: item.type, value: item.value } : {}),
      },
    });

  const openMenu = (index: number, by: OpenedBy, focus: OpenState['focus']) => {
    cancelClose();
    const menu = menus[index];
    if (menu?.kind !== 'dropdown') return;
    if (by !== 'hover') setActive(index);
    setOpen((current) => ({ index, by, focus, seq: (current?.seq ?? 0) + 1 }));
    if (by !== 'hover') track('open', menu);
  };

  const onBarKeyDown = (event: KeyboardEvent<HTMLElement>, index: number) => {
    const menu = menus[index];
    const isDropdown = menu?.kind === 'dropdown';
    switch (event.key) {
      case 'ArrowRight':
      case 'ArrowLeft': {
        event.preventDefault();
        const step = (event.key === 'ArrowRight') === (document.dir !== 'rtl') ? 1 : -1;
        setOpen(null);
        focusBarItem(index + step);
        return;
      }
      case 'Home':
      case 'End':
        event.preventDefault();
        setOpen(null);
        focusBarItem(event.key === 'Home' ? 0 : menus.length - 1);
        return;
      case 'ArrowDown':
      case 'ArrowUp':
      case 'Enter':
      case ' ':
        if (!isDropdown) {
          // A category link: Enter follows it natively; Space does the same.
          if (event.key === ' ') {
            event.preventDefault();
            event.currentTarget.click();
          }
          return;
        }
        event.preventDefault();
        openMenu(index, 'keyboard', event.key === 'ArrowUp' ? 'last' : 'first');
        return;
      case 'Escape':
        if (open) {
          event.preventDefault();
          close(true);
        }
        return;
    }
  };

  const onTriggerClick = (index: number) => {
    setActive(index);
    if (open?.index === index && open.by !== 'hover') {
      close(false);
      return;
    }
    // A click on a dropdown that hovering opened keeps it open.
    openMenu(index, 'press', null);
  };

  const onPointerEnter = (event: PointerEvent, index: number) => {
    if (event.pointerType !== 'mouse' || dropdownType !== 'hover') return;
    cancelClose();
    if (open?.index === index) return;
    if (open && open.by !== 'hover') return;
    if (menus[index]?.kind === 'dropdown') openMenu(index, 'hover', null);
    else setOpen(null);
  };

  const onPointerLeave = (event: PointerEvent) => {
    if (event.pointerType !== 'mouse' || open?.by !== 'hover') return;
    cancelClose();
    closeTimer.current = setTimeout(() => {
      setOpen((current) => (current?.by === 'hover' ? null : current));
    }, HOVER_CLOSE_DELAY_MS);
  };

  const onPanelKeyDown = (event: KeyboardEvent<HTMLElement>, index: number) => {
    const items = [...event.currentTarget.querySelectorAll<HTMLElement>('[role="menuitem"]')];
    const current = items.indexOf(document.activeElement as HTMLElement);
    const focusItem = (next: number) => items[(next + items.length) % items.length]?.focus();
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        focusItem(current + 1);
        break;
      case 'ArrowUp':
        event.preventDefault();
        focusItem(current - 1);
        break;
      case 'Home':
        event.preventDefault();
        focusItem(0);
        break;
      case 'End':
        event.preventDefault();
        focusItem(items.length - 1);
        break;
      case 'Escape':
        event.preventDefault();
        close(true);
        break;
      case 'ArrowRight':
      case 'ArrowLeft': {
        event.preventDefault();
        const step = (event.key === 'ArrowRight') === (document.dir !== 'rtl') ? 1 : -1;
        const next = (index + step + menus.length) % menus.length;
        setOpen(null);
        focusBarItem(next);
        if (menus[next]?.kind === 'dropdown') openMenu(next, 'keyboard', 'first');
        break;
      }
      case 'Tab':
        // Shift+Tab goes back to the category; Tab moves on past the bar, and the bar's blur
        // closes the dropdown (closing now would drop focus before the browser moves it).
        if (event.shiftKey) {
          event.preventDefault();
          close(true);
        }
        break;
      case ' ':
        event.preventDefault();
        (document.activeElement as HTMLElement | null)?.click();
        break;
      case 'Enter':
        if (document.activeElement?.tagName !== 'A') {
          event.preventDefault();
          (document.activeElement as HTMLElement | null)?.click();
        }
        break;
      default:
        // Typeahead: the next item starting with the typed character.
        if (event.key.length === 1 && !event.ctrlKey && !event.metaKey && !event.altKey) {
          const key = event.key.toLocaleLowerCase();
          const order = [...items.slice(current + 1), ...items.slice(0, current + 1)];
          order
            .find((item) => item.textContent?.trim().toLocaleLowerCase().startsWith(key))
            ?.focus();
        }
    }
  };

  const onItemClick = (menu: NavigationMenu, item: ResolvedNavigationItem) => {
    track('click', menu, item);
    if (item.type !== 'link') {
      onItemAction?.(item, menu.code);
      close(true);
    } else {
      setOpen(null);
    }
  };

  return (
    <div
      ref={barRef}
      role="menubar"
      aria-label={label}
      className={styles.bar}
      data-extended={extended || undefined}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) {
          setOpen((current) => (current && current.by !== 'hover' ? null : current));
        }
      }}
    >
      {menus.map((menu, index) => {
        const tabIndex = index === activeIndex ? 0 : -1;
        if (menu.kind === 'link') {
          return (
            <div key={menu.code} role="none" className={styles.barEntry}>
              <a
                role="menuitem"
                href={menu.link.value}
                tabIndex={tabIndex}
                className={styles.trigger}
                onKeyDown={(event) => onBarKeyDown(event, index)}
                onFocus={() => setActive(index)}
                onPointerEnter={(event) => onPointerEnter(event, index)}
                onClick={() => track('click', menu, menu.link)}
                {...newTabProps(menu.link)}
              >
                {menu.title}
                {menu.link.strategy === 'newTab' && <NewTabHint />}
              </a>
            </div>
          );
        }
        const isOpen = open?.index === index;
        const panelId = `${idBase}-${index}`;
        return (
          <div
            key={menu.code}
            role="none"
            className={styles.barEntry}
            onPointerEnter={(event) => onPointerEnter(event, index)}
            onPointerLeave={onPointerLeave}
          >
            <button
              type="button"
              role="menuitem"
              aria-haspopup="menu"
              aria-expanded={isOpen}
              aria-controls={isOpen ? panelId : undefined}
              tabIndex={tabIndex}
              className={styles.trigger}
              onKeyDown={(event) => onBarKeyDown(event, index)}
              onFocus={() => setActive(index)}
              onClick={() => onTriggerClick(index)}
            >
              {menu.title}
              <span className={styles.chevron} aria-hidden="true">
                <ChevronDownIcon size="sm" />
              </span>
            </button>
            {isOpen && (
              <Dropdown
                id={panelId}
                menu={menu}
                extended={extended}
                focus={open.focus}
                seq={open.seq}
                viewAllLabel={t('category.viewAll', { category: menu.title })}
                onKeyDown={(event) => onPanelKeyDown(event, index)}
                onItemClick={(item) => onItemClick(menu, item)}
                renderCustomItem={renderCustomItem}
              />
            )}
          </div>
        );
      })}
    </div>
  );
}

interface DropdownProps {
  id: string;
  menu: Extract<NavigationMenu, { kind: 'dropdown' }>;
  extended: boolean;
  focus: OpenState['focus'];
  seq: number;
  viewAllLabel: string;
  onKeyDown: (event: KeyboardEvent<HTMLElement>) => void;
  onItemClick: (item: ResolvedNavigationItem) => void;
  renderCustomItem?: (item: NavigationItem) => ReactNode;
}

/** One category's dropdown: its entries, then the category page ("view all"). */
function Dropdown({
  id,
  menu,
  extended,
  focus,
  seq,
  viewAllLabel,
  onKeyDown,
  onItemClick,
  renderCustomItem,
}: DropdownProps) {
  const ref = useRef<HTMLDivElement>(null);
  const [shift, setShift] = useState(0);

  // Keep the dropdown inside the viewport: a category near the end of the bar opens leftwards.
  useLayoutEffect(() => {
    const panel = ref.current;
    if (!panel) return;
    const rect = panel.getBoundingClientRect();
    const room = document.documentElement.clientWidth;
    const overflow = rect.right - room;
    if (overflow > 0) setShift(-Math.min(overflow, rect.left));
  }, []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: each keyboard opening moves focus
  useEffect(() => {
    if (!focus) return;
    const items = ref.current?.querySelectorAll<HTMLElement>('[role="menuitem"]');
    if (!items?.length) return;
    (focus === 'first' ? items[0] : items[items.length - 1])?.focus();
  }, [focus, seq]);

  const viewAll = menu.link ? { ...menu.link, title: viewAllLabel } : null;
  return (
    <div
      ref={ref}
      id={id}
      role="menu"
      aria-label={menu.title}
      className={styles.dropdown}
      data-extended={extended || undefined}
      style={shift ? { transform: `translateX(${shift}px)` } : undefined}
      onKeyDown={onKeyDown}
    >
      {menu.items.map((item) => (
        <div key={item.id} role="none" className={styles.dropdownEntry}>
          <Entry item={item} onClick={() => onItemClick(item)} render={renderCustomItem} />
        </div>
      ))}
      {viewAll && (
        <div role="none" className={styles.viewAllEntry}>
          <Entry item={viewAll} onClick={() => onItemClick(viewAll)} viewAll />
        </div>
      )}
    </div>
  );
}

function Entry({
  item,
  onClick,
  render,
  viewAll = false,
}: {
  item: ResolvedNavigationItem;
  onClick: (event: MouseEvent) => void;
  render?: (item: NavigationItem) => ReactNode;
  viewAll?: boolean;
}) {
  const className = viewAll ? styles.viewAll : styles.item;
  if (item.type === 'link') {
    return (
      <a
        role="menuitem"
        tabIndex={-1}
        href={item.value}
        className={className}
        onClick={onClick}
        {...newTabProps(item)}
      >
        {item.title}
        {item.strategy === 'newTab' && <NewTabHint />}
      </a>
    );
  }
  if (item.type === 'button') {
    return (
      <button type="button" role="menuitem" tabIndex={-1} className={className} onClick={onClick}>
        {item.title}
      </button>
    );
  }
  return (
    // A custom entry is a menu item like the others (the menu's Enter and Space press it); its
    // content is the host's.
    // biome-ignore lint/a11y/useKeyWithClickEvents: the dropdown handles Enter and Space
    <div role="menuitem" tabIndex={-1} className={className} onClick={onClick}>
      {render?.(item) ?? item.title}
    </div>
  );
}

function newTabProps(link: NavigationLink) {
  return link.strategy === 'newTab' ? { target: '_blank', rel: 'noopener noreferrer' } : {};
}

function NewTabHint() {
  const { t } = useTranslation('navigation');
  return <VisuallyHidden>{` ${t('opensInNewTab')}`}</VisuallyHidden>;
}
