import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { endpoints } from '../src/platform/api/contract';
import { expect, originOf, test } from './support/fixtures';

/** The skip link's text in `locale`, read from the locale file the page uses. */
function skipLinkText(locale: string): string {
  const file = path.join(
    import.meta.dirname,
    '../src/platform/i18n/locales',
    locale,
    'common.json',
  );
  return (JSON.parse(readFileSync(file, 'utf8')) as { a11y: { skipToContent: string } }).a11y
    .skipToContent;
}

/** The locales whose translation chunk (`locale-<locale>-<hash>.js`) the page fetched. */
function watchLocaleChunks(page: Page): string[] {
  const fetched: string[] = [];
  page.on('request', (request) => {
    const locale = /\/assets\/locale-([A-Za-z]{2}-[A-Za-z]{2})-[^/]*\.js$/.exec(request.url())?.[1];
    if (locale) fetched.push(locale);
  });
  return fetched;
}

test('a server-rendered page brings its translations; rendered in the browser, it fetches only its own locale and its fallback, in one chunk each', async ({
  page,
}) => {
  const fetched = watchLocaleChunks(page);
  await page.goto(`${originOf('fr-legal')}/`);
  await expect(page.getByRole('link', { name: skipLinkText('fr-FR') })).toBeAttached();
  expect(fetched, 'translations inline in the server-rendered page').toEqual([]);

  await page.setExtraHTTPHeaders({ 'x-render': 'browser' });
  await page.reload();
  await expect(page.getByRole('link', { name: skipLinkText('fr-FR') })).toBeAttached();
  expect(fetched.sort()).toEqual(['en-US', 'fr-FR']);
});

test('set-translation-language switches the text and <html lang> together, once the new locale has loaded', async ({
  page,
}) => {
  const fetched = watchLocaleChunks(page);
  // The page metadata also sets <html lang> (page-shell §7): let it arrive first.
  const metadata = page.waitForResponse((response) =>
    response.url().includes(endpoints.pageMetadata.path),
  );
  await page.goto(`${originOf('main')}/`);
  await metadata;
  await expect(page.getByRole('link', { name: skipLinkText('en-US') })).toBeAttached();
  // The page came with its English translations.
  expect(fetched).toEqual([]);

  // Hold the German chunk back: until it arrives the page stays entirely English.
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/assets/locale-de-DE-*.js', async (route) => {
    await held;
    await route.continue();
  });
  await page.evaluate(() =>
    window.dispatchEvent(
      new CustomEvent('base-application:set-translation-language', { detail: 'de_DE' }),
    ),
  );
  await expect.poll(() => fetched).toContain('de-DE');
  await page.waitForTimeout(300);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-US');
  await expect(page.getByRole('link', { name: skipLinkText('en-US') })).toBeAttached();

  release();
  await expect(page.getByRole('link', { name: skipLinkText('de-DE') })).toBeAttached();
  await expect(page.locator('html')).toHaveAttribute('lang', 'de-DE');
});
