import type { Browser, BrowserContext, BrowserContextOptions, Page } from '@playwright/test';
import { orderFileNames } from '../src/account/domain';
import { type EndpointName, endpoints } from '../src/platform/api/contract';
import { pathPattern } from '../src/platform/api/rules';
import account from '../src/platform/i18n/locales/en-US/account.json' with { type: 'json' };
import subscriptions from '../src/platform/i18n/locales/en-US/subscriptions.json' with {
  type: 'json',
};
import type { PageState } from '../src/platform/ssr/pageState';
import type { BrandId } from '../tokens/types';
import {
  type BrowserProblems,
  brandHosts,
  expect,
  originOf,
  port,
  test,
  untilHydrated,
} from './support/fixtures';
import { metadataApplied } from './support/shell';

/**
 * Issue #23: every page arrives rendered by the server with its data, and the browser adopts
 * it as it is. Hydration is clean (any recoverable hydration error is logged by the bootstrap
 * and fails here), it asks the server for none of the data the page came with, the pages read
 * without JavaScript, and no cache can hand one member's page to anyone else.
 */

/** A member of each brand with a subscription card on their first screen. */
const members: Record<BrandId, string> = {
  main: 'active-monthly@example.com',
  'legal-contracts': 'britain@example.com',
  'fr-legal': 'camille.exemple@example.com',
  'de-legal': 'mia.beispiel@example.com',
};
const brands = Object.keys(members) as BrandId[];
const phone = { width: 390, height: 844 };

/** The state a server-rendered page carries, read from its HTML. */
async function stateOf(page: Page): Promise<PageState> {
  const text = await page.locator('#page-state').textContent();
  return JSON.parse(text ?? 'null') as PageState;
}

/** The API paths of the calls the server made for the page (answered in the page itself). */
function pathsOf(state: PageState): RegExp[] {
  const names = new Set(state.calls.map(([key]) => (JSON.parse(key) as [EndpointName])[0]));
  return [...names].map((name) => new RegExp(`^${pathPattern(endpoints[name].path)}$`));
}

/**
 * Loads `url` and checks its hydration: rendered by the server (state inline), adopted without
 * a hydration error, and none of the calls the server made asked again by the browser. Returns
 * the `<title>` the server sent.
 */
async function expectCleanHydration(page: Page, problems: BrowserProblems, url: string) {
  const requested: string[] = [];
  page.on('request', (request) => requested.push(new URL(request.url()).pathname));
  const response = await page.goto(url);
  const html = (await response?.text()) ?? '';
  const state = await stateOf(page);
  expect(state.calls.length, 'calls the server made for the page').toBeGreaterThan(0);
  // The page's effects ran (the page metadata is asked by one): whatever the boot and the
  // hydration ask for has been asked by then.
  await expect
    .poll(() => requested.some((path) => path.startsWith(endpoints.pageMetadata.path)))
    .toBe(true);
  const again = requested.filter((path) => pathsOf(state).some((answered) => answered.test(path)));
  expect(again, 'data the page came with, asked again by the browser').toEqual([]);
  expect(
    problems.consoleErrors.filter((line) => /hydrat/i.test(line)),
    'hydration errors',
  ).toEqual([]);
  expect(problems.consoleErrors, 'console errors').toEqual([]);
  const title = /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '';
  return title.replace(/&#(\d+);/g, (_, code: string) => String.fromCharCode(Number(code)));
}

for (const brand of brands) {
  for (const [width, viewport] of [
    ['1280', { width: 1280, height: 800 }],
    ['390', phone],
  ] as const) {
    test(`${brand} at ${width} px: the host page and the dashboard hydrate cleanly`, async ({
      page,
      problems,
      signInAs,
    }) => {
      await page.setViewportSize(viewport);
      await expectCleanHydration(page, problems, `${originOf(brand)}/`);
      await expect(page.getByRole('banner')).toBeVisible();
      await expect(page.getByRole('contentinfo')).toBeVisible();

      await signInAs(members[brand], { brand });
      await expectCleanHydration(page, problems, `${originOf(brand)}/my-account/subscriptions/`);
      // Interactive: a subscription card's cancel link responds.
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    });
  }
}

test('every dashboard route of the main site hydrates cleanly', async ({
  page,
  problems,
  signInAs,
}) => {
  await signInAs(members.main);
  const titles = new Set<string>();
  for (const route of ['/overview', '/licenses', '/settings', '/subscriptions/', '/nowhere']) {
    const title = await expectCleanHydration(page, problems, `${originOf()}/my-account${route}`);
    await expect(page.getByRole('heading', { level: 1, name: account.title })).toBeVisible();
    // Each route's own title (issue #24), which the page keeps once its metadata has come.
    await metadataApplied(page);
    expect(await page.title(), `the title of ${route} once the page runs`).toBe(title);
    titles.add(title);
  }
  expect(titles.size, 'a title of its own for each route').toBe(5);
  // A lazy route (the cancellation screens) is loaded before hydration, not shown as a fallback.
  await page.goto(`${originOf()}/my-account/subscriptions/`);
  const cancel = page.getByRole('link', { name: subscriptions.actions.cancel }).first();
  const href = await cancel.getAttribute('href');
  expect(href).toMatch(/\/subscriptions\/cancel/);
  await expectCleanHydration(page, problems, `${originOf()}${href}`);
  await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible();
});

/** A context of its own, from an address of its own (the server's sign-in limits are per address). */
let contexts = 0;
const ownContext = (browser: Browser, options: BrowserContextOptions = {}) =>
  browser.newContext({
    ...options,
    extraHTTPHeaders: { 'x-forwarded-for': `10.250.${++contexts}.1` },
  });

test('without JavaScript, the host page and the dashboard show their content', async ({
  browser,
}) => {
  const context = await ownContext(browser, { javaScriptEnabled: false });
  try {
    const page = await context.newPage();
    await page.goto(`${originOf()}/`);
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('navigation', { name: /categories/i })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
    // The shell's data is in the server's HTML, the customer-service phone with the rest.
    await expect(page.getByRole('banner').locator('a[href^="tel:"]')).toBeVisible();
    await expect(page.getByRole('contentinfo').locator('a[href^="tel:"]')).toBeVisible();

    await signInWith(context, members.main);
    await page.goto(`${originOf()}/my-account/subscriptions/`);
    await expect(page.getByRole('heading', { level: 1, name: account.title })).toBeVisible();
    await expect(page.getByRole('tablist')).toBeVisible();
    const cancel = page.getByRole('link', { name: subscriptions.actions.cancel }).first();
    await expect(cancel).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();

    // A page that opens on a lazy route (the cancellation screens) is styled by the server's
    // HTML alone: its chunk's stylesheet is linked in the head (a bare list would show bullets
    // beside the facts' icons, and the cards would change width once the script ran).
    await page.goto(`${originOf()}${await cancel.getAttribute('href')}`);
    await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible();
    const facts = page.getByRole('main').getByRole('list').first();
    await expect(facts).toBeVisible();
    await expect(facts).toHaveCSS('list-style-type', 'none');
  } finally {
    await context.close();
  }
});

test("a phone gets the phone's dashboard from the server, and hydration keeps it", async ({
  browser,
}) => {
  // A phone's user agent (Chromium then sends `Sec-CH-UA-Mobile: ?1`): the server renders at a
  // phone's width, so the cards' small-screen rules (§4, §9: the mobile order file) are in its HTML.
  const context = await ownContext(browser, {
    viewport: phone,
    isMobile: true,
    hasTouch: true,
    userAgent:
      'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Mobile Safari/537.36',
  });
  try {
    // A member with several plans, an upgrade offer and the dashboard's experiments assigned.
    await signInWith(context, 'several@example.com');
    const page = await context.newPage();
    const response = await page.goto(`${originOf()}/my-account/subscriptions/`);
    const html = (await response?.text()) ?? '';
    await untilHydrated(page);
    await page.waitForLoadState('networkidle');
    // Nothing the browser knows better than the server (the window's width, the member's
    // experiments) changes the main content once the page runs: its text and its forms' fields
    // (react-aria's focus and overflow attributes do change, as they should).
    const [served, running] = await page.evaluate((markup) => {
      const content = (main: Element | null) => ({
        text: main?.textContent,
        fields: [...(main?.querySelectorAll('input') ?? [])].map(
          (input) => `${input.name}=${input.value}`,
        ),
      });
      const parsed = new DOMParser().parseFromString(markup, 'text/html');
      return [content(parsed.querySelector('main')), content(document.querySelector('main'))];
    }, html);
    expect(running, 'the main content once the page runs').toEqual(served);
    expect(served?.fields, 'the order file').toContain(`file=${orderFileNames.default.mobile}`);
  } finally {
    await context.close();
  }
});

/** Signs `context` in on the main site (see the `signInAs` fixture, for a context of one's own). */
async function signInWith(context: BrowserContext, email: string) {
  const loopback = `http://127.0.0.1:${port}`;
  const answer = await context.request.post(`${loopback}${endpoints.signIn.path}`, {
    headers: { host: `${brandHosts.main}:${port}` },
    data: { userCredentials: { username: email, password: 'Demo-Pass-2026' } },
  });
  expect(answer.ok()).toBe(true);
  const cookies = await context.cookies(loopback);
  await context.clearCookies({ domain: '127.0.0.1' });
  await context.addCookies(cookies.map((cookie) => ({ ...cookie, domain: brandHosts.main })));
}

test("no cache can serve one member's page to another", async ({ browser, request }) => {
  const host = { host: `${brandHosts.main}:${port}` };
  const loopback = `http://127.0.0.1:${port}`;

  // A guest is sent to sign in by the server, with the address to come back to.
  const guest = await request.get(`${loopback}/my-account/subscriptions/`, {
    headers: host,
    maxRedirects: 0,
  });
  expect(guest.status()).toBe(302);
  expect(guest.headers().location).toBe(
    '/SignIn/?page=signin&ReturnUrl=%2Fmy-account%2Fsubscriptions%2F',
  );

  const pages: Record<string, string> = {};
  for (const email of ['quarterly@example.com', 'paypal@example.com']) {
    const context = await ownContext(browser);
    try {
      await signInWith(context, email);
      const answer = await context.request.get(
        `${originOf()}/my-account/subscriptions/`.replace(originOf(), loopback),
        {
          headers: {
            ...host,
            cookie: (await context.cookies(originOf()))
              .map((c) => `${c.name}=${c.value}`)
              .join('; '),
          },
        },
      );
      expect(answer.status()).toBe(200);
      expect(answer.headers()['cache-control']).toBe('private, no-store');
      expect(answer.headers().vary).toMatch(/cookie/i);
      pages[email] = await answer.text();
    } finally {
      await context.close();
    }
  }
  expect(pages['quarterly@example.com']).toContain('quarterly@example.com');
  expect(pages['quarterly@example.com']).not.toContain('paypal@example.com');
  expect(pages['paypal@example.com']).toContain('paypal@example.com');
  expect(pages['paypal@example.com']).not.toContain('quarterly@example.com');

  // A guest's host page is revalidated and varies with the cookies; the shell fragment is
  // shared by guests for a minute, never stored for a member.
  const home = await request.get(`${loopback}/`, { headers: host });
  expect(home.headers()['cache-control']).toBe('no-cache');
  expect(home.headers().vary).toMatch(/cookie/i);
  const fragment = await request.get(`${loopback}/shell/fragment`, { headers: host });
  expect(fragment.headers()['cache-control']).toBe('public, max-age=60');
  expect(fragment.headers().vary).toMatch(/cookie/i);
  const parts = (await fragment.json()) as Record<string, string>;
  expect(parts.bodyStart).toContain('<header');
  expect(parts.bodyEnd).toContain('<footer');
  expect(parts.bodyEnd).toContain('id="page-state"');
  expect(parts.head).toContain('rel="stylesheet"');
});
