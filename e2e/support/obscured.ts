import type { Locator, Page } from '@playwright/test';
import { expect } from './fixtures';

/**
 * Focus Not Obscured (WCAG 2.2 SC 2.4.11, issue #24): a keyboard walk that checks, at every
 * stop, that the focused control is in the viewport and that nothing (the cookie bar, a
 * floating button) is drawn over it.
 */

/** One focus stop as the member sees it. */
export interface FocusStop {
  /** The same number for the same element during a page's life; 0 for the page itself. */
  id: number;
  /** For messages: `button "Confirm cancellation"`. */
  label: string;
  /** Fully inside the viewport (or, for an element taller or wider than it, partly). */
  inViewport: boolean;
  /** What `elementFromPoint` finds at the centre of its visible box, when not itself. */
  coveredBy: string | null;
}

/** Where focus is and whether it can be seen (one round trip). */
export function focusStop(page: Page): Promise<FocusStop> {
  return page.evaluate(() => {
    const store = window as unknown as { __stopIds?: WeakMap<Element, number>; __stopN?: number };
    store.__stopIds ??= new WeakMap();
    const describe = (element: Element) => {
      const role = element.getAttribute('role') ?? element.tagName.toLowerCase();
      const name = (element.getAttribute('aria-label') ?? element.textContent ?? '')
        .replace(/\s+/g, ' ')
        .trim();
      return `${role} "${name.slice(0, 50)}"`;
    };
    const element = document.activeElement;
    if (!element || element === document.body || element === document.documentElement)
      return { id: 0, label: 'the page', inViewport: true, coveredBy: null };
    let id = store.__stopIds.get(element);
    if (id === undefined) {
      id = (store.__stopN ?? 0) + 1;
      store.__stopN = id;
      store.__stopIds.set(element, id);
    }
    // A visually hidden input (a radio, a switch) is seen as its label.
    let box = element.getBoundingClientRect();
    let seen: Element = element;
    const label =
      element instanceof HTMLInputElement && ['radio', 'checkbox'].includes(element.type)
        ? element.labels?.[0]
        : undefined;
    if (label || box.width <= 1 || box.height <= 1) {
      seen = label ?? element.closest('label') ?? element.parentElement ?? element;
      box = seen.getBoundingClientRect();
    }
    const width = window.innerWidth;
    const height = window.innerHeight;
    const fits = box.height <= height && box.width <= width;
    const inViewport = fits
      ? box.top >= -0.5 &&
        box.left >= -0.5 &&
        box.bottom <= height + 0.5 &&
        box.right <= width + 0.5
      : box.bottom > 0 && box.top < height && box.right > 0 && box.left < width;
    // At the centre of the part inside the viewport of each of its boxes (a link wrapped over
    // two lines has two): clear when one of them shows the element itself.
    const boxes = [...seen.getClientRects()].filter((rect) => rect.width > 0 && rect.height > 0);
    const hits = (boxes.length > 0 ? boxes : [box]).map((rect) =>
      document.elementFromPoint(
        (Math.max(rect.left, 0) + Math.min(rect.right, width)) / 2,
        (Math.max(rect.top, 0) + Math.min(rect.bottom, height)) / 2,
      ),
    );
    const clear = hits.some((hit) => hit !== null && (element.contains(hit) || seen.contains(hit)));
    const hit = hits[0] ?? null;
    let coveredBy: string | null = null;
    if (!clear) {
      const region = hit?.closest('section[aria-label], [role="region"], [role="dialog"]');
      const within = region && region !== hit ? ` in ${describe(region)}` : '';
      coveredBy = hit ? `${describe(hit)}${within}` : 'nothing';
    }
    return { id, label: describe(element), inViewport, coveredBy };
  });
}

/** A stop the member cannot see, for the report. */
function problemOf(stop: FocusStop, where: string): string | null {
  if (!stop.inViewport) return `${where}: ${stop.label} is outside the viewport`;
  if (stop.coveredBy) return `${where}: ${stop.label} is covered by ${stop.coveredBy}`;
  return null;
}

/** Asserts that the control with focus now can be seen. */
export async function expectFocusClear(page: Page, where: string) {
  const problem = problemOf(await focusStop(page), where);
  expect(problem, 'the focused control is visible and not obscured').toBeNull();
}

/**
 * Presses Tab until `target` has focus (at most `max` times), checking every stop on the way.
 * Every obscured stop is reported at once.
 */
export async function tabTo(page: Page, target: Locator, where: string, max = 120) {
  const problems: string[] = [];
  for (let presses = 1; ; presses += 1) {
    expect(presses, `${where}: Tab reaches the control within ${max} presses`).toBeLessThanOrEqual(
      max,
    );
    await page.keyboard.press('Tab');
    const stop = await focusStop(page);
    const problem = problemOf(stop, `${where}, Tab #${presses}`);
    if (problem) problems.push(problem);
    if (stop.id !== 0 && (await target.evaluate((element) => element === document.activeElement)))
      break;
  }
  expect(problems, `${where}: focused controls hidden from view`).toEqual([]);
}

/**
 * Presses Tab through the whole page, from where focus is to the end (the page itself, or a
 * stop seen before), checking every stop. Returns the number of stops.
 */
export async function tabThroughPage(page: Page, where: string, max = 200): Promise<number> {
  const problems: string[] = [];
  const seen = new Set<number>();
  for (let presses = 1; presses <= max; presses += 1) {
    await page.keyboard.press('Tab');
    const stop = await focusStop(page);
    if (stop.id === 0 || seen.has(stop.id)) break;
    seen.add(stop.id);
    const problem = problemOf(stop, `${where}, Tab #${presses}`);
    if (problem) problems.push(problem);
  }
  expect(problems, `${where}: focused controls hidden from view`).toEqual([]);
  return seen.size;
}

/**
 * WCAG 1.4.12 text spacing on the whole page (line height 1.5, paragraph spacing 2, letter
 * spacing 0.12, word spacing 0.16 of the font size), as a user style sheet would set it. A
 * constructed sheet, so the page's Content-Security-Policy has nothing to refuse.
 */
export async function applyTextSpacing(page: Page) {
  await page.evaluate(() => {
    const sheet = new CSSStyleSheet();
    sheet.replaceSync(`* { line-height: 1.5 !important; letter-spacing: 0.12em !important;
      word-spacing: 0.16em !important; } p { margin-block-end: 2em !important; }`);
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
  });
}
