import type { BrandId } from '../tokens/types';
import { expect, originOf, test } from './support/fixtures';
import { applyTextSpacing, expectFocusClear, tabThroughPage, tabTo } from './support/obscured';
import { textIn } from './support/shell';

/**
 * WCAG 2.2 SC 2.4.11 Focus Not Obscured (issue #24): the cookie bar, fixed to the bottom of
 * the window on the hosts that show it (GB, FR, DE), never hides the control that has focus.
 * On each host at 390 and 1280 px: a guest's first Tab lands in the bar and a walk of the home
 * page; then a member walks the overview and the cancel-and-reactivate journey with the bar up.
 *
 * Members who have not made a cookie choice yet: active-yearly@ (contracts) and camille@ (fr)
 * cancel, then reactivate; mia@ (de, cancelled) reactivates, then cancels. Each ends as the seed
 * left it, once per width. Members who made one on another device (britain@, max@) are not
 * asked again: the bar stays away from their dashboard.
 */

interface Host {
  brand: BrandId;
  locale: string;
  member: string;
  /** The subscription starts cancelled: reactivate first. */
  startsCancelled?: boolean;
  /** The country has the cancellation funnel (landing, reasons, success page). */
  funnel?: boolean;
  /** A member whose account holds a cookie choice (seeded). */
  chosen?: string;
}

const hosts: Host[] = [
  {
    brand: 'legal-contracts',
    locale: 'en-GB',
    member: 'oliver.sample@example.com',
    funnel: true,
    chosen: 'britain@example.com',
  },
  { brand: 'fr-legal', locale: 'fr-FR', member: 'camille.exemple@example.com' },
  {
    brand: 'de-legal',
    locale: 'de-DE',
    member: 'mia.beispiel@example.com',
    startsCancelled: true,
    chosen: 'max.beispiel@example.com',
  },
];
const widths = [390, 1280];

for (const host of hosts) {
  test(`focus is never hidden behind the cookie bar on ${host.brand} at ${widths.join(' and ')} px`, async ({
    page,
    signInAs,
  }) => {
    test.setTimeout(150_000);
    const t = textIn(host.locale);
    const origin = originOf(host.brand);
    const bar = page.getByRole('region', { name: t('cookieConsent:bar.label') });

    /** Loads a page and waits for the bar (it comes 1 s after the page): its first Tab stop. */
    const open = async (path: string, where: string) => {
      await page.goto(`${origin}${path}`);
      await expect(bar, `${where}: the cookie bar shows`).toBeVisible();
      await page.keyboard.press('Tab');
      await expect(bar.getByRole('button', { name: t('cookieConsent:bar.accept') })).toBeFocused();
      await expectFocusClear(page, `${where}, Tab #1`);
    };

    const reactivate = async (where: string) => {
      await tabTo(
        page,
        page.getByRole('button', { name: t('subscriptions:actions.reactivate') }),
        `${where}: subscriptions`,
      );
      await page.keyboard.press('Enter');
      const dialog = page.getByRole('dialog', { name: t('subscriptions:reactivate.title') });
      await expect(dialog).toBeVisible();
      await expectFocusClear(page, `${where}: reactivate dialog`);
      await tabTo(
        page,
        dialog.getByRole('button', { name: t('subscriptions:reactivate.confirm'), exact: true }),
        `${where}: reactivate dialog`,
      );
      await page.keyboard.press('Enter');
      const result = page.getByRole('alertdialog');
      await expect(result).toContainText(t('subscriptions:reactivate.success'));
      await expectFocusClear(page, `${where}: reactivated`);
      await page.keyboard.press('Enter');
      await expect(result).toBeHidden();
      // The confirmation closed as the result opened; its exit animation can still cover the
      // page (a loaded CI run once found the cookie bar's buttons under it on the next Tab).
      await expect(dialog).toBeHidden();
      await expect(
        page.getByRole('link', { name: t('subscriptions:actions.cancel') }),
      ).toBeVisible();
    };

    const cancel = async (where: string) => {
      await tabTo(
        page,
        page.getByRole('link', { name: t('subscriptions:actions.cancel') }),
        `${where}: subscriptions`,
      );
      await page.keyboard.press('Enter');
      if (host.funnel) {
        await tabTo(
          page,
          page.getByRole('button', { name: t('cancellation:landing.continue') }),
          `${where}: cancel landing`,
        );
        await page.keyboard.press('Enter');
        const reasons = page.getByRole('radiogroup', { name: t('cancellation:reasons.label') });
        await tabTo(page, reasons.getByRole('radio').first(), `${where}: reason step`);
        await page.keyboard.press('ArrowDown');
        await expectFocusClear(page, `${where}: reason step, second reason`);
        await tabTo(
          page,
          page.getByRole('button', { name: t('cancellation:confirm') }),
          `${where}: reason step`,
        );
        await page.keyboard.press('Enter');
        await expect(
          page.getByRole('heading', { name: t('cancellation:success.title') }),
        ).toBeVisible();
        await tabTo(
          page,
          page.getByRole('link', { name: t('cancellation:success.viewSubscriptions') }),
          `${where}: cancel success page`,
        );
        await page.keyboard.press('Enter');
      } else {
        await tabTo(
          page,
          page.getByRole('button', { name: t('cancellation:confirm') }),
          `${where}: cancel page`,
        );
        await page.keyboard.press('Enter');
        const result = page.getByRole('alertdialog', { name: t('cancellation:success.title') });
        await expect(result).toBeVisible();
        await expectFocusClear(page, `${where}: cancelled`);
        await page.keyboard.press('Enter');
        await expect(result).toBeHidden();
      }
      await expect(
        page.getByRole('button', { name: t('subscriptions:actions.reactivate') }),
      ).toBeVisible();
    };

    for (const width of widths) {
      await page.setViewportSize({ width, height: 800 });
      await open('/', `guest, ${width} px: home`);
      await tabThroughPage(page, `guest, ${width} px: home`);
    }
    // With WCAG text spacing on a phone the bar is taller still: the room it keeps follows.
    await page.setViewportSize({ width: widths[0] as number, height: 800 });
    await open('/', 'guest, text spacing: home');
    const barHeight = (await bar.boundingBox())?.height ?? 0;
    await applyTextSpacing(page);
    await expect.poll(async () => (await bar.boundingBox())?.height).toBeGreaterThan(barHeight);
    await tabThroughPage(page, 'guest, text spacing: home');

    await signInAs(host.member, { brand: host.brand });
    for (const width of widths) {
      const where = `member, ${width} px`;
      await page.setViewportSize({ width, height: 800 });
      await open('/my-account/', `${where}: overview`);
      await tabThroughPage(page, `${where}: overview`);
      await open('/my-account/subscriptions/', `${where}: subscriptions`);
      if (host.startsCancelled) {
        await reactivate(where);
        await cancel(where);
      } else {
        await cancel(where);
        await reactivate(where);
      }
    }

    if (host.chosen) {
      // A member who chose on another device: this browser takes the account's choice on the
      // first page (before the bar's 1 s), and the bar never comes.
      await signInAs(host.chosen, { brand: host.brand });
      await page.evaluate(() => localStorage.clear());
      await page.goto(`${origin}/my-account/`);
      await expect
        .poll(() => page.evaluate(() => localStorage.getItem('cookie_consent')), {
          message: 'the account’s cookie choice, kept in this browser',
        })
        .not.toBeNull();
      await expect(bar).toHaveCount(0);
    }
  });
}
