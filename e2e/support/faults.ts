import { type Browser, expect, type Page, type Route } from '@playwright/test';
import { type EndpointName, endpoints } from '../../src/platform/api/contract';
import { pathPattern } from '../../src/platform/api/rules';
import signIn from '../../src/platform/i18n/locales/en-US/signIn.json' with { type: 'json' };
import { originOf } from './fixtures';

/**
 * Fault injection for the browser: one call of the contract answered badly while every other
 * call goes to the real server (issue #11 "Fault tests in the browser").
 */

/** The four ways a call goes wrong. */
export const faults = ['network', 'serverError', 'failed', 'malformed'] as const;
export type Fault = (typeof faults)[number];

/** The server error of the `failed` fault: HTML, to prove an error string is shown as text. */
export const serverSaysNo = '<b>Server says no</b>';

/** What a fault sends (or does) instead of the server's answer. */
async function answer(route: Route, fault: Fault) {
  switch (fault) {
    case 'network':
      return route.abort('failed');
    case 'serverError':
      return route.fulfill({
        status: 500,
        contentType: 'text/plain',
        body: 'Internal Server Error',
      });
    case 'failed':
      return route.fulfill({
        status: 200,
        contentType: 'application/json',
        body: JSON.stringify({ succeeded: false, result: null, errors: [serverSaysNo] }),
      });
    case 'malformed':
      return route.fulfill({ status: 200, contentType: 'application/json', body: '{"nope":' });
  }
}

/** `text` as a literal inside a regular expression. */
export const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Every URL of an endpoint on any host: its path (`{param}` = one segment) and any query. */
export function endpointUrl(name: EndpointName): RegExp {
  const path = pathPattern(endpoints[name].path);
  return new RegExp(`^https?://[^/]+${path}(\\?.*)?$`);
}

export interface InjectedFault {
  /** Requests of the endpoint the fault has answered (attempts, retries included). */
  readonly hits: number;
  /** From now on the endpoint reaches the real server again. */
  remove(): Promise<void>;
}

/**
 * Answers every request of `name` (its URL and method) with `fault`; requests of other
 * endpoints on the same path (another method) pass on.
 */
export async function injectFault(
  page: Page,
  name: EndpointName,
  fault: Fault,
): Promise<InjectedFault> {
  const url = endpointUrl(name);
  const { method } = endpoints[name];
  let hits = 0;
  const handler = async (route: Route) => {
    if (route.request().method() !== method) return route.fallback();
    // Counted once answered, so a test waiting for a count waits for the answer too.
    await answer(route, fault);
    hits += 1;
  };
  await page.route(url, handler);
  return {
    get hits() {
      return hits;
    },
    remove: () => page.unroute(url, handler),
  };
}

/** The dashboard's mutations: none may reach the server in a fault test. */
export const mutations = [
  'cancelSubscription',
  'cancelSubscriptionWithReason',
  'reactivateSubscription',
  'updatePaymentMethod',
  'deletePaymentMethod',
  'putEmailPreference',
  'putAccountEmail',
] as const satisfies readonly EndpointName[];
export type Mutation = (typeof mutations)[number];

/**
 * A safety net installed before any fault: a mutation that is not the one under test is stopped
 * (aborted) and recorded, so a test that drove the wrong call fails instead of changing the
 * member on the shared server.
 */
export async function stopStrayMutations(page: Page): Promise<string[]> {
  const stray: string[] = [];
  for (const name of mutations) {
    const { method } = endpoints[name];
    await page.route(endpointUrl(name), (route) => {
      if (route.request().method() !== method) return route.fallback();
      stray.push(`${method} ${route.request().url()}`);
      return route.abort('blockedbyclient');
    });
  }
  return stray;
}

/**
 * Signs a member in once through the sign-in page (so the browser keeps what the dashboard
 * knows about them: the session cookie and the remembered username and password flag) and saves
 * the browser state to `file` for the tests' contexts (`test.use({ storageState })`).
 */
export async function signInOnce(browser: Browser, email: string, password: string, file: string) {
  const context = await browser.newContext({
    // Not the state being written (the file's `test.use({ storageState })` applies here too).
    storageState: undefined,
    // Its own client address, as every test has (see fixtures.ts).
    extraHTTPHeaders: { 'x-forwarded-for': '10.254.11.1' },
  });
  const page = await context.newPage();
  await page.goto(`${originOf()}/SignIn/?page=signin`);
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('textbox', { name: signIn.fields.email }).fill(email);
  const passwordField = dialog.getByLabel(signIn.fields.password, { exact: true });
  await passwordField.fill(password);
  await passwordField.press('Enter');
  await expect(page).toHaveURL(/\/my-account\//);
  await context.storageState({ path: file });
  await context.close();
}
