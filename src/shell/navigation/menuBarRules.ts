/**
 * The desktop navigation's menu bar as a pure state machine (page-shell §2 Desktop navigation,
 * the WAI-ARIA menubar pattern). An event (a key, a pointer, a click, focus leaving) and the
 * current state give the next state and what the component does about it: move focus, press an
 * entry, track an opening, run the hover grace timer. `useMenuBar` applies it to the DOM.
 *
 * Keyboard: Left/Right (wrapping, mirrored right to left), Home and End move between the
 * categories, which share one tab stop; Down/Enter/Space open a dropdown on its first entry, Up
 * on its last; inside, Up/Down (wrapping), Home and End move, a letter jumps to the next entry
 * starting with it, Left/Right move on to the neighbouring category's dropdown, Esc and
 * Shift+Tab close it back to its category, Tab leaves the bar (focus leaving closes it).
 * Pointer: a hover bar opens on pointing and closes a grace period after the pointer leaves; a
 * click opens (and pins a hover-opened dropdown), a second click or one outside closes.
 */
import type { DropdownType, NavigationMenu, ResolvedNavigationItem } from './rules';

/** How long the pointer may be away from a hover dropdown before it closes. */
export const HOVER_CLOSE_DELAY_MS = 200;

export type OpenedBy = 'hover' | 'press' | 'keyboard';

export interface OpenDropdown {
  /** The category whose dropdown is open. */
  index: number;
  by: OpenedBy;
  /** The entry that takes focus once the dropdown shows (keyboard opening). */
  focus: 'first' | 'last' | null;
  /** Counts openings, so opening the same dropdown again moves focus again. */
  seq: number;
}

export interface MenuBarState {
  /** The category holding the bar's one tab stop. */
  active: number;
  open: OpenDropdown | null;
  /** Openings so far (the next one's `seq`). */
  openings: number;
}

export const initialMenuBarState: MenuBarState = { active: 0, open: null, openings: 0 };

/** The bar as the model needs it. */
export interface MenuBarContext {
  /** Each category's kind, in bar order. */
  kinds: readonly NavigationMenu['kind'][];
  dropdownType: DropdownType;
  /** Right-to-left page: Left and Right swap. */
  rtl: boolean;
}

export type MenuBarEvent =
  | { type: 'categoryKey'; index: number; key: string }
  | {
      type: 'dropdownKey';
      /** The category whose dropdown has focus. */
      index: number;
      key: string;
      shiftKey: boolean;
      /** Ctrl, Meta or Alt held: no typeahead. */
      modified: boolean;
      /** The focused entry's index, -1 when none. */
      item: number;
      entries: readonly ResolvedNavigationItem[];
    }
  | { type: 'categoryFocus'; index: number }
  | { type: 'triggerClick'; index: number }
  | { type: 'pointerEnter'; index: number; mouse: boolean }
  | { type: 'pointerLeave'; mouse: boolean }
  | { type: 'hoverCloseDue' }
  | { type: 'itemChosen'; item: ResolvedNavigationItem }
  | { type: 'pointerDownOutside' }
  | { type: 'focusLeft' };

/** A category of the bar or an entry of the open dropdown. */
export type MenuBarTarget = { category: number } | { item: number };

export interface MenuBarTransition {
  state: MenuBarState;
  /** The key was the bar's: its default action is prevented. */
  handled: boolean;
  /** Where focus moves now. */
  focus: MenuBarTarget | null;
  /** What to press (Space, or Enter on an entry that is not a link). */
  press: MenuBarTarget | null;
  /** A category whose dropdown a click or the keyboard opened (tracked; hover is not). */
  opened: number | null;
  hoverTimer: 'start' | 'cancel' | null;
}

/** The entries of a dropdown: the category's items, then its page ("view all") if it has one. */
export function dropdownEntries(
  menu: NavigationMenu,
  viewAllLabel: string,
): ResolvedNavigationItem[] {
  if (menu.kind !== 'dropdown') return [];
  return menu.link ? [...menu.items, { ...menu.link, title: viewAllLabel }] : menu.items;
}

const wrap = (index: number, count: number) => ((index % count) + count) % count;

/**
 * The next entry (after `current`, wrapping) whose label starts with `key`, case-insensitive;
 * -1 when none does.
 */
export function typeaheadMatch(labels: readonly string[], current: number, key: string): number {
  const wanted = key.toLocaleLowerCase();
  for (let step = 1; step <= labels.length; step += 1) {
    const index = wrap(current + step, labels.length);
    if (labels[index]?.trim().toLocaleLowerCase().startsWith(wanted)) return index;
  }
  return -1;
}

/** The category holding the tab stop, kept inside the bar when it shrinks. */
export function tabStopOf(state: MenuBarState, count: number): number {
  return Math.max(0, Math.min(state.active, count - 1));
}

export function menuBarTransition(
  state: MenuBarState,
  event: MenuBarEvent,
  context: MenuBarContext,
): MenuBarTransition {
  const count = context.kinds.length;
  const none: MenuBarTransition = {
    state,
    handled: false,
    focus: null,
    press: null,
    opened: null,
    hoverTimer: null,
  };
  const result = (changes: Partial<MenuBarTransition>): MenuBarTransition => ({
    ...none,
    ...changes,
  });
  const closed = (active = state.active): MenuBarState => ({ ...state, active, open: null });
  /** Closes the open dropdown and returns focus to its category. */
  const closeToCategory = (handled: boolean) =>
    state.open
      ? result({
          state: closed(state.open.index),
          handled,
          focus: { category: state.open.index },
        })
      : result({ handled });
  const open = (
    index: number,
    by: OpenedBy,
    focus: OpenDropdown['focus'],
    base: MenuBarState = state,
  ): Pick<MenuBarTransition, 'state' | 'opened' | 'hoverTimer'> => {
    const seq = base.openings + 1;
    return {
      state: {
        active: by === 'hover' ? base.active : index,
        open: { index, by, focus, seq },
        openings: seq,
      },
      opened: by === 'hover' ? null : index,
      hoverTimer: 'cancel',
    };
  };
  const step = (key: string) => ((key === 'ArrowRight') === !context.rtl ? 1 : -1);
  const isDropdown = (index: number) => context.kinds[index] === 'dropdown';

  switch (event.type) {
    case 'categoryKey': {
      const { index, key } = event;
      switch (key) {
        case 'ArrowRight':
        case 'ArrowLeft': {
          const next = wrap(index + step(key), count);
          return result({ state: closed(next), handled: true, focus: { category: next } });
        }
        case 'Home':
        case 'End': {
          const next = key === 'Home' ? 0 : count - 1;
          return result({ state: closed(next), handled: true, focus: { category: next } });
        }
        case 'ArrowDown':
        case 'ArrowUp':
        case 'Enter':
        case ' ':
          if (isDropdown(index)) {
            return result({
              ...open(index, 'keyboard', key === 'ArrowUp' ? 'last' : 'first'),
              handled: true,
            });
          }
          // A category link: Enter follows it natively, Space presses it the same way.
          return key === ' ' ? result({ handled: true, press: { category: index } }) : none;
        case 'Escape':
          return state.open ? closeToCategory(true) : none;
        default:
          return none;
      }
    }
    case 'dropdownKey': {
      const { index, key, item, entries } = event;
      const moveTo = (next: number) =>
        result({ handled: true, focus: { item: wrap(next, entries.length) } });
      switch (key) {
        case 'ArrowDown':
          return moveTo(item + 1);
        case 'ArrowUp':
          return moveTo(item - 1);
        case 'Home':
          return moveTo(0);
        case 'End':
          return moveTo(entries.length - 1);
        case 'Escape':
          return closeToCategory(true);
        case 'ArrowRight':
        case 'ArrowLeft': {
          const next = wrap(index + step(key), count);
          const moved = result({ state: closed(next), handled: true, focus: { category: next } });
          if (!isDropdown(next)) return moved;
          return { ...moved, ...open(next, 'keyboard', 'first', moved.state) };
        }
        case 'Tab':
          // Shift+Tab goes back to the category; Tab moves on past the bar, and focus leaving
          // the bar closes the dropdown (closing now would drop focus before the browser moves it).
          return event.shiftKey ? closeToCategory(true) : none;
        case ' ':
          return result({ handled: true, press: { item } });
        case 'Enter':
          // A link follows itself; other entries are pressed.
          return entries[item]?.type === 'link' ? none : result({ handled: true, press: { item } });
        default: {
          if (key.length !== 1 || event.modified) return none;
          const match = typeaheadMatch(
            entries.map((entry) => entry.title),
            item,
            key,
          );
          return match < 0 ? none : result({ focus: { item: match } });
        }
      }
    }
    case 'categoryFocus':
      return event.index === state.active
        ? none
        : result({ state: { ...state, active: event.index } });
    case 'triggerClick': {
      const { index } = event;
      if (state.open?.index === index && state.open.by !== 'hover') {
        return result({ state: closed(index) });
      }
      // A click on a dropdown that hovering opened keeps it open.
      return result(open(index, 'press', null));
    }
    case 'pointerEnter': {
      const { index } = event;
      if (!event.mouse || context.dropdownType !== 'hover') return none;
      const cancel = result({ hoverTimer: 'cancel' });
      if (state.open?.index === index) return cancel;
      if (state.open && state.open.by !== 'hover') return cancel;
      return isDropdown(index)
        ? result(open(index, 'hover', null))
        : result({ state: closed(), hoverTimer: 'cancel' });
    }
    case 'pointerLeave':
      return event.mouse && state.open?.by === 'hover' ? result({ hoverTimer: 'start' }) : none;
    case 'hoverCloseDue':
      return state.open?.by === 'hover' ? result({ state: closed() }) : none;
    case 'itemChosen':
      // A button or custom entry ran in place: focus goes back to its category.
      return event.item.type === 'link' ? result({ state: closed() }) : closeToCategory(false);
    case 'pointerDownOutside':
      return state.open ? result({ state: closed() }) : none;
    case 'focusLeft':
      return state.open && state.open.by !== 'hover' ? result({ state: closed() }) : none;
  }
}
