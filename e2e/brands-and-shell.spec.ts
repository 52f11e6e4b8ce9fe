import { catalogueFor, menuOf } from '../src/platform/fixtures/catalogue';
import {
  brandNames,
  phoneInfo,
  phoneInfoInLanguage,
  siteConfigFor,
} from '../src/platform/fixtures/site';
import type { BrandId } from '../tokens/types';
import { demoPassword, expect, originOf, test } from './support/fixtures';
import {
  activate,
  metadataApplied,
  pageUpFor,
  primaryActionColour,
  sendHostMessage,
  textIn,
} from './support/shell';

/**
 * The page shell on every brand host (issue #11): each host's own brand, theme, language,
 * navigation, footer and My Account tabs; Quebec in French; cookie consent in GB and none in
 * the US; site search from a host page; My Documents; policy dialogs and their sanitised HTML.
 */

type FooterLink =
  | 'home'
  | 'about'
  | 'contact'
  | 'helpCenter'
  | 'howItWorks'
  | 'legalDocuments'
  | 'lawLibrary'
  | 'businessSolutions'
  | 'affiliateProgram'
  | 'careers'
  | 'terms'
  | 'privacy'
  | 'cookiePolicy'
  | 'legalNotice'
  | 'editorialPolicy'
  | 'cancel';

interface Site {
  brand: BrandId;
  locale: string;
  /** A member of that brand (README demo accounts); only read. */
  member: string;
  /** account-dashboard §2: the tab set of the brand's style and home country. */
  tabs: string[];
  /** page-shell §2 Footer: the brand's link set, for a signed-out visitor in its home country. */
  footerLinks: FooterLink[];
}

const utilityTabs = ['overview', 'documentLicenses', 'subscriptions', 'settings'];

const sites: Site[] = [
  {
    brand: 'main',
    locale: 'en-US',
    member: 'active-yearly@example.com',
    tabs: utilityTabs,
    footerLinks: [
      'home',
      'about',
      'contact',
      'helpCenter',
      'howItWorks',
      'legalDocuments',
      'lawLibrary',
      'businessSolutions',
      'affiliateProgram',
      'careers',
    ],
  },
  {
    brand: 'legal-contracts',
    locale: 'en-GB',
    member: 'britain@example.com',
    tabs: ['subscriptionsAndLicenses', 'settings'],
    footerLinks: ['home', 'about', 'contact', 'helpCenter', 'legalDocuments'],
  },
  {
    brand: 'fr-legal',
    locale: 'fr-FR',
    member: 'camille.exemple@example.com',
    tabs: utilityTabs,
    footerLinks: [
      'home',
      'howItWorks',
      'terms',
      'helpCenter',
      'cookiePolicy',
      'about',
      'privacy',
      'legalDocuments',
      'legalNotice',
    ],
  },
  {
    brand: 'de-legal',
    locale: 'de-DE',
    member: 'mia.beispiel@example.com',
    tabs: utilityTabs,
    footerLinks: [
      'home',
      'about',
      'howItWorks',
      'legalDocuments',
      'cancel',
      'editorialPolicy',
      'legalNotice',
      'terms',
      'privacy',
      'cookiePolicy',
      'contact',
    ],
  },
];

const en = textIn('en-US');

for (const site of sites) {
  test(`${site.brand}: its brand, theme, ${site.locale} texts, navigation, footer and My Account tabs`, async ({
    page,
    signInAs,
  }) => {
    const t = textIn(site.locale);
    const brand = brandNames[site.brand];
    const origin = originOf(site.brand);
    const html = page.locator('html');

    // The home page, as a guest.
    await page.goto(`${origin}/`);
    const banner = page.getByRole('banner');
    const footer = page.getByRole('contentinfo');
    await expect(
      page.getByRole('heading', { level: 1, name: t('server:hostPages.homeHeading', { brand }) }),
    ).toBeVisible();
    await expect(
      banner.getByRole('link', { name: t('header:logo.home', { brand }) }),
    ).toBeVisible();
    await expect(banner.getByRole('button', { name: t('header:account.signIn') })).toBeVisible();
    await expect(
      banner.getByRole('button', { name: t('header:account.createAccount') }),
    ).toBeVisible();
    await expect(banner.getByRole('button', { name: t('header:help.menu') })).toBeVisible();
    const navigation = banner.getByRole('navigation', { name: t('navigation:label') });
    await expect(navigation.getByRole('menuitem').first()).toBeVisible();
    await expect(navigation.getByRole('combobox', { name: t('search:label') })).toBeVisible();

    const footerNav = footer.getByRole('navigation', { name: t('footer:links.label') });
    for (const link of site.footerLinks) {
      await expect(footerNav.getByRole('link', { name: t(`footer:links.${link}`) })).toBeVisible();
    }
    await expect(footerNav.getByRole('link')).toHaveCount(site.footerLinks.length);

    // The page's language, once the server's metadata is in: the site's, not the browser's.
    await metadataApplied(page);
    await expect(html).toHaveAttribute('lang', site.locale);
    await expect(page).toHaveTitle(new RegExp(`\\| ${brand}$`));

    // The brand's theme: its primary colour on the shell's buttons and on the page's own.
    const colour = primaryActionColour(site.brand);
    await expect(navigation.getByRole('button', { name: t('search:submit') })).toHaveCSS(
      'background-color',
      colour,
    );
    const toMyAccount = page
      .getByRole('main')
      .getByRole('link', { name: t('server:hostPages.toMyAccount') });
    await expect(toMyAccount).toHaveCSS('background-color', colour);

    if (site.brand === 'main') {
      // page-shell §4: no cookie bar in the US (it would have appeared 1 s after load).
      await pageUpFor(page, 1_500);
      await expect(page.getByRole('region', { name: t('cookieConsent:bar.label') })).toHaveCount(0);
    }

    // My Account, as a member of this brand.
    await signInAs(site.member, { brand: site.brand });
    await activate(toMyAccount);
    await expect(page).toHaveURL(new RegExp(`^${origin}/my-account/`));
    const tabs = page.getByRole('tablist', { name: t('account:tabs.label') });
    await expect(tabs.getByRole('tab')).toHaveText(
      site.tabs.map((tab) => t(`account:tabs.${tab}`)),
    );
    await metadataApplied(page);
    await expect(html).toHaveAttribute('lang', site.locale);
    await expect(banner.getByRole('button', { name: t('header:account.signIn') })).toHaveCount(0);
    await expect(
      page
        .getByRole('contentinfo')
        .getByRole('navigation', { name: t('footer:links.label') })
        .getByRole('link', { name: t('footer:links.home') }),
    ).toBeVisible();
  });
}

test('Quebec: a Canadian page in region QC shows Canadian French', async ({ page }) => {
  const fr = textIn('fr-CA');
  const html = page.locator('html');
  // `loc` gives the region (page-shell §2/§3: `caqc` → QC); the host page says it is a
  // Canadian page with set-config (page-shell §7), as a Canadian site's pages do.
  await page.goto(`${originOf('main')}/?loc=caqc`);
  await metadataApplied(page);
  await expect(html).toHaveAttribute('lang', 'en-US');
  const englishTitle = await page.title();
  await sendHostMessage(page, 'set-config', { countryCode: 'CA' });

  await expect(html).toHaveAttribute('lang', 'fr-CA');
  const banner = page.getByRole('banner');
  const signIn = banner.getByRole('button', { name: fr('header:account.signIn') });
  await expect(signIn).toBeVisible();
  // The menu is loaded again in the page's language: the Canadian categories in French.
  const navigation = banner.getByRole('navigation', { name: fr('navigation:label') });
  for (const category of menuOf(catalogueFor('main', 'CA', 'fr-CA')).slice(0, 3)) {
    await expect(navigation.getByRole('menuitem', { name: category.name })).toBeVisible();
  }
  await expect(
    page
      .getByRole('contentinfo')
      .getByRole('navigation', { name: fr('footer:links.label') })
      .getByRole('link', { name: fr('footer:links.home') }),
  ).toBeVisible();
  // The footer's server texts are loaded again in French too: the copyright line and the
  // customer-service hours.
  const frenchCopyright = siteConfigFor('main', 'CA', 'fr-CA').footerCopyrightTextFormat;
  const [frenchLine] = phoneInfoInLanguage(
    'main',
    phoneInfo.filter((line) => line.countryCode === 'CA'),
    'fr-CA',
  );
  const footer = page.getByRole('contentinfo');
  await expect(footer).toContainText(frenchCopyright.slice(frenchCopyright.lastIndexOf('. ') + 2));
  await expect(footer).toContainText(frenchLine?.phoneHours ?? 'no Canadian line');
  // Wording only Canadian French has: "Courriel", not "E-mail".
  await activate(signIn);
  const dialog = page.getByRole('dialog', { name: fr('signIn:sections.signIn.title') });
  await expect(dialog.getByLabel(fr('signIn:fields.email'), { exact: true })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  // The page's metadata (loaded again for the new country) is in Quebec's language too.
  await expect(page).not.toHaveTitle(englishTitle);
  await expect(html).toHaveAttribute('lang', 'fr-CA');
});

test('cookie consent in GB: accept, change the settings, and the choice survives a reload', async ({
  page,
}) => {
  const gb = textIn('en-GB');
  await page.goto(`${originOf('legal-contracts')}/`);
  const bar = page.getByRole('region', { name: gb('cookieConsent:bar.label') });
  await expect(bar).toBeVisible();
  // GB shows the cookie-policy sentence (page-shell §9).
  await expect(bar).toContainText(gb('cookieConsent:bar.policyText'));

  const posted = () =>
    page.waitForResponse(
      (response) =>
        response.url().includes('/cookie-preferences') && response.request().method() === 'POST',
    );
  let saved = posted();
  await activate(bar.getByRole('button', { name: gb('cookieConsent:bar.accept') }));
  await expect(bar).toBeHidden();
  const accepted = await saved;
  // The server answers only once it has appended the consent record (issue #26).
  expect(accepted.ok()).toBe(true);
  const { consentId } = (accepted.request().postDataJSON() as { consent: { consentId: string } })
    .consent;
  const consentIdLine = (id: string) =>
    gb('cookieConsent:dialog.consentId', { id }).replace(/<\/?id>/g, '');

  // With the bar gone, the footer offers the settings.
  const footer = page.getByRole('contentinfo');
  const settingsLink = footer.getByRole('link', { name: gb('cookieConsent:bar.settings') });
  await activate(settingsLink);
  const dialog = page.getByRole('dialog', { name: gb('cookieConsent:dialog.title') });
  const performance = dialog.getByRole('switch', {
    name: gb('cookieConsent:dialog.performance.title'),
  });
  const marketing = dialog.getByRole('switch', {
    name: gb('cookieConsent:dialog.marketing.title'),
  });
  await expect(performance).toBeChecked();
  await expect(marketing).toBeChecked();
  // The dialog shows the id the server recorded the choice under.
  await expect(dialog).toContainText(consentIdLine(consentId));
  await marketing.focus();
  await marketing.press('Space');
  await expect(marketing).not.toBeChecked();
  saved = posted();
  await activate(dialog.getByRole('button', { name: gb('cookieConsent:dialog.saveSelection') }));
  await expect(dialog).toBeHidden();
  expect((await saved).ok()).toBe(true);
  await expect(settingsLink).toBeFocused();

  await page.reload();
  await pageUpFor(page, 1_500);
  await expect(bar).toHaveCount(0);
  await activate(settingsLink);
  await expect(performance).toBeChecked();
  await expect(marketing).not.toBeChecked();
  const [savedOn] = gb('cookieConsent:dialog.lastConsent', { date: '\u0000' }).split('\u0000');
  await expect(dialog).toContainText(savedOn ?? '');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
});

test('cookie bar in GB on a controlled clock: shown for 24 hours from its first display, then both kinds auto-accepted', async ({
  page,
}) => {
  const gb = textIn('en-GB');
  await page.clock.install({ time: new Date('2026-11-27T09:00:00Z') });
  await page.goto(`${originOf('legal-contracts')}/`);
  const bar = page.getByRole('region', { name: gb('cookieConsent:bar.label') });
  // Page-shell §6: the bar appears one second after the page became eligible.
  await page.clock.runFor(1_000);
  await expect(bar).toBeVisible();

  // 23 hours later the first display still counts from the first visit: the bar is back.
  await page.clock.fastForward('23:00:00');
  await page.reload();
  await page.clock.runFor(1_000);
  await expect(bar).toBeVisible();

  // Past 24 hours with no choice saved, the open page accepts both kinds itself.
  const saved = page.waitForRequest(
    (request) => request.url().includes('/cookie-preferences') && request.method() === 'POST',
  );
  await page.clock.fastForward('01:00:01');
  const body = (await saved).postDataJSON() as { performance: boolean; marketing: boolean };
  expect([body.performance, body.marketing]).toEqual([true, true]);
  await expect(bar).toBeHidden();

  await page.reload();
  await page.clock.runFor(1_500);
  await expect(bar).toHaveCount(0);
  await activate(
    page.getByRole('contentinfo').getByRole('link', { name: gb('cookieConsent:bar.settings') }),
  );
  const dialog = page.getByRole('dialog', { name: gb('cookieConsent:dialog.title') });
  for (const kind of ['performance', 'marketing']) {
    await expect(
      dialog.getByRole('switch', { name: gb(`cookieConsent:dialog.${kind}.title`) }),
    ).toBeChecked();
  }
});

test('site search from a host page lands on results; no match and markup are shown as text', async ({
  page,
}) => {
  const alerts: string[] = [];
  page.on('dialog', (dialog) => {
    alerts.push(dialog.message());
    void dialog.dismiss();
  });
  await page.goto(`${originOf('main')}/`);
  const search = () =>
    page
      .getByRole('banner')
      .getByRole('search', { name: en('search:label') })
      .getByRole('combobox', { name: en('search:label') });

  // Suggestions come from the server's search service while typing.
  await search().focus();
  await search().pressSequentially('lease');
  const suggestions = page.getByRole('listbox');
  await expect(suggestions.getByRole('option', { name: 'Lease Agreement' })).toBeVisible();
  await search().press('Enter');

  await expect(page).toHaveURL(/\/searchzoom\/\?(.+&)?zoom_query=lease(&|$)/);
  const main = page.getByRole('main');
  await expect(
    main.getByRole('heading', {
      level: 1,
      name: en('server:hostPages.resultsFor', { query: 'lease' }),
    }),
  ).toBeVisible();
  const results = main.getByRole('list').getByRole('link');
  await expect(results.filter({ hasText: 'Lease Agreement' })).toHaveCount(1);
  const names = await results.allTextContents();
  for (const name of names) expect(name.toLowerCase()).toContain('lease');
  await expect(main.getByRole('status')).toHaveText(
    en('server:hostPages.resultCount', { count: names.length }),
  );

  // No match.
  await search().fill('zzqx');
  await search().press('Enter');
  await expect(page).toHaveURL(/zoom_query=zzqx/);
  await expect(main).toContainText(en('server:hostPages.noResults', { query: 'zzqx' }));
  await expect(main.getByRole('list')).toHaveCount(0);

  // Markup in the query is text, never markup.
  const markup = '<img src=x onerror=alert(1)>';
  await search().fill(markup);
  await search().press('Enter');
  await expect(page).toHaveURL(/zoom_query=%3Cimg/);
  await expect(main.getByRole('heading', { level: 1 })).toHaveText(
    en('server:hostPages.resultsFor', { query: markup }),
  );
  await expect(main).toContainText(en('server:hostPages.noResults', { query: markup }));
  await expect(page.locator('main img')).toHaveCount(0);
  expect(alerts).toEqual([]);
});

test('My Documents: a guest is asked to sign in; signed in, the member sees their documents', async ({
  page,
}) => {
  await page.goto(`${originOf('main')}/mydocuments/`);
  const main = page.getByRole('main');
  await expect(
    main.getByRole('heading', { level: 1, name: en('server:hostPages.documentsTitle') }),
  ).toBeVisible();
  await expect(main).toContainText(en('server:hostPages.documentsSignedOut'));
  await expect(main.getByRole('list')).toHaveCount(0);

  await activate(main.getByRole('button', { name: en('server:hostPages.signInButton') }));
  const dialog = page.getByRole('dialog', { name: en('signIn:sections.signIn.title') });
  await expect(dialog).toBeVisible();
  // business-bundle@ has a project (README demo accounts; src/platform/fixtures/members.ts).
  await dialog
    .getByLabel(en('signIn:fields.email'), { exact: true })
    .fill('business-bundle@example.com');
  const password = dialog.getByLabel(en('signIn:fields.password'), { exact: true });
  await password.fill(demoPassword);
  await password.press('Enter');

  // The page shows the member's documents after the sign-in.
  await expect(main.getByRole('link', { name: 'Business formation' })).toBeVisible();
  await expect(main.getByText(en('server:hostPages.documentsSignedOut'))).toHaveCount(0);
  await expect(main.getByRole('link', { name: en('server:hostPages.toMyAccount') })).toBeVisible();
});

test('policy dialogs: from the footer by keyboard, by host message, and their HTML sanitised', async ({
  page,
}) => {
  await page.goto(`${originOf('main')}/`);
  const footer = page.getByRole('contentinfo');

  // From the footer: the server's document, Escape closes, focus goes back to the link.
  const terms = footer.getByRole('link', { name: en('footer:links.terms'), exact: true });
  const document = page.waitForResponse((response) =>
    response.url().includes('/website-policies/'),
  );
  await activate(terms);
  const termsDialog = page.getByRole('dialog', { name: en('policies:titles.termsOfUse') });
  await expect(termsDialog).toBeVisible();
  const served = await (await document).text();
  const firstHeading = /<h2[^>]*>([^<]+)<\/h2>/.exec(served)?.[1];
  expect(firstHeading, 'the terms document has headings').toBeTruthy();
  await expect(termsDialog.getByRole('heading', { name: firstHeading })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(termsDialog).toBeHidden();
  await expect(terms).toBeFocused();

  // From the host page (page-shell §7 show-website-policy-dialog).
  await sendHostMessage(page, 'show-website-policy-dialog', { policy: 'privacy' });
  const privacyDialog = page.getByRole('dialog', { name: en('policies:titles.privacyPolicy') });
  await expect(privacyDialog).toBeVisible();
  await expect(
    privacyDialog.getByRole('region', { name: en('policies:titles.privacyPolicy') }),
  ).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(privacyDialog).toBeHidden();

  // A document with markup and script: the markup renders, no script runs (DOMPurify first; the
  // CSP would report an inline script, and the `problems` fixture fails the test on it).
  await page.route('**/website-policies/**', (route) =>
    route.fulfill({
      contentType: 'text/html; charset=utf-8',
      body: `<style>h2 { color: red }</style><h2 style="color: red">Cookies we use</h2>
        <p onclick="window.__policyScriptRan = 'onclick'">Essential cookies are <strong>always on</strong>.</p>
        <script>window.__policyScriptRan = 'script'</script>
        <img src="/favicon.ico" onerror="window.__policyScriptRan = 'onerror'" onload="window.__policyScriptRan = 'onload'">
        <a href="javascript:window.__policyScriptRan = 'link'">Manage cookies</a>
        <iframe srcdoc="<script>parent.__policyScriptRan = 'iframe'</script>"></iframe>`,
    }),
  );
  await sendHostMessage(page, 'show-website-policy-dialog', { policy: 'cookie' });
  const cookieDialog = page.getByRole('dialog', { name: en('policies:titles.cookiePolicy') });
  await expect(cookieDialog.getByRole('heading', { name: 'Cookies we use' })).toBeVisible();
  await expect(cookieDialog.locator('strong')).toHaveText('always on');
  await expect(
    cookieDialog.locator('script, iframe, style, [style], [onclick], [onerror], [onload]'),
  ).toHaveCount(0);
  await expect(cookieDialog.locator('a[href^="javascript:"]')).toHaveCount(0);
  expect(
    await page.evaluate(() => (window as { __policyScriptRan?: string }).__policyScriptRan),
  ).toBeUndefined();
  await page.keyboard.press('Escape');
  await expect(cookieDialog).toBeHidden();
});
