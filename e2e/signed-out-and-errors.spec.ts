import type { Page, Request } from '@playwright/test';
import { endpoints } from '../src/platform/api/contract';
import { expect, originOf, test } from './support/fixtures';
import { textIn } from './support/shell';

/**
 * Issue #25 items 3 and 4, in the real product. A dashboard call answering 401 while user-auth
 * still says "signed in" (account-dashboard §4, §8): one redirect to the sign-in page with a
 * return to My Account, and nothing after it. The page's error logger (account-dashboard §8):
 * an uncaught error and an unhandled rejection each reach the server's error-logger endpoint
 * once; an ignored error type never does.
 */

const en = textIn('en-US');

// Not several@: other specs sign it in up to the server's 10 sign-ins per account in 15 minutes.
const member = 'quarterly@example.com';
const dashboardCalls = /^https?:\/\/[^/]+\/api\/dashboards\//;
const signInPage = /\/SignIn\/\?page=signin&ReturnUrl=%2Fmy-account%2F/;

/** Every document the main frame loads (each navigation, the server's redirects included). */
function documentsOf(page: Page): string[] {
  const documents: string[] = [];
  page.on('request', (request: Request) => {
    if (request.isNavigationRequest() && request.frame() === page.mainFrame()) {
      documents.push(new URL(request.url()).pathname + new URL(request.url()).search);
    }
  });
  return documents;
}

test('a dashboard 401 while user-auth says signed in: one redirect to sign-in, and it stays', async ({
  page,
  signInAs,
}) => {
  await signInAs(member);
  // The browser makes the page's calls (the server's render would answer them itself).
  await page.setExtraHTTPHeaders({ 'x-render': 'browser' });
  let unauthorized = 0;
  await page.route(dashboardCalls, (route) => {
    unauthorized += 1;
    return route.fulfill({
      status: 401,
      contentType: 'application/json',
      body: JSON.stringify({ succeeded: false, result: null, errors: ['Unauthorized'] }),
    });
  });
  const documents = documentsOf(page);

  // The fixture's goto waits for the page asked for to hydrate; this one leaves.
  await page.mainFrame().goto(`${originOf()}/my-account/`, { waitUntil: 'commit' });
  await expect(page).toHaveURL(signInPage);
  // The sign-in page asks for a sign-in (the session is over everywhere, not only for the
  // dashboard): its dialog is open, and the header no longer names the member.
  await expect(
    page.getByRole('dialog', { name: en('signIn:sections.signIn.title') }),
  ).toBeVisible();
  await page.waitForLoadState('networkidle');
  const firstSignIn = documents.findIndex((path) => signInPage.test(path));
  expect(firstSignIn, `documents: ${documents.join(' → ')}`).toBeGreaterThan(0);
  expect(documents.slice(firstSignIn + 1), 'documents after the sign-in page').toEqual([]);
  expect(documents.filter((path) => signInPage.test(path))).toHaveLength(1);
  expect(unauthorized, 'dashboard calls answered 401').toBeGreaterThan(0);
});

test('an uncaught error and an unhandled rejection reach the error logger once each', async ({
  page,
  problems,
}) => {
  const reports: { description: string; status: number }[] = [];
  page.on('response', (response) => {
    const request = response.request();
    if (new URL(request.url()).pathname !== endpoints.errorLogger.path) return;
    const description = new URLSearchParams(request.postData() ?? '').get('description') ?? '';
    reports.push({ description, status: response.status() });
  });
  // Scripts of the page's own origin (a script evaluated by the test would count as another
  // origin's, whose errors the browser hides as "Script error.").
  const scripts: Record<string, string> = {
    // An ignored error type (the site's ignoredErrorTypes.txt) first: never sent.
    'e2e-faulty-script.js': `
      setTimeout(() => { throw new Error('ResizeObserver loop completed with undelivered notifications.'); });
      setTimeout(() => { throw new Error('e2e: an uncaught error in the page'); });
      setTimeout(() => { void Promise.reject(new Error('e2e: an unhandled rejection in the page')); });
    `,
    // Once its report is in, any second copy of the earlier ones would have been too.
    'e2e-last-error.js': `setTimeout(() => { throw new Error('e2e: the last error'); });`,
  };
  await page.route(/\/e2e-[a-z-]+\.js$/, (route) =>
    route.fulfill({
      contentType: 'text/javascript',
      body: scripts[new URL(route.request().url()).pathname.slice(1)] ?? '',
    }),
  );
  await page.goto(`${originOf()}/`);
  await page.addScriptTag({ url: `${originOf()}/e2e-faulty-script.js` });
  await expect.poll(() => reports.length).toBe(2);
  await page.addScriptTag({ url: `${originOf()}/e2e-last-error.js` });
  await expect.poll(() => reports.length).toBeGreaterThanOrEqual(3);
  expect(reports.toSorted((a, b) => a.description.localeCompare(b.description))).toEqual([
    { description: 'Error: e2e: an uncaught error in the page', status: 200 },
    { description: 'Error: e2e: an unhandled rejection in the page', status: 200 },
    { description: 'Error: e2e: the last error', status: 200 },
  ]);
  // They were this test's own: the suite's watch for uncaught errors lets exactly these pass.
  expect(problems.pageErrors).toHaveLength(4);
  problems.pageErrors.length = 0;
});
