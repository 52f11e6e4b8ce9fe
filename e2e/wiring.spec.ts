/**
 * The wiring a member would notice if it broke (issue #25 item 5): tracked events carry the
 * tracking context, the maintenance bar shows for a configured window, the external resources
 * load under the strict policy, the header's upgrade entry, phone and co-brand logo, and a
 * sign-in on one brand's host opens the same person's session on the family's other hosts
 * (the browser keeps that cookie only where it allows third-party cookies: see the
 * secure-session route in server/routes/session.ts).
 */
import type { Page } from '@playwright/test';
import { endpoints } from '../src/platform/api/contract';
import header from '../src/platform/i18n/locales/en-US/header.json' with { type: 'json' };
import maintenanceBar from '../src/platform/i18n/locales/en-US/maintenanceBar.json' with {
  type: 'json',
};
import upgrade from '../src/platform/i18n/locales/en-US/upgrade.json' with { type: 'json' };
import type { TrackedEvent } from '../src/platform/tracking/track';
import { brandHosts, demoPassword, expect, originOf, port, test } from './support/fixtures';
import { activate, sendHostMessage } from './support/shell';
import { signInWithDialog } from './support/signIn';

const main = originOf('main');

/** The test-only cookies the server honours with FAULT_INJECTION=1 (server/siteOperations.ts). */
const testCookie = (name: string, value: string) => ({
  name,
  value,
  domain: brandHosts.main,
  path: '/',
});

/**
 * Records, from the page's start, the tracking-initialise messages it hears and the shell's
 * tracked events (the DOM event a host page's analytics listens to).
 */
async function recordTracking(page: Page) {
  await page.addInitScript(() => {
    const seen = { initialised: [] as unknown[], events: [] as unknown[] };
    (window as unknown as { tracking: typeof seen }).tracking = seen;
    window.addEventListener('base-application:tracking-initialise', (event) =>
      seen.initialised.push((event as CustomEvent).detail),
    );
    window.addEventListener('base-application:tracked-event', (event) =>
      seen.events.push((event as CustomEvent).detail),
    );
  });
  const read = () =>
    page.evaluate(
      () =>
        (window as unknown as { tracking: { initialised: unknown[]; events: TrackedEvent[] } })
          .tracking,
    );
  return {
    initialised: async () => (await read()).initialised,
    events: async () => (await read()).events,
  };
}

test('a guest: tracked events carry the tracking context; maintenance bar, external resources, phone and co-brand logo', async ({
  page,
  context,
}) => {
  const hour = 60 * 60 * 1000;
  const maintenanceWindow = `${new Date(Date.now() - hour).toISOString()}/${new Date(Date.now() + 2 * hour).toISOString()}`;
  await context.addCookies([
    testCookie('ld-maintenance', encodeURIComponent(maintenanceWindow)),
    testCookie('ld-external-resources', 'example'),
  ]);
  const tracking = await recordTracking(page);
  await page.goto(`${main}/?pid=pg-harborbank`);
  const banner = page.getByRole('banner');

  await test.step('maintenance bar for the configured window', async () => {
    const bar = page.getByRole('region', { name: maintenanceBar.label });
    await expect(bar).toBeVisible();
    await expect(bar).toContainText('LegalKit will be unavailable for scheduled maintenance');
  });

  await test.step('external resources, allowed by the page’s nonce', async () => {
    // The fixtures fail the test on any Content-Security-Policy violation.
    await expect
      .poll(() => page.evaluate(() => document.documentElement.dataset.externalResource))
      .toBe('loaded');
    const css = await page.evaluate(() =>
      getComputedStyle(document.documentElement).getPropertyValue('--external-resource').trim(),
    );
    expect(css).toBe('loaded');
  });

  await test.step('phone number and the partner’s co-brand logo', async () => {
    await expect(banner.getByRole('link', { name: '1-800-555-0199' })).toHaveAttribute(
      'href',
      'tel:18005550199',
    );
    const partner = banner.getByRole('link', {
      name: header.logo.coBrand.replace('{{partner}}', 'Harbor Community Bank'),
    });
    await expect(partner).toHaveAttribute('href', 'https://harborbank.example');
  });

  await test.step('tracked events carry the page name, then what tracking-initialise says', async () => {
    // The host page initialises tracking with its page name once the shell listens.
    await expect
      .poll(tracking.initialised)
      .toEqual([{ isPaymentPage: false, loginId: '', pageName: 'home' }]);
    const help = banner.getByRole('button', { name: header.help.menu });
    const helpMenu = page.getByRole('menu', { name: header.help.menu });
    await activate(help);
    await expect(helpMenu).toBeVisible();
    await expect.poll(async () => (await tracking.events()).length).toBe(1);
    expect((await tracking.events())[0]).toMatchObject({
      component: 'helpMenu',
      action: 'open',
      user: 'Guest',
      pageName: 'home',
      loginId: '',
    });
    await page.keyboard.press('Escape');
    await expect(helpMenu).toBeHidden();
    await expect(help).toBeFocused();
    await sendHostMessage(page, 'tracking-initialise', {
      isPaymentPage: true,
      loginId: 'e2e-login',
      pageName: 'e2e-page',
    });
    await activate(help);
    await expect.poll(async () => (await tracking.events()).length).toBe(2);
    expect((await tracking.events())[1]).toMatchObject({
      component: 'helpMenu',
      loginId: 'e2e-login',
      pageName: 'e2e-page',
      isPaymentPage: true,
    });
  });

  await test.step('the partner follows the visitor to the site’s next page', async () => {
    await page.goto(`${main}/help/contact/`);
    await expect(
      page.getByRole('banner').getByRole('link', {
        name: header.logo.coBrand.replace('{{partner}}', 'Harbor Community Bank'),
      }),
    ).toHaveAttribute('href', 'https://harborbank.example');
  });
});

test('a free member: the header’s upgrade entry leads to the upgrade page; a document page asks for their licences', async ({
  page,
  context,
}) => {
  // A new account is a free member, and no other test signs it in.
  const email = `wiring-free-${Date.now()}@example.com`;
  const loopback = `http://127.0.0.1:${port}`;
  const created = await context.request.post(`${loopback}${endpoints.createAccount.path}`, {
    headers: { host: `${brandHosts.main}:${port}` },
    data: {
      userCredentials: { username: email, password: demoPassword },
      countryCode: 'US',
      source: 'D',
      isSendingEmailsAllowed: true,
      isSendingPromotionsAllowed: true,
      websiteLinkHash: null,
    },
  });
  expect((await created.json()).succeeded).toBe(true);
  const cookies = await context.cookies(loopback);
  await context.clearCookies({ domain: '127.0.0.1' });
  await context.addCookies(cookies.map((cookie) => ({ ...cookie, domain: brandHosts.main })));

  await page.goto(`${main}/my-account/`);
  const banner = page.getByRole('banner');
  await expect(banner.getByRole('button', { name: email })).toBeVisible();
  // The control of the upgrade-bar redesign shows the button, its treatment the strip.
  const entry = page.getByRole('button', {
    name: new RegExp(`^(${upgrade.button}|${upgrade.bar.cta})$`),
  });
  await activate(entry.first());
  await expect(page).toHaveURL(`${main}/upgrade/`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  // A document page names its product: the shell asks for the member's licences of it.
  const licences = page.waitForRequest(
    (request) =>
      request.url() ===
      `${main}${endpoints.userLicenses.path}?productCode=last-will&countryCode=US`,
  );
  await page.goto(`${main}/last-will/`);
  expect((await (await licences).response())?.ok()).toBe(true);
});

test.describe('other hosts', () => {
  // A real browser sends no X-Forwarded-For, and a cross-origin call with it needs a preflight
  // allowing it: this test's page calls the other hosts as a member's browser does.
  test.use({ extraHTTPHeaders: {} });

  test('a sign-in on one brand’s host opens the same person’s session on the others, and sign-out ends them', async ({
    page,
  }) => {
    const email = 'britain@example.com';
    const others = (['legal-contracts', 'fr-legal', 'de-legal'] as const).map(originOf);
    /** One call's responses from each other host, by origin. */
    const responsesFrom = (method: string, path: string) =>
      Promise.all(
        others.map((origin) =>
          page.waitForResponse(
            (response) =>
              response.url() === `${origin}${path}` && response.request().method() === method,
          ),
        ),
      );
    const answersFrom = async (method: string, path: string) =>
      Object.fromEntries(
        await Promise.all(
          (await responsesFrom(method, path)).map(
            async (response) => [new URL(response.url()).origin, await response.json()] as const,
          ),
        ),
      );

    // Signed in from the header, so the page stays to read the answers.
    await page.goto(`${main}/`);
    const banner = page.getByRole('banner');
    await activate(banner.getByRole('button', { name: header.account.signIn }));
    const signIns = answersFrom('POST', endpoints.secureSession.path);
    await signInWithDialog(page, email, demoPassword);
    // Read cross-origin: CORS allowed this origin with credentials, and the CSP the calls.
    expect(await signIns).toEqual({
      // The legal-contracts brand has an account of the same person: a session opens there.
      [originOf('legal-contracts')]: expect.objectContaining({ succeeded: true, result: true }),
      // The other brands have none: nothing to open, not a failure.
      [originOf('fr-legal')]: expect.objectContaining({ succeeded: true, result: false }),
      [originOf('de-legal')]: expect.objectContaining({ succeeded: true, result: false }),
    });

    // Sign-out on a later page reaches them too.
    await page.goto(`${main}/mydocuments/`);
    const signOuts = responsesFrom('DELETE', endpoints.signOut.path);
    await activate(banner.getByRole('button', { name: email }));
    await activate(page.getByRole('menuitem', { name: header.account.signOut }));
    // The page leaves for "/" once they have answered: their status and CORS headers remain.
    for (const response of await signOuts) {
      expect(response.status()).toBe(200);
      expect(response.headers()['access-control-allow-origin']).toBe(main);
    }
    await expect(banner.getByRole('button', { name: header.account.signIn })).toBeVisible();
  });
});
