import { describe, expect, it } from 'vitest';
import {
  dropdownEntries,
  initialMenuBarState,
  type MenuBarContext,
  type MenuBarEvent,
  type MenuBarState,
  menuBarTransition,
  tabStopOf,
  typeaheadMatch,
} from './menuBarRules';
import type { NavigationLink, NavigationMenu, ResolvedNavigationItem } from './rules';

const link = (id: string, title: string): NavigationLink => ({
  type: 'link',
  id,
  title,
  value: `/${id}/`,
  strategy: 'page',
});
const button: ResolvedNavigationItem = { type: 'button', id: 'b', title: 'Ask', value: 'ask' };
const entries = [link('a', 'Lease'), link('b', 'Loan'), button, link('c', 'View all')];

/** Dropdown, dropdown, plain link, dropdown. */
const context: MenuBarContext = {
  kinds: ['dropdown', 'dropdown', 'link', 'dropdown'],
  dropdownType: 'hover',
  rtl: false,
};
const step = (state: MenuBarState, event: MenuBarEvent, ctx: MenuBarContext = context) =>
  menuBarTransition(state, event, ctx);
const categoryKey = (state: MenuBarState, index: number, key: string, ctx = context) =>
  step(state, { type: 'categoryKey', index, key }, ctx);
const dropdownKey = (
  state: MenuBarState,
  index: number,
  key: string,
  item: number,
  extra: { shiftKey?: boolean; modified?: boolean } = {},
) =>
  step(state, {
    type: 'dropdownKey',
    index,
    key,
    item,
    entries,
    shiftKey: extra.shiftKey ?? false,
    modified: extra.modified ?? false,
  });
/** The state once the keyboard opened category `index`. */
const openedByKeyboard = (index: number) => categoryKey(initialMenuBarState, index, 'Enter').state;
const hovered = (index: number) =>
  step(initialMenuBarState, { type: 'pointerEnter', index, mouse: true }).state;

describe('menu bar: between categories (one tab stop)', () => {
  it('Right and Left move the tab stop and focus, wrapping at both ends', () => {
    const right = categoryKey(initialMenuBarState, 0, 'ArrowRight');
    expect(right).toMatchObject({ handled: true, focus: { category: 1 } });
    expect(right.state.active).toBe(1);
    expect(categoryKey(initialMenuBarState, 3, 'ArrowRight').focus).toEqual({ category: 0 });
    expect(categoryKey(initialMenuBarState, 0, 'ArrowLeft').focus).toEqual({ category: 3 });
  });

  it('mirrors Left and Right on a right-to-left page', () => {
    const rtl = { ...context, rtl: true };
    expect(categoryKey(initialMenuBarState, 0, 'ArrowLeft', rtl).focus).toEqual({ category: 1 });
    expect(categoryKey(initialMenuBarState, 0, 'ArrowRight', rtl).focus).toEqual({
      category: 3,
    });
  });

  it('Home and End go to the first and last category', () => {
    expect(categoryKey(initialMenuBarState, 2, 'Home').focus).toEqual({ category: 0 });
    expect(categoryKey(initialMenuBarState, 0, 'End').focus).toEqual({ category: 3 });
  });

  it('moving between categories closes an open dropdown', () => {
    expect(categoryKey(openedByKeyboard(0), 0, 'ArrowRight').state.open).toBeNull();
  });

  it('focus on a category moves the tab stop there, kept inside a shrunk bar', () => {
    const focused = step(initialMenuBarState, { type: 'categoryFocus', index: 2 }).state;
    expect(tabStopOf(focused, 4)).toBe(2);
    expect(tabStopOf(focused, 2)).toBe(1);
    // The same category again changes nothing (no new render).
    expect(step(focused, { type: 'categoryFocus', index: 2 }).state).toBe(focused);
  });

  it('other keys are left to the browser', () => {
    expect(categoryKey(initialMenuBarState, 0, 'Tab')).toMatchObject({
      handled: false,
      state: initialMenuBarState,
    });
    expect(categoryKey(initialMenuBarState, 0, 'Escape').handled).toBe(false);
  });
});

describe('menu bar: opening a dropdown from the keyboard', () => {
  it('Down, Enter and Space open on the first entry, Up on the last, and are tracked', () => {
    for (const key of ['ArrowDown', 'Enter', ' ']) {
      const opened = categoryKey(initialMenuBarState, 1, key);
      expect(opened).toMatchObject({ handled: true, opened: 1 });
      expect(opened.state).toMatchObject({ active: 1, open: { index: 1, by: 'keyboard' } });
      expect(opened.state.open?.focus).toBe('first');
    }
    expect(categoryKey(initialMenuBarState, 1, 'ArrowUp').state.open?.focus).toBe('last');
  });

  it('each opening has a new sequence number, so focus moves in again', () => {
    const first = openedByKeyboard(0);
    const closed = dropdownKey(first, 0, 'Escape', 0).state;
    const again = categoryKey(closed, 0, 'Enter').state;
    expect(again.open?.seq).toBeGreaterThan(first.open?.seq ?? 0);
  });

  it('a plain link category: Enter follows it natively, Space presses it, arrows do nothing', () => {
    expect(categoryKey(initialMenuBarState, 2, 'Enter')).toMatchObject({
      handled: false,
      press: null,
    });
    expect(categoryKey(initialMenuBarState, 2, ' ')).toMatchObject({
      handled: true,
      press: { category: 2 },
      opened: null,
    });
    expect(categoryKey(initialMenuBarState, 2, 'ArrowDown').state.open).toBeNull();
  });

  it('Esc on the category closes its dropdown and keeps focus there', () => {
    const hoverOpen = hovered(1);
    expect(categoryKey(hoverOpen, 0, 'Escape')).toMatchObject({
      handled: true,
      focus: { category: 1 },
      state: { open: null, active: 1 },
    });
  });
});

describe('menu bar: inside a dropdown', () => {
  const open = openedByKeyboard(0);

  it('Up and Down move between entries, wrapping; Home and End go to the ends', () => {
    expect(dropdownKey(open, 0, 'ArrowDown', 0)).toMatchObject({
      handled: true,
      focus: { item: 1 },
    });
    expect(dropdownKey(open, 0, 'ArrowDown', 3).focus).toEqual({ item: 0 });
    expect(dropdownKey(open, 0, 'ArrowUp', 0).focus).toEqual({ item: 3 });
    expect(dropdownKey(open, 0, 'Home', 2).focus).toEqual({ item: 0 });
    expect(dropdownKey(open, 0, 'End', 0).focus).toEqual({ item: 3 });
    expect(dropdownKey(open, 0, 'ArrowDown', 0).state).toBe(open);
  });

  it('Esc and Shift+Tab close it back to the category; Tab is left to the browser', () => {
    for (const closing of [
      dropdownKey(open, 0, 'Escape', 1),
      dropdownKey(open, 0, 'Tab', 1, { shiftKey: true }),
    ]) {
      expect(closing).toMatchObject({
        handled: true,
        focus: { category: 0 },
        state: { open: null },
      });
    }
    expect(dropdownKey(open, 0, 'Tab', 1)).toMatchObject({ handled: false, state: open });
  });

  it('Right and Left move on to the neighbouring dropdown, opened on its first entry', () => {
    const right = dropdownKey(open, 0, 'ArrowRight', 0);
    expect(right).toMatchObject({ handled: true, focus: { category: 1 }, opened: 1 });
    expect(right.state).toMatchObject({ active: 1, open: { index: 1, focus: 'first' } });
    const left = dropdownKey(open, 0, 'ArrowLeft', 0);
    expect(left.state.open?.index).toBe(3);
  });

  it('moving on to a plain link category focuses it with nothing open', () => {
    const fromSecond = dropdownKey(openedByKeyboard(1), 1, 'ArrowRight', 0);
    expect(fromSecond).toMatchObject({ focus: { category: 2 }, opened: null });
    expect(fromSecond.state.open).toBeNull();
  });

  it('Space presses the entry; Enter presses a button but lets a link follow itself', () => {
    expect(dropdownKey(open, 0, ' ', 0)).toMatchObject({ handled: true, press: { item: 0 } });
    expect(dropdownKey(open, 0, 'Enter', 2)).toMatchObject({ handled: true, press: { item: 2 } });
    expect(dropdownKey(open, 0, 'Enter', 0)).toMatchObject({ handled: false, press: null });
  });

  it('a letter moves to the next entry starting with it, wrapping; not with a modifier', () => {
    expect(dropdownKey(open, 0, 'l', 0).focus).toEqual({ item: 1 });
    expect(dropdownKey(open, 0, 'L', 1).focus).toEqual({ item: 0 });
    expect(dropdownKey(open, 0, 'v', 0).focus).toEqual({ item: 3 });
    expect(dropdownKey(open, 0, 'z', 0).focus).toBeNull();
    expect(dropdownKey(open, 0, 'l', 0, { modified: true }).focus).toBeNull();
    expect(dropdownKey(open, 0, 'F5', 0).focus).toBeNull();
  });
});

describe('menu bar: pointer', () => {
  it('a hover bar opens on pointing, without focus, tab stop or tracking', () => {
    const entered = step(initialMenuBarState, { type: 'pointerEnter', index: 1, mouse: true });
    expect(entered).toMatchObject({ focus: null, opened: null, hoverTimer: 'cancel' });
    expect(entered.state).toMatchObject({ active: 0, open: { index: 1, by: 'hover' } });
  });

  it('pointing at the next category switches; at a plain link closes', () => {
    expect(step(hovered(0), { type: 'pointerEnter', index: 1, mouse: true }).state.open).toEqual(
      expect.objectContaining({ index: 1 }),
    );
    expect(step(hovered(0), { type: 'pointerEnter', index: 2, mouse: true }).state.open).toBeNull();
  });

  it('touch, pen and a click bar ignore pointing', () => {
    expect(step(initialMenuBarState, { type: 'pointerEnter', index: 1, mouse: false }).state).toBe(
      initialMenuBarState,
    );
    const clickBar = { ...context, dropdownType: 'click' as const };
    expect(
      step(initialMenuBarState, { type: 'pointerEnter', index: 1, mouse: true }, clickBar).state,
    ).toBe(initialMenuBarState);
  });

  it('leaving a hover dropdown starts the grace period, which then closes it', () => {
    const open = hovered(1);
    expect(step(open, { type: 'pointerLeave', mouse: true }).hoverTimer).toBe('start');
    expect(step(open, { type: 'hoverCloseDue' }).state.open).toBeNull();
    // Coming back in time cancels it.
    expect(step(open, { type: 'pointerEnter', index: 1, mouse: true })).toMatchObject({
      hoverTimer: 'cancel',
      state: open,
    });
  });

  it('a click pins a hover-opened dropdown: leaving and the timer no longer close it', () => {
    const pinned = step(hovered(1), { type: 'triggerClick', index: 1 });
    expect(pinned).toMatchObject({ opened: 1, state: { open: { index: 1, by: 'press' } } });
    expect(step(pinned.state, { type: 'pointerLeave', mouse: true }).hoverTimer).toBeNull();
    expect(step(pinned.state, { type: 'hoverCloseDue' }).state).toBe(pinned.state);
    // Pointing elsewhere does not switch a pinned dropdown.
    expect(step(pinned.state, { type: 'pointerEnter', index: 0, mouse: true }).state.open).toEqual(
      pinned.state.open,
    );
  });

  it('a click opens, a second click closes, as does a press outside the bar', () => {
    const opened = step(initialMenuBarState, { type: 'triggerClick', index: 3 });
    expect(opened).toMatchObject({ opened: 3, state: { active: 3, open: { by: 'press' } } });
    expect(opened.state.open?.focus).toBeNull();
    expect(step(opened.state, { type: 'triggerClick', index: 3 }).state.open).toBeNull();
    expect(step(opened.state, { type: 'pointerDownOutside' }).state.open).toBeNull();
  });
});

describe('menu bar: choosing an entry and leaving', () => {
  const open = openedByKeyboard(0);

  it('a link closes the dropdown and leaves focus to the page it loads', () => {
    expect(step(open, { type: 'itemChosen', item: link('a', 'Lease') })).toMatchObject({
      focus: null,
      state: { open: null },
    });
  });

  it('a button or custom entry closes it with focus back on the category', () => {
    expect(step(open, { type: 'itemChosen', item: button })).toMatchObject({
      focus: { category: 0 },
      state: { open: null },
    });
  });

  it('focus leaving the bar closes a clicked or keyboard dropdown, not a hovered one', () => {
    expect(step(open, { type: 'focusLeft' }).state.open).toBeNull();
    expect(step(hovered(1), { type: 'focusLeft' }).state.open).not.toBeNull();
  });
});

describe('dropdownEntries and typeahead', () => {
  const menu: Extract<NavigationMenu, { kind: 'dropdown' }> = {
    kind: 'dropdown',
    code: 'RE',
    title: 'Real Estate',
    link: link('page', 'Real Estate'),
    items: [link('a', 'Lease')],
  };

  it('lists the items, then the category page under the "view all" label', () => {
    expect(dropdownEntries(menu, 'View all').map((entry) => entry.title)).toEqual([
      'Lease',
      'View all',
    ]);
    expect(dropdownEntries({ ...menu, link: null }, 'View all')).toHaveLength(1);
    expect(
      dropdownEntries({ kind: 'link', code: 'X', title: 'X', link: link('x', 'X') }, 'V'),
    ).toEqual([]);
  });

  it('starts after the current entry and finds none when nothing matches', () => {
    expect(typeaheadMatch(['Ab', 'Ac', 'B'], -1, 'a')).toBe(0);
    expect(typeaheadMatch(['Ab', 'Ac', 'B'], 0, 'A')).toBe(1);
    expect(typeaheadMatch(['Ab', 'Ac', 'B'], 1, 'a')).toBe(0);
    expect(typeaheadMatch(['Ab'], 0, 'z')).toBe(-1);
  });
});
