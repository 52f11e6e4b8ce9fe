/**
 * Page changes are announced (issue #24, WCAG 2.4.2 Page Titled, 2.4.3 Focus Order, 4.1.3): on
 * each host at 390 and 1280 px a member walks the cancel-and-reactivate journey by keyboard.
 * Every page has its own translated document title — the same in the server's HTML as once the
 * page runs — and after each client-side page change focus is on the new screen's title (its
 * h2, under the layout's constant "My Account" h1); moving between tabs keeps focus on the tab;
 * a dialog whose trigger is gone when it closes hands focus to the page's heading, never
 * `<body>`.
 *
 * Members: estate-bundle@ (main) and britain@ (contracts) go through the funnel, camille@ (fr)
 * through the plain cancel page, then reactivate; mia@ (de, cancelled) reactivates, then cancels.
 * Each ends as the seed left it, once per width.
 */
import type { Page } from '@playwright/test';
import { brandNames } from '../src/platform/fixtures';
import type { BrandId } from '../tokens/types';
import { expect, originOf, test } from './support/fixtures';
import { textIn } from './support/shell';
import { tabPanel } from './support/subscriptions';

type Variation = 'C' | 'N' | 'F';

type PageTitle =
  | 'subscriptions'
  | 'subscriptionsAndLicenses'
  | 'settings'
  | 'cancel'
  | 'cancelReason'
  | 'cancelled';

interface Host {
  brand: BrandId;
  locale: string;
  member: string;
  /** Where the member's subscriptions are listed (the subscriptions tab or the combined one). */
  list: { path: string; title: PageTitle; tab: string };
  /**
   * The country has the funnel (landing, reason step, success page), and the member-cancel-funnel
   * variation at each width: C goes straight on, N asks in a retention dialog first, F cancels
   * from a one-step dialog — both dialogs' triggers are gone once they lead on.
   */
  funnel?: readonly Variation[];
  startsCancelled?: boolean;
}

const subscriptionsList = {
  path: '/my-account/subscriptions/',
  title: 'subscriptions',
  tab: 'account:tabs.subscriptions',
} as const;

const hosts: Host[] = [
  {
    brand: 'main',
    locale: 'en-US',
    member: 'estate-bundle@example.com',
    funnel: ['C', 'N'],
    list: subscriptionsList,
  },
  {
    brand: 'legal-contracts',
    locale: 'en-GB',
    member: 'britain@example.com',
    funnel: ['C', 'F'],
    list: {
      path: '/my-account/subscriptions-and-licenses',
      title: 'subscriptionsAndLicenses',
      tab: 'account:tabs.subscriptionsAndLicenses',
    },
  },
  {
    brand: 'fr-legal',
    locale: 'fr-FR',
    member: 'camille.exemple@example.com',
    list: subscriptionsList,
  },
  {
    brand: 'de-legal',
    locale: 'de-DE',
    member: 'mia.beispiel@example.com',
    startsCancelled: true,
    list: subscriptionsList,
  },
];
const widths = [390, 1280];

/** The `<title>` of a page's HTML as the server sent it (its character references decoded). */
function serverTitle(html: string): string {
  const title = /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '';
  return title
    .replace(/&#(\d+);/g, (_, code: string) => String.fromCharCode(Number(code)))
    .replace(/&amp;/g, '&');
}

/** Focus is somewhere on the page, not on `<body>` (where a screen reader loses its place). */
async function expectFocusNotLost(page: Page, where: string) {
  await expect
    .poll(
      () =>
        page.evaluate(
          () => document.activeElement !== null && document.activeElement !== document.body,
        ),
      { message: `${where}: focus is not on <body>` },
    )
    .toBe(true);
}

for (const host of hosts) {
  test(`${host.brand}: each page of the cancel-and-reactivate journey has its title and takes focus, at ${widths.join(' and ')} px`, async ({
    page,
    signInAs,
  }) => {
    test.setTimeout(90_000);
    const t = textIn(host.locale);
    const origin = originOf(host.brand);
    const titleOf = (pageTitle: PageTitle) =>
      t('account:documentTitle.page', {
        page: t(`account:documentTitle.pages.${pageTitle}`),
        brand: brandNames[host.brand],
      });
    /** The screen's title: the one h2 of the selected tab's panel. */
    const screenTitle = tabPanel(page).getByRole('heading', { level: 2 });

    /** After a client-side page change: the page's title, and focus on its screen's title. */
    const expectArrived = async (pageTitle: PageTitle, where: string) => {
      await expect(page, `${where}: the document title`).toHaveTitle(titleOf(pageTitle));
      await expect(screenTitle, `${where}: focus on the new screen's title`).toBeFocused();
    };

    const reactivate = async (where: string) => {
      await tabPanel(page)
        .getByRole('button', { name: t('subscriptions:actions.reactivate') })
        .press('Enter');
      const dialog = page.getByRole('dialog', { name: t('subscriptions:reactivate.title') });
      await dialog
        .getByRole('button', { name: t('subscriptions:reactivate.confirm'), exact: true })
        .press('Enter');
      const result = page.getByRole('alertdialog');
      await expect(result).toContainText(t('subscriptions:reactivate.success'));
      await page.keyboard.press('Enter');
      await expect(result).toBeHidden();
      // The Reactivate button that opened the dialogs is gone: focus goes to the page's heading.
      await expect(
        tabPanel(page).getByRole('link', { name: t('subscriptions:actions.cancel') }),
      ).toBeVisible();
      await expectFocusNotLost(page, `${where}: reactivated`);
      await expect(screenTitle, `${where}: reactivated`).toBeFocused();
      await expect(page).toHaveTitle(titleOf(host.list.title));
    };

    const cancel = async (where: string, variation: Variation | undefined) => {
      await tabPanel(page)
        .getByRole('link', { name: t('subscriptions:actions.cancel') })
        .press('Enter');
      await expectArrived('cancel', `${where}: cancel page`);
      if (variation) {
        const onward = page.getByRole('button', { name: t('cancellation:landing.continue') });
        await onward.press('Enter');
        if (variation === 'F') {
          await page
            .getByRole('alertdialog')
            .getByRole('button', { name: t('cancellation:dialogs.quickConfirm') })
            .press('Enter');
        } else {
          if (variation === 'N') {
            await page
              .getByRole('dialog', { name: t('cancellation:dialogs.retentionTitle') })
              .getByRole('button', { name: t('cancellation:landing.continue') })
              .press('Enter');
          }
          await expectArrived('cancelReason', `${where}: reason step`);
          await page.getByRole('button', { name: t('cancellation:confirm') }).press('Enter');
        }
        await expectArrived('cancelled', `${where}: success page`);
        await page
          .getByRole('link', { name: t('cancellation:success.viewSubscriptions') })
          .press('Enter');
        await expectArrived(host.list.title, `${where}: back on the list`);
      } else {
        await page.getByRole('button', { name: t('cancellation:confirm') }).press('Enter');
        // The list, with the result in a dialog over it; closing it, focus is on the list's title.
        const result = page.getByRole('alertdialog', { name: t('cancellation:success.title') });
        await expect(result).toBeVisible();
        await expect(page).toHaveTitle(titleOf(host.list.title));
        await page.keyboard.press('Enter');
        await expect(result).toBeHidden();
        await expectFocusNotLost(page, `${where}: cancelled`);
        await expect(screenTitle, `${where}: cancelled`).toBeFocused();
      }
      await expect(
        tabPanel(page).getByRole('button', { name: t('subscriptions:actions.reactivate') }),
      ).toBeVisible();
    };

    await signInAs(host.member, { brand: host.brand });
    for (const [index, width] of widths.entries()) {
      const where = `${width} px`;
      await page.setViewportSize({ width, height: 800 });
      const variation = host.funnel?.[index];
      const response = await page.goto(
        `${origin}${host.list.path}?forceVariation=member_cancel_funnel:${variation ?? 'C'}`,
      );
      // The first load: the server's title is the page's, and focus is left where it is.
      expect(serverTitle((await response?.text()) ?? ''), `${where}: the server's title`).toBe(
        titleOf(host.list.title),
      );
      await expect(screenTitle).toBeVisible();
      await expect(page).toHaveTitle(titleOf(host.list.title));
      await expect(screenTitle).not.toBeFocused();

      if (index === 0) {
        // Between tabs the title follows, and focus stays on the tab the member is on.
        const settings = page.getByRole('tab', { name: t('account:tabs.settings') });
        await settings.press('Enter');
        await expect(page).toHaveTitle(titleOf('settings'));
        await expect(settings).toBeFocused();
        const list = page.getByRole('tab', { name: t(host.list.tab) });
        await list.press('Enter');
        await expect(page).toHaveTitle(titleOf(host.list.title));
        await expect(list).toBeFocused();
      }

      if (host.startsCancelled) {
        await reactivate(where);
        await cancel(where, variation);
      } else {
        await cancel(where, variation);
        await reactivate(where);
      }
    }
  });
}
