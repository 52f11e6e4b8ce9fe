import type { Locator, Page } from '@playwright/test';
import { expect } from './fixtures';

/**
 * Keyboard focus checks for overlays (issue #13): where focus is, that Tab and Shift+Tab go
 * round inside a modal dialog, and that a menu's arrow keys move within it.
 */

/** Where focus is, seen from `container`. */
export interface FocusPlace {
  /** Focus is on `container` or inside it. */
  inside: boolean;
  /** The focused element, the same number for the same element during a page's life (0: none). */
  id: number;
  /** For messages: `button "Close"`. */
  label: string;
}

/** Where focus is now, seen from `container` (which must be on the page). */
export function focusPlace(container: Locator): Promise<FocusPlace> {
  return container.evaluate((root) => {
    const store = window as unknown as { __focusIds?: WeakMap<Element, number>; __focusN?: number };
    store.__focusIds ??= new WeakMap();
    const element = document.activeElement;
    if (!element || element === document.body) return { inside: false, id: 0, label: 'the page' };
    let id = store.__focusIds.get(element);
    if (id === undefined) {
      store.__focusN = (store.__focusN ?? 0) + 1;
      id = store.__focusN;
      store.__focusIds.set(element, id);
    }
    const role = element.getAttribute('role') ?? element.tagName.toLowerCase();
    const name = (element.getAttribute('aria-label') ?? element.textContent ?? '').trim();
    return { inside: root.contains(element), id, label: `${role} "${name.slice(0, 40)}"` };
  });
}

/** Waits until focus is on `container` or inside it. */
export async function expectFocusInside(container: Locator, what: string) {
  await expect
    .poll(async () => (await focusPlace(container)).inside, { message: `focus inside ${what}` })
    .toBe(true);
}

/**
 * A modal's focus trap: Tab goes round the container's stops and comes back to where it began
 * without ever leaving, then Shift+Tab goes round the same stops the other way. Each way is
 * pressed N + 2 times (N: the number of stops), so both wrap. Returns N.
 */
export async function expectFocusTrapped(page: Page, container: Locator, what: string) {
  const stops: number[] = [];
  let round: number[] | null = null;
  let presses = 0;
  // Tab until a stop comes round again: the stops from its first visit on are the round.
  while (!round) {
    presses += 1;
    expect(presses, `Tab goes round ${what} within 40 presses`).toBeLessThanOrEqual(40);
    await page.keyboard.press('Tab');
    const at = await focusPlace(container);
    expect(at.inside, `Tab #${presses} left ${what} for ${at.label}`).toBe(true);
    const seen = stops.indexOf(at.id);
    if (seen >= 0) round = stops.slice(seen);
    stops.push(at.id);
  }
  const n = round.length;
  let position = round.indexOf(stops.at(-1) as number);
  for (; presses < n + 2; presses += 1) {
    await page.keyboard.press('Tab');
    position = (position + 1) % n;
    const at = await focusPlace(container);
    expect(at.inside, `Tab #${presses + 1} left ${what} for ${at.label}`).toBe(true);
    expect(at.id, `Tab #${presses + 1} in ${what}`).toBe(round[position]);
  }
  for (let back = 1; back <= n + 2; back += 1) {
    await page.keyboard.press('Shift+Tab');
    position = (position - 1 + n) % n;
    const at = await focusPlace(container);
    expect(at.inside, `Shift+Tab #${back} left ${what} for ${at.label}`).toBe(true);
    expect(at.id, `Shift+Tab #${back} in ${what} goes back one stop`).toBe(round[position]);
  }
  return n;
}

/** Presses `key` and expects focus on `target` afterwards. */
export async function pressAndExpectFocus(page: Page, key: string, target: Locator) {
  await page.keyboard.press(key);
  await expect(target, `${key} moves focus`).toBeFocused();
}

/**
 * A menu button's menu lets Tab go (WAI-ARIA menu button, issue #24): with the menu open on its
 * first item, Tab (Shift+Tab) closes it and focuses the stop that Tab (Shift+Tab) reaches from
 * the trigger when the menu is closed.
 */
export async function expectTabLeavesMenu(page: Page, trigger: Locator, what: string) {
  const body = page.locator('body');
  // Focus fetches a lazy trigger's chunk; let it arrive, as it has for a member who reads the
  // button before pressing it.
  await trigger.focus();
  await page.waitForLoadState('networkidle');
  for (const key of ['Tab', 'Shift+Tab']) {
    await trigger.focus();
    await page.keyboard.press('Enter');
    await expect(trigger, `${what} opens a menu`).toHaveAttribute('aria-controls', /.+/);
    const menuId = await trigger.getAttribute('aria-controls');
    const menu = page.locator(`[id="${menuId}"]`);
    await expect(menu).toHaveRole('menu');
    await expectFocusInside(menu, what);
    await page.keyboard.press(key);
    await expect(menu, `${key} closes ${what}`).toBeHidden();
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    const at = await focusPlace(body);
    // Measured after the menu has been open: a lazy trigger has become the real one by now.
    await trigger.focus();
    await page.keyboard.press(key);
    const expected = await focusPlace(body);
    expect(at.id, `${key} out of ${what} lands on ${expected.label}, not ${at.label}`).toBe(
      expected.id,
    );
  }
}
