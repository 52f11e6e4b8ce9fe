import { useSetAtom } from 'jotai';
import {
  type FocusEvent,
  type KeyboardEvent,
  type PointerEvent,
  type RefObject,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { useTranslation } from 'react-i18next';
import { trackEventAtom } from '../../platform/tracking/track';
import {
  dropdownEntries,
  HOVER_CLOSE_DELAY_MS,
  initialMenuBarState,
  type MenuBarEvent,
  type MenuBarTarget,
  menuBarTransition,
  type OpenDropdown,
  tabStopOf,
} from './menuBarRules';
import type { DropdownType, NavigationItem, NavigationMenu, ResolvedNavigationItem } from './rules';

/** What the menu bar's parts render and call: the model's state, element refs and events. */
export interface MenuBarView {
  /** Each category's dropdown entries (its items, then "view all"); empty for a plain link. */
  entries: readonly (readonly ResolvedNavigationItem[])[];
  /** The category holding the bar's tab stop. */
  tabStop: number;
  open: OpenDropdown | null;
  barRef: RefObject<HTMLDivElement | null>;
  categoryRef: (index: number) => (element: HTMLElement | null) => void;
  itemRef: (index: number) => (element: HTMLElement | null) => void;
  onBarBlur: (event: FocusEvent<HTMLElement>) => void;
  onCategoryKeyDown: (event: KeyboardEvent<HTMLElement>, index: number) => void;
  onCategoryFocus: (index: number) => void;
  onCategoryLinkClick: (index: number) => void;
  onTriggerClick: (index: number) => void;
  onPointerEnter: (event: PointerEvent, index: number) => void;
  onPointerLeave: (event: PointerEvent) => void;
  onDropdownKeyDown: (event: KeyboardEvent<HTMLElement>, index: number) => void;
  onItemClick: (index: number, item: ResolvedNavigationItem) => void;
}

export interface MenuBarOptions {
  menus: readonly NavigationMenu[];
  dropdownType: DropdownType;
  onItemAction?: (item: NavigationItem, categoryCode: string) => void;
}

/**
 * Runs the menu bar model (`menuBarTransition`) on the DOM: feeds it the bar's events, moves
 * focus and presses entries as it says, runs the hover grace timer and tracks openings and
 * choices (page-shell §7: section navigation, component desktopNavigation).
 */
export function useMenuBar({ menus, dropdownType, onItemAction }: MenuBarOptions): MenuBarView {
  const { t } = useTranslation('navigation');
  const trackEvent = useSetAtom(trackEventAtom);
  const [state, setState] = useState(initialMenuBarState);
  // Events read the latest state at once (focus moves before React renders again).
  const current = useRef(state);
  const barRef = useRef<HTMLDivElement>(null);
  const categories = useRef<(HTMLElement | null)[]>([]);
  const items = useRef<(HTMLElement | null)[]>([]);
  const closeTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const entries = useMemo(
    () =>
      menus.map((menu) => dropdownEntries(menu, t('category.viewAll', { category: menu.title }))),
    [menus, t],
  );

  const track = (action: string, index: number, item?: ResolvedNavigationItem) => {
    const menu = menus[index];
    if (!menu) return;
    trackEvent({
      section: 'navigation',
      component: 'desktopNavigation',
      action,
      extra: {
        category: menu.code,
        ...(item ? { item: item.title, itemType: item.type, value: item.value } : {}),
      },
    });
  };
  const elementOf = (target: MenuBarTarget) =>
    'category' in target ? categories.current[target.category] : items.current[target.item];

  const dispatch = (event: MenuBarEvent, keyEvent?: KeyboardEvent) => {
    const next = menuBarTransition(current.current, event, {
      kinds: menus.map((menu) => menu.kind),
      dropdownType,
      rtl: document.dir === 'rtl',
    });
    current.current = next.state;
    setState(next.state);
    if (next.handled) keyEvent?.preventDefault();
    if (next.hoverTimer) clearTimeout(closeTimer.current);
    if (next.hoverTimer === 'start') {
      closeTimer.current = setTimeout(
        () => dispatch({ type: 'hoverCloseDue' }),
        HOVER_CLOSE_DELAY_MS,
      );
    }
    if (next.opened !== null) track('open', next.opened);
    if (next.focus) elementOf(next.focus)?.focus();
    if (next.press) elementOf(next.press)?.click();
  };

  useEffect(() => () => clearTimeout(closeTimer.current), []);

  // A keyboard opening moves focus into the dropdown once its entries are there.
  // biome-ignore lint/correctness/useExhaustiveDependencies: each opening moves focus once
  useEffect(() => {
    const open = state.open;
    if (!open?.focus) return;
    const last = (entries[open.index]?.length ?? 0) - 1;
    items.current[open.focus === 'first' ? 0 : last]?.focus();
  }, [state.open?.seq]);

  // A click or press anywhere outside the bar closes an open dropdown.
  // biome-ignore lint/correctness/useExhaustiveDependencies: listens while a dropdown is open
  useEffect(() => {
    if (!state.open) return;
    const onPointerDown = (event: globalThis.PointerEvent) => {
      if (!barRef.current?.contains(event.target as Node)) dispatch({ type: 'pointerDownOutside' });
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [state.open !== null]);

  return {
    entries,
    tabStop: tabStopOf(state, menus.length),
    open: state.open,
    barRef,
    categoryRef: (index) => (element) => {
      categories.current[index] = element;
    },
    itemRef: (index) => (element) => {
      items.current[index] = element;
    },
    onBarBlur: (event) => {
      if (!event.currentTarget.contains(event.relatedTarget as Node | null)) {
        dispatch({ type: 'focusLeft' });
      }
    },
    onCategoryKeyDown: (event, index) =>
      dispatch({ type: 'categoryKey', index, key: event.key }, event),
    onCategoryFocus: (index) => dispatch({ type: 'categoryFocus', index }),
    onCategoryLinkClick: (index) => {
      const menu = menus[index];
      if (menu?.kind === 'link') track('click', index, menu.link);
    },
    onTriggerClick: (index) => dispatch({ type: 'triggerClick', index }),
    onPointerEnter: (event, index) =>
      dispatch({ type: 'pointerEnter', index, mouse: event.pointerType === 'mouse' }),
    onPointerLeave: (event) =>
      dispatch({ type: 'pointerLeave', mouse: event.pointerType === 'mouse' }),
    onDropdownKeyDown: (event, index) =>
      dispatch(
        {
          type: 'dropdownKey',
          index,
          key: event.key,
          shiftKey: event.shiftKey,
          modified: event.ctrlKey || event.metaKey || event.altKey,
          item: items.current.indexOf(document.activeElement as HTMLElement | null),
          entries: entries[index] ?? [],
        },
        event,
      ),
    onItemClick: (index, item) => {
      const menu = menus[index];
      track('click', index, item);
      if (menu && item.type !== 'link') onItemAction?.(item, menu.code);
      dispatch({ type: 'itemChosen', item });
    },
  };
}
