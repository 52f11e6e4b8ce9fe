import type { Page } from '@playwright/test';
import { endpoints } from '../src/platform/api/contract';
import type { BrandId } from '../tokens/types';
import { brandHosts, demoPassword, expect, originOf, port, test } from './support/fixtures';
import { activate } from './support/shell';

/**
 * No link leads nowhere (issue #25): on every brand host, as a guest and as a member, at 1280
 * and 390 px, every same-origin link the shell and the dashboard show (header menus opened)
 * answers with a page, not 404 or 5xx. The links are requested, not loaded as pages.
 */

interface Site {
  brand: BrandId;
  /** A document page the menus link to. */
  document: string;
  /** A member whose dashboard is walked; `null`: a new account (the brand's demo members are busy). */
  member: string | null;
}

const sites: Site[] = [
  // A free member: the header's "Upgrade now" shows.
  { brand: 'main', document: '/last-will/', member: 'no-subscriptions@example.com' },
  { brand: 'legal-contracts', document: '/last-will/', member: 'active-yearly@example.com' },
  { brand: 'fr-legal', document: '/testament-olographe/', member: null },
  { brand: 'de-legal', document: '/mietvertrag/', member: 'max.beispiel@example.com' },
];

const widths = [1280, 390];

/** Every same-origin link of the page (hash dropped), into `into`. */
async function collectLinks(page: Page, into: Set<string>) {
  const origin = new URL(page.url()).origin;
  const hrefs = await page
    .locator('a[href]')
    .evaluateAll((links) => links.map((link) => (link as HTMLAnchorElement).href));
  for (const href of hrefs) {
    const url = new URL(href);
    if (url.origin !== origin) continue;
    url.hash = '';
    into.add(url.href);
  }
}

/** The page's links, with each header menu, disclosure and the mobile menu opened in turn. */
async function collectWithMenus(page: Page, into: Set<string>) {
  await collectLinks(page, into);
  // Every button that opens something (not only the closed ones: the locator must still name
  // the same button once it is open).
  const triggers = page.getByRole('banner').locator('button[aria-expanded]');
  const count = await triggers.count();
  for (let index = 0; index < count; index += 1) {
    const trigger = triggers.nth(index);
    if (!(await trigger.isVisible())) continue;
    if ((await trigger.getAttribute('aria-expanded')) !== 'false') continue;
    await activate(trigger);
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    // What it opens, once shown: a menu's or panel's popup (`aria-controls`), or else the mobile
    // menu, a dialog whose code loads when first wanted. Collecting before then missed its
    // links, and its late opening outlived the Escape below (a run's flaky failure).
    const popup = await trigger.getAttribute('aria-controls');
    const dialog = page.getByRole('dialog');
    await expect(popup ? page.locator(`[id="${popup}"]`) : dialog).toBeVisible();
    // The mobile menu's categories are disclosures: open each.
    if (!popup) {
      const sections = dialog.locator('button[aria-expanded="false"]');
      for (let n = await sections.count(); n > 0; n -= 1) await activate(sections.first());
    }
    await collectLinks(page, into);
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
  }
}

/**
 * Requests each link as the page's visitor (its cookies), redirects followed: the ones
 * answering 404 or 5xx. Node does not resolve `*.localhost` (Chromium does): each request goes
 * to the loopback address with the link's Host header.
 */
async function brokenLinks(page: Page, urls: Iterable<string>) {
  const broken: string[] = [];
  for (const url of urls) {
    const cookie = (await page.context().cookies(url))
      .map(({ name, value }) => `${name}=${value}`)
      .join('; ');
    let target = new URL(url);
    let status = 0;
    for (let hop = 0; hop < 10; hop += 1) {
      const answer = await page.request.get(
        `http://127.0.0.1:${port}${target.pathname}${target.search}`,
        { headers: { host: target.host, cookie }, maxRedirects: 0 },
      );
      // A link may set a cookie (a country choice): on loopback, it must not reach the next.
      await page.context().clearCookies({ domain: '127.0.0.1' });
      status = answer.status();
      const location = answer.headers().location;
      if (status < 300 || status >= 400 || !location) break;
      target = new URL(location, target);
    }
    if (status === 404 || status >= 500) broken.push(`${status} ${url}`);
  }
  return broken;
}

/** Creates an account on a brand's host and signs the page's context in with it. */
async function newMember(page: Page, brand: BrandId, email: string) {
  // Node does not resolve `*.localhost`: the call goes to loopback with the brand's Host header.
  const loopback = `http://127.0.0.1:${port}`;
  const context = page.context();
  const answer = await context.request.post(`${loopback}${endpoints.createAccount.path}`, {
    headers: { host: `${brandHosts[brand]}:${port}` },
    data: {
      userCredentials: { username: email, password: demoPassword },
      countryCode: 'FR',
      source: 'D',
      isSendingEmailsAllowed: true,
      isSendingPromotionsAllowed: true,
      websiteLinkHash: null,
    },
  });
  expect(((await answer.json()) as { succeeded: boolean }).succeeded, `account ${email}`).toBe(
    true,
  );
  const cookies = await context.cookies(loopback);
  await context.clearCookies({ domain: '127.0.0.1' });
  await context.addCookies(cookies.map((cookie) => ({ ...cookie, domain: brandHosts[brand] })));
}

for (const site of sites) {
  test(`${site.brand}: every link shown to a guest and a member leads to a page`, async ({
    page,
    signInAs,
  }) => {
    test.slow();
    const origin = originOf(site.brand);
    const visit = async (paths: string[], into: Set<string>) => {
      for (const width of widths) {
        await page.setViewportSize({ width, height: 800 });
        for (const path of paths) {
          await page.goto(`${origin}${path}`);
          // Every page has the same header: its menus are opened on the home page only.
          if (path === '/') await collectWithMenus(page, into);
          else await collectLinks(page, into);
        }
      }
    };

    const guestLinks = new Set<string>();
    await visit(['/', site.document], guestLinks);
    expect(guestLinks.size, 'links found').toBeGreaterThan(20);
    expect(await brokenLinks(page, guestLinks), 'links a guest follows').toEqual([]);

    if (site.member) await signInAs(site.member, { brand: site.brand });
    else await newMember(page, site.brand, `links.${Date.now()}@example.com`);
    const memberLinks = new Set<string>();
    await visit(['/', site.document, '/my-account/'], memberLinks);
    const unchecked = [...memberLinks].filter((url) => !guestLinks.has(url));
    expect(await brokenLinks(page, unchecked), 'links a member follows').toEqual([]);
  });
}
