import { type Context, Hono } from 'hono';
import { html } from 'hono/html';
import { brandNames } from '../../src/platform/fixtures';
import type { CountryCode } from '../../src/platform/site/markets';
import type { BannerStyle, SignInLinksState } from '../../src/shell/layout/rules';
import { memberForSecureId, secureIdFromCookie } from '../auth/sessions';
import { siteContent } from '../content';
import { documentOf, type SitePage, sitePageAt } from '../content/sitePages';
import { addProjectTileOnce } from '../db/projectTiles';
import type { ServerDeps } from '../deps';
import { translatorIn } from '../i18n';
import { formOf } from '../input';
import { siteOf } from '../siteCountry';
import { brandOf } from '../sites';
import { sitePageView } from './sitePageViews';

/**
 * The layout a page asks of the shell with host-page messages (page-shell §4 "Layout by host
 * messages"), sent by its script from these data attributes of `#host-content`. Which page
 * type gets which variant is decided here, once (see `layoutOf`).
 */
interface PageLayout {
  'banner-style'?: BannerStyle;
  /** The message's values: selection, simple, none, disclaimer, normal. */
  'footer-style'?: 'selection' | 'simple' | 'none' | 'disclaimer' | 'normal';
  'sign-in-links'?: SignInLinksState;
}

/**
 * Page types and their shell variants: a selection page (choosing where a document applies)
 * shows the selection banner (the country as a flag, the account menu only for a member) and
 * footer; the sign-in page offers only the other way in (./hostPages.ts); a checkout-like page (upgrade) keeps a simple
 * header and only the footer's disclaimer; the live-help popup (460 × 700, page-shell §7) has a
 * simple header and no footer. Every other page keeps the normal shell.
 */
function layoutOf(page: SitePage): PageLayout {
  if (page.kind === 'selection')
    return { 'banner-style': 'selection', 'footer-style': 'selection' };
  if (page.kind === 'content' && page.key === 'upgrade')
    return { 'banner-style': 'simple', 'footer-style': 'disclaimer' };
  if (page.kind === 'content' && page.key === 'helpLive')
    return { 'banner-style': 'simple', 'footer-style': 'none' };
  return {};
}

/** The country a page is for (the request's site, ../siteCountry.ts). */
const pageCountry = (c: Context): CountryCode => siteOf(c).country;

/** The region `loc` names (page-shell §2: the characters after the country), if the country has it. */
function regionOf(c: Context, country: CountryCode) {
  const code = (c.req.query('loc') ?? '').slice(2).toUpperCase();
  if (!code) return null;
  return siteContent(brandOf(c)).regions[country]?.find((r) => r.regionCode === code) ?? null;
}

/** A slug a document page may be saved from (the catalogue's form). */
const slugPattern = /^[a-z0-9-]{1,80}$/;

/**
 * The site's own pages (issue #25): a page for every document and service of the catalogue,
 * each category, a selection page per document, and the content pages the shell and the
 * dashboard link to. Framed like the other host pages (`c.var.hostPage`, see ./hostFrame.ts),
 * in the host's language. `notFoundPage` answers an address that is none of them.
 */
export function sitePageRoutes({ database }: ServerDeps) {
  const { db } = database;
  const app = new Hono();

  app.get('*', async (c, next) => {
    const frame = c.var.hostPage;
    if (!frame) return next();
    const brandId = brandOf(c);
    const country = pageCountry(c);
    const page = sitePageAt(brandId, country, c.req.path);
    if (!page) return next();
    const view = sitePageView(page, {
      t: translatorIn(frame.locale),
      brandId,
      brand: brandNames[brandId],
      country,
      region: regionOf(c, country),
      saved: c.req.query('saved') === '1',
    });
    const { title, body, navigationItems, data = {} } = view;
    return frame.render(
      { name: page.kind, title, body, navigationItems },
      { ...layoutOf(page), ...data },
    );
  });

  /**
   * "Save" on a document page: a member's document goes to My Documents (a project tile);
   * a guest's page opens the save-document dialog instead (host-page.js), and without script
   * is sent to create an account.
   */
  app.post('/documents/save', async (c) => {
    const slug = formOf(c).slug ?? '';
    const entry = slugPattern.test(slug) ? documentOf(brandOf(c), pageCountry(c), slug) : null;
    if (!entry) return notFoundPage(c);
    const href = `/${slug}/`;
    const member = await memberForSecureId(db, c, secureIdFromCookie(c));
    if (!member)
      return c.redirect(`/SignIn/?page=create&ReturnUrl=${encodeURIComponent(href)}`, 303);
    await addProjectTileOnce(db, member.id, entry.name, href);
    return c.redirect(`${href}?saved=1`, 303);
  });

  return app;
}

/** An account created from a document's "save": that document goes to its My Documents. */
export async function saveDocumentOfNewAccount(
  db: ServerDeps['database']['db'],
  c: Context,
  memberId: number,
  productCode: string | undefined,
) {
  if (!productCode || !slugPattern.test(productCode)) return;
  const entry = documentOf(brandOf(c), pageCountry(c), productCode);
  if (entry) await addProjectTileOnce(db, memberId, entry.name, `/${productCode}/`);
}

/**
 * An address that is no page of the site (issue #25): 404 with the host's shell, brand and
 * language, a title, and a way back (home, search). Assets and API paths, and anything but a
 * page request, get the plain answer.
 */
export function notFoundPage(c: Context) {
  const frame = c.var.hostPage;
  const method = c.req.method;
  const asset = /^\/(server-assets|my-account\/assets|common|api)\//.test(c.req.path);
  if (!frame || asset || (method !== 'GET' && method !== 'HEAD' && method !== 'POST')) {
    return c.text('Not found', 404);
  }
  const t = translatorIn(frame.locale);
  const title = t('sitePages.notFound.title');
  return frame.render({
    name: 'not-found',
    title,
    status: 404,
    body: html`<h1>${title}</h1>
      <p class="lead">${t('sitePages.notFound.lead')}</p>
      <form class="search-form" method="get" action="/searchzoom/" role="search" aria-label="${t('sitePages.notFound.search')}">
        <label for="not-found-query">${t('sitePages.notFound.search')}</label>
        <input id="not-found-query" name="zoom_query" type="search" maxlength="200" />
        <button type="submit" class="button">${t('sitePages.notFound.searchButton')}</button>
      </form>
      <p><a href="/">${t('sitePages.notFound.home')}</a></p>`,
  });
}
