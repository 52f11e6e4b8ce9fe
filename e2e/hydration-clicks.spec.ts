import type { Page } from '@playwright/test';
import type { BrandId } from '../tokens/types';
import { expect, originOf, test } from './support/fixtures';

/**
 * Issue #23 item 5: nothing on a server-rendered first screen suspends while it hydrates.
 *
 * A part that suspends during hydration stays the server's inert HTML: React stops a press on it
 * (`stopPropagation`, no `preventDefault`), so the browser follows the `<a href>` in full instead
 * of the router, and an update that reaches it first throws that HTML away for its fallback. A
 * promise read with `use()` suspends at least once unless it carries React's `status` already,
 * however long ago it settled, so on a slow phone some presses on a card's "Cancel
 * subscription" loaded the cancel page in full.
 *
 * Deterministic, no timing: an init script records every promise React suspends on (React marks
 * an untracked thenable `status = 'pending'` as it suspends) and, through a minimal DevTools hook,
 * how many Suspense boundaries each commit leaves dehydrated. Each page is read once none is
 * left: by then every part has hydrated, and any suspension it took is on record. The first
 * card's link the server sent must also be the one on the page afterwards (adopted, not
 * replaced).
 */

interface HydrationRecord {
  /** What each promise React suspended on resolved to (a summary). */
  suspended: string[];
  /** Dehydrated Suspense boundaries after the last commit (-1: nothing committed yet). */
  dehydrated: number;
  /** The server's first "Cancel subscription" link is still in the document. */
  serverLinkKept: boolean | null;
}

const cardCancelLink = '[role="tabpanel"] li a[href*="/cancel"]';

/** Installed before any page script: see the spec's comment. */
function recordHydration(cardLink: string) {
  const record = {
    suspended: [] as string[],
    dehydrated: -1,
    serverLinkKept: null as boolean | null,
  };
  (window as unknown as { __hydration: typeof record }).__hydration = record;
  let serverLink: Element | null = null;
  document.addEventListener('DOMContentLoaded', () => {
    serverLink = document.querySelector(cardLink);
  });
  Object.defineProperty(Promise.prototype, 'status', {
    configurable: true,
    get: () => undefined,
    set(this: Promise<unknown>, status: string) {
      Object.defineProperty(this, 'status', { value: status, writable: true, configurable: true });
      if (status !== 'pending') return;
      const index = record.suspended.push('pending') - 1;
      this.then(
        (value) => {
          record.suspended[index] = JSON.stringify(value)?.slice(0, 80) ?? String(value);
        },
        (error: unknown) => {
          record.suspended[index] = `rejected: ${error}`;
        },
      );
    },
  });
  // React's DevTools hook (the production build calls it too): count the boundaries a commit
  // leaves dehydrated (React's internals: Suspense and Activity fibers, tags 13 and 31).
  type Fiber = { tag: number; child: Fiber | null; sibling: Fiber | null; memoizedState: unknown };
  const dehydratedIn = (fiber: Fiber | null): number => {
    let count = 0;
    for (let node = fiber; node; node = node.sibling) {
      const state = node.memoizedState as { dehydrated?: unknown } | null;
      if ((node.tag === 13 || node.tag === 31) && state?.dehydrated) count++;
      count += dehydratedIn(node.child);
    }
    return count;
  };
  (window as unknown as Record<string, unknown>).__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    supportsFiber: true,
    renderers: new Map(),
    inject: () => 1,
    checkDCE: () => undefined,
    onScheduleFiberRoot: () => undefined,
    onCommitFiberUnmount: () => undefined,
    onPostCommitFiberRoot: () => undefined,
    onCommitFiberRoot: (_id: number, root: { current: Fiber }) => {
      record.dehydrated = dehydratedIn(root.current.child);
      if (serverLink) record.serverLinkKept = serverLink.isConnected;
    },
  };
}

/** Loads `url` (its fixture waits for hydration), then its record once every part hydrated. */
async function hydrated(page: Page, url: string): Promise<HydrationRecord> {
  await page.goto(url);
  await page.waitForFunction(
    () => (window as unknown as { __hydration: HydrationRecord }).__hydration.dehydrated === 0,
  );
  return page.evaluate(() => (window as unknown as { __hydration: HydrationRecord }).__hydration);
}

test.describe('a server-rendered page hydrates without suspending', () => {
  test.beforeEach(async ({ context }) => {
    await context.addInitScript(recordHydration, cardCancelLink);
  });

  test('main: every dashboard screen, its cancel screens and the home page', async ({
    page,
    signInAs,
  }) => {
    await signInAs('all-access@example.com');
    const origin = originOf('main');

    const list = await hydrated(page, `${origin}/my-account/subscriptions/`);
    expect(list.suspended, 'promises suspended on while hydrating').toEqual([]);
    expect(list.serverLinkKept, "the server's card link, adopted").toBe(true);

    const cancel = await page.locator(cardCancelLink).first().getAttribute('href');
    expect(cancel).toMatch(/\/cancel/);
    const plainCancel = cancel?.replace('/cancel_v2?', '/cancel?') ?? '';
    for (const path of [
      '/my-account/',
      '/my-account/settings',
      '/my-account/licenses',
      cancel ?? '',
      plainCancel,
      '/',
    ]) {
      const record = await hydrated(page, new URL(path, origin).href);
      expect(record.suspended, `promises suspended on while hydrating ${path}`).toEqual([]);
    }
  });

  for (const [brand, member] of [
    ['legal-contracts', 'active-yearly@example.com'],
    ['de-legal', 'max.beispiel@example.com'],
  ] as const satisfies readonly (readonly [BrandId, string])[]) {
    test(`${brand}: the subscriptions screen and the overview`, async ({ page, signInAs }) => {
      await signInAs(member, { brand });
      const list = await hydrated(page, `${originOf(brand)}/my-account/subscriptions/`);
      expect(list.suspended, 'promises suspended on while hydrating').toEqual([]);
      const first = await hydrated(page, `${originOf(brand)}/my-account/`);
      expect(first.suspended, 'promises suspended on while hydrating /my-account/').toEqual([]);
    });
  }

  test('the home page of every brand, for a guest', async ({ page }) => {
    for (const brand of ['main', 'legal-contracts', 'fr-legal', 'de-legal'] as const) {
      const record = await hydrated(page, `${originOf(brand)}/`);
      expect(record.suspended, `promises suspended on while hydrating ${brand} /`).toEqual([]);
    }
  });
});
