import { type BrowserProblems, expect, originOf, test } from './support/fixtures';
import { expectFocusInside } from './support/focus';
import { activate, textIn } from './support/shell';
import { credentialFields } from './support/signIn';

/**
 * The site's own pages and the shell variants only a host message reaches (issue #25): a
 * document page's "save" opens the save-document dialog (redesign) and its success dialog; a
 * selection page shows the selection banner (the flag country selector) and footer; the
 * sign-in, upgrade and live-help pages their simple banner, sign-in link state and footer, all
 * in the server's first HTML already; a document page's own Button and Custom menu entries.
 */

const en = textIn('en-US');
const origin = originOf('main');
const password = 'Links-Pass-2026';

/** The redesign is a US experiment: the page forces its treatment so the test never depends on the draw. */
const documentPage = `${origin}/last-will/?forceVariation=saveDocumentRedesign:N`;

/** The page's layout is in the state the server rendered with: hydration adopts it unchanged. */
const expectCleanHydration = (problems: BrowserProblems) =>
  expect(
    problems.consoleErrors.filter((line) => /hydrat/i.test(line)),
    'hydration errors',
  ).toEqual([]);

test.describe('a document page', () => {
  test('"save" asks a guest to create an account; "continue editing" stays, and a member’s save is kept', async ({
    page,
  }) => {
    await page.goto(documentPage);
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1 })).toHaveText('Last Will and Testament');
    await activate(main.getByRole('button', { name: en('server:sitePages.document.save') }));

    const dialog = page.getByRole('dialog', { name: en('signIn:saveDocument.heading') });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText(en('signIn:saveDocument.benefits.save'))).toBeVisible();
    const fields = credentialFields(dialog);
    await fields.email.fill(`continue.${Date.now()}@example.com`);
    await fields.password.fill(password);
    await fields.password.press('Enter');

    const success = page.getByRole('dialog', { name: en('signIn:saveDocument.success.title') });
    await activate(
      success.getByRole('button', { name: en('signIn:saveDocument.success.continueEditing') }),
    );
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page).toHaveURL(documentPage);

    // Signed in now: "save" keeps the document in My Documents.
    await activate(main.getByRole('button', { name: en('server:sitePages.document.save') }));
    await expect(page).toHaveURL(`${origin}/last-will/?saved=1`);
    await expect(main.getByRole('status')).toContainText(en('server:sitePages.document.saved'));
  });

  test('"save and exit" opens My Documents with the saved document', async ({ page }) => {
    await page.goto(documentPage);
    await activate(
      page.getByRole('main').getByRole('button', { name: en('server:sitePages.document.save') }),
    );
    const dialog = page.getByRole('dialog', { name: en('signIn:saveDocument.heading') });
    const fields = credentialFields(dialog);
    await fields.email.fill(`exit.${Date.now()}@example.com`);
    await fields.password.fill(password);
    await fields.password.press('Enter');
    const success = page.getByRole('dialog', { name: en('signIn:saveDocument.success.title') });
    await activate(
      success.getByRole('button', { name: en('signIn:saveDocument.success.saveAndExit') }),
    );
    await expect(page).toHaveURL(`${origin}/mydocuments/`);
    await expect(
      page.getByRole('main').getByRole('link', { name: 'Last Will and Testament' }),
    ).toBeVisible();
  });
});

test('a document page’s own menu entries: its Button saves, its Custom entry starts the document', async ({
  page,
  problems,
}) => {
  await page.goto(documentPage);
  const menubar = page.getByRole('banner').getByRole('menubar', { name: en('navigation:label') });
  const estate = menubar.getByRole('menuitem', { name: 'Estate Planning' });
  const menu = menubar.getByRole('menu', { name: 'Estate Planning' });
  const document = { document: 'Last Will and Testament' };

  // The Button, after the category's documents: the page's "save" (a guest creates an account).
  await activate(estate);
  await activate(
    menu.getByRole('menuitem', { name: en('server:sitePages.document.menuSave', document) }),
  );
  const dialog = page.getByRole('dialog', { name: en('signIn:saveDocument.heading') });
  await expect(dialog).toBeVisible();
  // Escape closes the dialog once focus is in it (the dialog is shown a moment before).
  await expectFocusInside(dialog, 'the save dialog');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  // The Custom entry, drawn by the page (its badge), goes on to the selection page.
  await activate(estate);
  const start = menu
    .getByRole('menuitem')
    .filter({ hasText: en('server:sitePages.selection.title', document) });
  await expect(start).toContainText(en('server:sitePages.document.menuBadge'));
  await activate(start);
  await expect(page).toHaveURL(`${origin}/last-will/start/`);
  expectCleanHydration(problems);
});

test.describe('the first HTML, before any script runs', () => {
  test.use({ javaScriptEnabled: false });

  test('is already the selection header on a selection page and the simple one on sign-in', async ({
    page,
  }) => {
    const load = (path: string) => page.goto(`${origin}${path}`);
    const header = page.locator('header[data-banner-style]');
    const banner = page.getByRole('banner');
    const footerLinks = page
      .getByRole('contentinfo')
      .getByRole('navigation', { name: en('footer:links.label') });

    await load('/last-will/start/');
    await expect(header).toHaveAttribute('data-banner-style', 'selection');
    await expect(banner.getByRole('menubar')).toHaveCount(0);
    await expect(
      banner.getByRole('button', {
        name: en('countrySelector:current', { country: 'United States' }),
      }),
    ).toBeVisible();
    await expect(banner.getByRole('button', { name: en('header:account.signIn') })).toHaveCount(0);
    await expect(page.getByRole('contentinfo')).toBeVisible();
    await expect(footerLinks).toHaveCount(0);

    await load('/SignIn/?page=signin');
    await expect(header).toHaveAttribute('data-banner-style', 'simple');
    await expect(banner.getByRole('menubar')).toHaveCount(0);
    await expect(
      banner.getByRole('button', { name: en('header:account.createAccount') }),
    ).toBeVisible();
    await expect(banner.getByRole('button', { name: en('header:account.signIn') })).toHaveCount(0);
  });
});

test('the selection page: the flag country selector and the selection footer, then back to the document', async ({
  page,
  problems,
}) => {
  await page.goto(`${origin}/last-will/`);
  await activate(
    page.getByRole('main').getByRole('link', { name: en('server:sitePages.document.start') }),
  );
  await expect(page).toHaveURL(`${origin}/last-will/start/`);
  const banner = page.getByRole('banner');
  await expect(page.locator('header[data-banner-style]')).toHaveAttribute(
    'data-banner-style',
    'selection',
  );
  await expect(banner.getByRole('menubar')).toHaveCount(0);
  await expect(banner.getByRole('button', { name: en('header:help.menu') })).toHaveCount(0);
  await expect(banner.getByRole('button', { name: en('header:account.signIn') })).toHaveCount(0);
  // The flag variant opens on a press and lists the countries.
  const flag = banner.getByRole('button', {
    name: en('countrySelector:current', { country: 'United States' }),
  });
  await activate(flag);
  await expect(page.getByRole('list', { name: en('countrySelector:label') }).first()).toBeVisible();
  await page.keyboard.press('Escape');
  // The selection footer: the country selector and copyright, no links.
  const footer = page.getByRole('contentinfo');
  await expect(footer.getByRole('navigation', { name: en('footer:links.label') })).toHaveCount(0);

  await activate(page.getByRole('main').getByRole('link', { name: 'California' }));
  await expect(page).toHaveURL(`${origin}/last-will/?loc=usca`);
  await expect(page.getByRole('main')).toContainText(
    en('server:sitePages.document.region', { region: 'California' }),
  );
  await expect(page.locator('header[data-banner-style]')).toHaveAttribute(
    'data-banner-style',
    'normal',
  );
  expectCleanHydration(problems);
});

test('sign-in, upgrade and live help: simple banners, one way in, disclaimer-only and no footer', async ({
  page,
  problems,
}) => {
  const header = page.locator('header[data-banner-style]');
  const footerLinks = page
    .getByRole('contentinfo')
    .getByRole('navigation', { name: en('footer:links.label') });

  await page.goto(`${origin}/SignIn/?page=signin`);
  await page.keyboard.press('Escape');
  await expect(header).toHaveAttribute('data-banner-style', 'simple');
  await expect(
    page.getByRole('banner').getByRole('button', { name: en('header:account.createAccount') }),
  ).toBeVisible();
  await expect(
    page.getByRole('banner').getByRole('button', { name: en('header:account.signIn') }),
  ).toHaveCount(0);
  await expect(footerLinks.getByRole('link').first()).toBeVisible();

  await page.goto(`${origin}/upgrade/`);
  await expect(header).toHaveAttribute('data-banner-style', 'simple');
  await expect(page.getByRole('contentinfo')).toBeVisible();
  await expect(footerLinks).toHaveCount(0);

  await page.goto(`${origin}/help/live/`);
  await expect(header).toHaveAttribute('data-banner-style', 'simple');
  await expect(page.getByRole('contentinfo')).toHaveCount(0);
  expectCleanHydration(problems);
});

test('an address that is no page: the designed not-found page in the host’s shell and language', async ({
  page,
}) => {
  const fr = textIn('fr-FR');
  const response = await page.goto(`${originOf('fr-legal')}/pas-de-page/`);
  expect(response?.status()).toBe(404);
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr-FR');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    fr('server:sitePages.notFound.title'),
  );
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
  const search = page.getByRole('main').getByRole('searchbox', {
    name: fr('server:sitePages.notFound.search'),
  });
  await search.fill('bail');
  await search.press('Enter');
  await expect(page).toHaveURL(/\/searchzoom\/\?zoom_query=bail$/);
  await expect(page.getByRole('main').getByRole('link', { name: /Bail meublé/ })).toBeVisible();
});
