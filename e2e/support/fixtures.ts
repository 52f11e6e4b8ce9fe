import path from 'node:path';
import { type BrowserContext, test as base, expect, type Page } from '@playwright/test';
import { demoPassword } from '../../server/db/seed';
import { endpoints } from '../../src/platform/api/contract';
import type { BrandId } from '../../tokens/types';
import { serverDataDir, serverPort, thisWorker } from './servers';

export { demoPassword, expect };

/** The port of this worker's server (./servers.ts). */
export const port = serverPort(thisWorker);

/** Each brand's host on the test server (Chromium resolves `*.localhost` to loopback). */
export const brandHosts: Record<BrandId, string> = {
  main: 'main.localhost',
  'legal-contracts': 'contracts.localhost',
  'fr-legal': 'fr.localhost',
  'de-legal': 'de.localhost',
};

/** The origin of a brand's site: `http://main.localhost:8181`. */
export const originOf = (brand: BrandId = 'main') => `http://${brandHosts[brand]}:${port}`;

/** Where the server writes password-reset emails. */
export const outboxDir = path.join(serverDataDir(thisWorker), 'outbox');

/** What went wrong in the browser during one test, on any page of its context. */
export interface BrowserProblems {
  /** `securitypolicyviolation` events: directive, blocked URI, source. */
  cspViolations: string[];
  /** Uncaught errors and unhandled rejections of the pages. */
  pageErrors: string[];
  /**
   * console.error lines, kept for the report; a test may assert on them. Those of a failed
   * hydration (`Hydration:`, logged by app/bootstrap.tsx) fail every test.
   */
  consoleErrors: string[];
}

async function watchProblems(context: BrowserContext, problems: BrowserProblems) {
  await context.exposeBinding('__reportCspViolation', (_source, line: string) => {
    problems.cspViolations.push(line);
  });
  // Runs before any page script, outside the page's CSP.
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { __reportCspViolation: (line: string) => void })
        .__reportCspViolation;
      report(
        `${event.violatedDirective} blocked ${event.blockedURI} at ${event.sourceFile}:${event.lineNumber} ${event.sample}`,
      );
    });
  });
  const watch = (page: Page) => {
    page.on('pageerror', (error) => problems.pageErrors.push(`${page.url()}: ${error.message}`));
    page.on('console', (message) => {
      if (message.type() === 'error') problems.consoleErrors.push(message.text());
    });
  };
  for (const page of context.pages()) watch(page);
  context.on('page', watch);
}

/** A different client address for every test of the run. */
let clientCounter = 1;

interface Fixtures {
  /**
   * Collected for every test; after it, no CSP violation, no uncaught error and no hydration
   * error is allowed.
   */
  problems: BrowserProblems;
  /** Signs the context in as a demo member through the API (a session cookie for that host). */
  signInAs: (email: string, options?: { brand?: BrandId; password?: string }) => Promise<void>;
}

/**
 * Waits until React has taken over a server-rendered page (`<html data-hydrated>`) and the parts
 * it hydrates after its first screen (the footer, `[data-later-root]`): the page shows before
 * its script has run, and a press on it before then does nothing (as for a member on a slow
 * phone). A page without server state (rendered in the browser, not an app page) has nothing
 * to wait for.
 */
export async function untilHydrated(page: Page) {
  await page.waitForLoadState('domcontentloaded');
  if ((await page.locator('#page-state').count()) === 0) return;
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  // Polled every frame: an expectation's polling backs off to a second, on every navigation.
  await page.waitForFunction(
    () => !document.querySelector('[data-later-root]:not([data-hydrated])'),
  );
}

/**
 * A server-rendered page that React has not taken over yet, whole or in part (see
 * `untilHydrated`). A page without server state never matches.
 */
const notYetHydrated =
  'html:has(#page-state):not([data-hydrated]), html:has(#page-state) [data-later-root]:not([data-hydrated])';

export const test = base.extend<Fixtures>({
  // Every navigation a test makes waits for the page to be interactive (see `untilHydrated`):
  // `goto` and `reload` themselves, and a page reached any other way (a link, a redirect, a
  // form) before the test's next action or expectation on a locator. Without JavaScript
  // nothing hydrates: a page is what the server sent.
  page: async ({ page, javaScriptEnabled }, use) => {
    if (javaScriptEnabled === false) return use(page);
    await page.addLocatorHandler(page.locator(notYetHydrated).first(), () => untilHydrated(page), {
      noWaitAfter: true,
    });
    const goto = page.goto.bind(page);
    const reload = page.reload.bind(page);
    page.goto = async (url, options) => {
      const response = await goto(url, options);
      await untilHydrated(page);
      return response;
    };
    page.reload = async (options) => {
      const response = await reload(options);
      await untilHydrated(page);
      return response;
    };
    await use(page);
  },
  // Each test comes from its own address: the server's per-address rate limits (30 sign-ins in
  // 15 minutes) are meant for one visitor, not for a whole suite behind one loopback address.
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern
  extraHTTPHeaders: async ({}, use) => {
    const n = clientCounter++ % 65_000;
    await use({ 'x-forwarded-for': `10.${(n >> 8) & 255}.${n & 255}.1` });
  },
  problems: [
    async ({ context }, use, testInfo) => {
      const problems: BrowserProblems = { cspViolations: [], pageErrors: [], consoleErrors: [] };
      await watchProblems(context, problems);
      await use(problems);
      if (problems.consoleErrors.length > 0)
        await testInfo.attach('console errors', { body: problems.consoleErrors.join('\n') });
      expect(problems.cspViolations, 'Content-Security-Policy violations').toEqual([]);
      expect(problems.pageErrors, 'uncaught errors in the page').toEqual([]);
      // Issue #23: the server's HTML is adopted as it is, on every page of every test.
      expect(
        problems.consoleErrors.filter((line) => line.startsWith('Hydration')),
        'hydration errors',
      ).toEqual([]);
    },
    { auto: true },
  ],
  signInAs: async ({ context }, use) => {
    await use(async (email, { brand = 'main', password = demoPassword } = {}) => {
      // Node does not resolve `*.localhost` (Chromium does): the call goes to the loopback address
      // with the brand's Host header, and its session cookie is moved to the brand's host.
      const loopback = `http://127.0.0.1:${port}`;
      const answer = await context.request.post(`${loopback}${endpoints.signIn.path}`, {
        headers: { host: `${brandHosts[brand]}:${port}` },
        data: { userCredentials: { username: email, password } },
      });
      expect(answer.ok(), `sign-in of ${email}`).toBe(true);
      const body = (await answer.json()) as { succeeded: boolean };
      expect(body.succeeded, `sign-in of ${email}`).toBe(true);
      const cookies = await context.cookies(loopback);
      await context.clearCookies({ domain: '127.0.0.1' });
      await context.addCookies(cookies.map((cookie) => ({ ...cookie, domain: brandHosts[brand] })));
    });
  },
});
