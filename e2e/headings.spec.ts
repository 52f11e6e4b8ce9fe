/**
 * One h1 per My Account page, and an outline without gaps (issue #11; the route table's rule in
 * `src/account/app/routes.tsx`): the layout's "My Account" is the page's only h1, each screen's
 * title is an h2, its sections h3 and what is inside them h4 — never a skipped level, on every
 * tab of both site styles, on a cancellation screen, on an invalid query and on an unknown
 * address. Read-only: several@ (main, US) and active-yearly@ (legal-contracts), one sign-in each.
 */
import type { Locator, Page } from '@playwright/test';
import gbAccount from '../src/platform/i18n/locales/en-GB/account.json' with { type: 'json' };
import gb from '../src/platform/i18n/locales/en-GB/subscriptions.json' with { type: 'json' };
import account from '../src/platform/i18n/locales/en-US/account.json' with { type: 'json' };
import cancellation from '../src/platform/i18n/locales/en-US/cancellation.json' with {
  type: 'json',
};
import projects from '../src/platform/i18n/locales/en-US/projects.json' with { type: 'json' };
import settings from '../src/platform/i18n/locales/en-US/settings.json' with { type: 'json' };
import en from '../src/platform/i18n/locales/en-US/subscriptions.json' with { type: 'json' };
import { expect, originOf, test } from './support/fixtures';
import { subscriptionCards, tabPanel } from './support/subscriptions';

interface OutlineEntry {
  level: number;
  text: string;
}

/** The headings a screen reader lists (hidden ones left out), in document order. */
async function outlineOf(page: Page): Promise<OutlineEntry[]> {
  return page.getByRole('heading').evaluateAll((headings) =>
    headings.map((heading) => ({
      level: Number(heading.getAttribute('aria-level') ?? heading.tagName.slice(1)),
      text: (heading.textContent ?? '').trim(),
    })),
  );
}

/** Readable in a failure message: "h1 My Account > h2 Overview > …". */
const show = (outline: OutlineEntry[]) =>
  outline.map(({ level, text }) => `h${level} ${text}`).join(' > ');

/**
 * The rule, once the screen has loaded (`loaded` visible): exactly one h1, "My Account", it comes
 * first, then the screen's title `title` as an h2, and no heading is more than one level below
 * the heading before it. Dialogs are not open here (they have their own heading context).
 */
async function expectOutline(page: Page, loaded: Locator, title: string) {
  await expect(loaded).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  const outline = await outlineOf(page);
  const h1s = outline.filter((entry) => entry.level === 1);
  expect(h1s, `one h1: ${show(outline)}`).toEqual([{ level: 1, text: account.title }]);
  expect(outline[0], `the h1 comes first: ${show(outline)}`).toEqual(h1s[0]);
  const pageTitle = outline.find((entry) => entry.text === title);
  expect(pageTitle, `the page title is an h2: ${show(outline)}`).toEqual({ level: 2, text: title });
  for (const [index, entry] of outline.entries()) {
    if (index === 0) continue;
    const before = outline[index - 1] as OutlineEntry;
    expect(
      entry.level,
      `"${entry.text}" (h${entry.level}) after "${before.text}" (h${before.level}): ${show(outline)}`,
    ).toBeLessThanOrEqual(before.level + 1);
  }
  return outline;
}

test.describe.configure({ mode: 'serial' });

test('main site (US): every tab, a cancellation screen, an invalid query and an unknown address', async ({
  page,
  signInAs,
}) => {
  const origin = originOf('main');
  await signInAs('several@example.com');

  // Overview: plans, licences, cards and projects are h3 sections; a plan's name is an h4.
  await page.goto(`${origin}/my-account/overview`);
  const overview = await expectOutline(
    page,
    page.getByRole('region', { name: projects.title }).getByRole('link', { name: 'Estate plan' }),
    account.pages.overview,
  );
  expect(overview).toEqual(
    expect.arrayContaining([
      { level: 3, text: account.overview.plans.title },
      { level: 3, text: projects.title },
      { level: 4, text: en.kinds.oneYearPro },
    ]),
  );

  // Document Licenses: each licence an h3 under the page title.
  await page.getByRole('tab', { name: account.tabs.documentLicenses }).press('Enter');
  await expect(page).toHaveURL(`${origin}/my-account/licenses`);
  await expectOutline(
    page,
    page.getByRole('heading', { level: 3, name: 'Last Will and Testament' }),
    account.pages.documentLicenses,
  );

  // Subscriptions: each card's plan an h3, its receipts an h4.
  await page.getByRole('tab', { name: account.tabs.subscriptions }).press('Enter');
  await expect(page).toHaveURL(`${origin}/my-account/subscriptions/`);
  // A receipts heading: only this screen has one (the licence cards just left are list items
  // with an h3 too, and were matched while the tab changed).
  const subscriptions = await expectOutline(
    page,
    tabPanel(page).getByRole('heading', { level: 4, name: en.receipts.title }).first(),
    account.pages.subscriptions,
  );
  expect(subscriptions).toEqual(
    expect.arrayContaining([
      { level: 3, text: en.kinds.oneYearPro },
      { level: 4, text: en.receipts.title },
    ]),
  );

  // Settings: email, promotions and payment methods are h3 sections; a saved card an h4.
  await page.getByRole('tab', { name: account.tabs.settings }).press('Enter');
  await expect(page).toHaveURL(`${origin}/my-account/settings`);
  const settingsOutline = await expectOutline(
    page,
    page.getByRole('heading', { level: 4, name: /^Visa ending in \d{4}$/ }).first(),
    account.pages.settings,
  );
  expect(settingsOutline).toEqual(
    expect.arrayContaining([
      { level: 3, text: settings.email.title },
      { level: 4, text: settings.email.change },
    ]),
  );

  // A cancellation screen (only looked at: nothing is confirmed).
  await page.getByRole('tab', { name: account.tabs.subscriptions }).press('Enter');
  const cancel = subscriptionCards(page).getByRole('link', { name: en.actions.cancel }).first();
  const cancelHref = await cancel.getAttribute('href');
  expect(cancelHref).toBeTruthy();
  await page.goto(new URL(cancelHref as string, origin).toString());
  const landingTitle = page.getByRole('heading', { level: 2 }).first();
  await expect(landingTitle).toBeVisible();
  await expectOutline(
    page,
    page.getByRole('heading', { level: 3, name: cancellation.summary.keepTitle }),
    (await landingTitle.textContent()) ?? '',
  );

  // An invalid query and an unknown address keep the same outline.
  await page.goto(`${origin}/my-account/subscriptions/cancel?subscriptionId=nope`);
  await expectOutline(
    page,
    page.getByRole('heading', { level: 2, name: account.invalidQuery.title }),
    account.invalidQuery.title,
  );
  await page.goto(`${origin}/my-account/no-such-page`);
  await expectOutline(
    page,
    page.getByRole('heading', { level: 2, name: account.app.notFound.title }),
    account.app.notFound.title,
  );
});

test('legal-contracts site: the combined tab and settings', async ({ page, signInAs }) => {
  // The site speaks British English (en-GB texts over en-US).
  const origin = originOf('legal-contracts');
  await signInAs('oliver.sample@example.com', { brand: 'legal-contracts' });

  // Subscriptions & Licenses: two h3 sections, a card's plan (or a licence) an h4 inside.
  await page.goto(`${origin}/my-account/subscriptions-and-licenses`);
  const combined = await expectOutline(
    page,
    page
      .getByRole('region', { name: en.title, exact: true })
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { level: 4 }) })
      .first(),
    gbAccount.pages.subscriptionsAndLicenses,
  );
  expect(combined).toEqual(
    expect.arrayContaining([
      { level: 3, text: en.title },
      { level: 3, text: gb.licenses.title },
    ]),
  );

  await page.getByRole('tab', { name: account.tabs.settings }).press('Enter');
  await expect(page).toHaveURL(`${origin}/my-account/settings`);
  await expectOutline(
    page,
    page.getByRole('switch', { name: settings.emailPreference.label }),
    account.pages.settings,
  );
});
