import { type Context, Hono } from 'hono';
import { html } from 'hono/html';
import { brandNames } from '../../src/platform/fixtures';
import type { CountryCode } from '../../src/platform/site/markets';
import type { BannerStyle, SignInLinksState } from '../../src/shell/layout/rules';
import { memberForSecureId, secureIdFromCookie } from '../auth/sessions';
import { siteContent } from '../content';
import {
  type ContentPageKey,
  documentOf,
  policyOfPage,
  type SitePage,
  selectionPathOf,
  sitePageAt,
} from '../content/sitePages';
import { addProjectTileOnce } from '../db/projectTiles';
import type { ServerDeps } from '../deps';
import { translatorIn } from '../i18n';
import { formOf } from '../input';
import { siteOf } from '../siteCountry';
import { brandOf } from '../sites';
import type { HostPageContent } from './hostFrame';

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
    const brandId = brandOf(c);
    const country = pageCountry(c);
    const page = frame ? sitePageAt(brandId, country, c.req.path) : null;
    if (!frame || !page) return next();
    const t = translatorIn(frame.locale);
    const brand = brandNames[brandId];
    const noEscape = { interpolation: { escapeValue: false } };
    const layout = layoutOf(page);
    const render = (
      title: string,
      body: ReturnType<typeof html>,
      data: object = {},
      navigationItems?: HostPageContent['navigationItems'],
    ) => frame.render({ name: page.kind, title, body, navigationItems }, { ...layout, ...data });
    const breadcrumb = (category: { name: string; slug: string }) =>
      html`<nav class="breadcrumb" aria-label="${t('sitePages.breadcrumb')}">
        <ol>
          <li><a href="/">${t('sitePages.home')}</a></li>
          <li><a href="/${category.slug}/">${category.name}</a></li>
        </ol>
      </nav>`;

    switch (page.kind) {
      case 'document': {
        const { entry, category } = page;
        const region = regionOf(c, country);
        const saved = c.req.query('saved') === '1';
        return render(
          entry.name,
          html`${breadcrumb(category)}
            <h1>${entry.name}</h1>
            <p class="lead">${t('sitePages.document.lead', { document: entry.name, ...noEscape })}</p>
            ${region ? html`<p>${t('sitePages.document.region', { region: region.name, ...noEscape })}</p>` : ''}
            <p>${t('sitePages.document.how', { brand, ...noEscape })}</p>
            ${
              saved
                ? html`<p class="notice" role="status">
                    ${t('sitePages.document.saved')}
                    <a href="/mydocuments/">${t('sitePages.document.openDocuments')}</a>
                  </p>`
                : ''
            }
            <div class="actions">
              <a class="button" href="${selectionPathOf(entry.slug)}" data-start-document>
                ${region ? t('sitePages.document.changeRegion') : t('sitePages.document.start')}
              </a>
              <form method="post" action="/documents/save">
                <input type="hidden" name="slug" value="${entry.slug}" />
                <button type="submit" class="button secondary" data-save-document data-product-name="${entry.name}" data-product-code="${entry.slug}">
                  ${t('sitePages.document.save')}
                </button>
              </form>
            </div>
            <p><a href="/${category.slug}/">${t('sitePages.document.more', { category: category.name, ...noEscape })}</a></p>`,
          // The page is about this product (its metadata and licences, page-shell §7).
          { 'product-code': entry.slug },
          documentMenuItems(t, category.code, entry.name),
        );
      }
      case 'service': {
        const { entry, category } = page;
        return render(
          entry.name,
          html`${breadcrumb(category)}
            <h1>${entry.name}</h1>
            <p class="lead">${t('sitePages.service.lead', { brand, ...noEscape })}</p>
            <p><a class="button" href="/my-account/">${t('hostPages.toMyAccount')}</a></p>`,
        );
      }
      case 'selection': {
        const { entry } = page;
        const regions = siteContent(brandId).regions[country] ?? [];
        const title = t('sitePages.selection.title', { document: entry.name, ...noEscape });
        const prefix = country.toLowerCase();
        return render(
          title,
          html`<h1>${title}</h1>
            <p class="lead">${t('sitePages.selection.lead')}</p>
            ${
              regions.length > 0
                ? html`<h2>${t('sitePages.selection.regions')}</h2>
                    <ul class="documents">
                      ${regions.map(
                        (region) =>
                          html`<li><a href="/${entry.slug}/?loc=${prefix}${region.regionCode.toLowerCase()}">${region.name}</a></li>`,
                      )}
                    </ul>`
                : html`<p><a class="button" href="/${entry.slug}/">${t('sitePages.selection.continue')}</a></p>`
            }`,
        );
      }
      case 'category': {
        const { category } = page;
        return render(
          category.name,
          html`<h1>${category.name}</h1>
            <p class="lead">${t('sitePages.category.lead', { category: category.name, brand, ...noEscape })}</p>
            <ul class="documents">
              ${category.entries.map((e) => html`<li><a href="/${e.slug}/">${e.name}</a></li>`)}
            </ul>`,
        );
      }
      case 'content':
        return render(
          contentTitle(t, page.key, brand),
          html`<h1>${contentTitle(t, page.key, brand)}</h1>
            <p class="lead">${t(`sitePages.content.${page.key}.body`, { brand, ...noEscape })}</p>
            ${contentExtras(t, page)}`,
        );
    }
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

type Translate = ReturnType<typeof translatorIn>;

/**
 * A document page's own entries in its category's navigation menu (page-shell §2 menu item
 * types): a Button that saves the document and a Custom entry, marked as this page's, that
 * starts it. The page's script runs them as its own "save" and "start now" (host-page.js).
 */
function documentMenuItems(
  t: Translate,
  categoryCode: string,
  document: string,
): HostPageContent['navigationItems'] {
  const noEscape = { interpolation: { escapeValue: false } };
  return {
    [categoryCode]: [
      {
        type: 'button',
        id: 'page:save-document',
        title: t('sitePages.document.menuSave', { document, ...noEscape }),
        value: 'save-document',
      },
      {
        type: 'custom',
        id: 'page:start-document',
        title: t('sitePages.selection.title', { document, ...noEscape }),
        value: 'start-document',
        badge: t('sitePages.document.menuBadge'),
      },
    ],
  };
}

const contentTitle = (t: Translate, key: ContentPageKey, brand: string) =>
  t(`sitePages.content.${key}.title`, { brand, interpolation: { escapeValue: false } });

/** What a content page shows besides its text: a policy's dialog, the documents, a way on. */
function contentExtras(t: Translate, page: Extract<SitePage, { kind: 'content' }>) {
  const policy = policyOfPage[page.key];
  if (policy) {
    return html`<p>
      <button type="button" class="button" data-policy="${policy}">${t('sitePages.readPolicy')}</button>
    </p>`;
  }
  if (page.key === 'legalDocuments') {
    return page.catalogue.map(
      (category) =>
        html`<h2><a href="/${category.slug}/">${category.name}</a></h2>
          <ul class="documents">
            ${category.entries.map((e) => html`<li><a href="/${e.slug}/">${e.name}</a></li>`)}
          </ul>`,
    );
  }
  if (page.key === 'upgrade' || page.key === 'estateDashboard') {
    return html`<p><a class="button" href="/my-account/">${t('hostPages.toMyAccount')}</a></p>`;
  }
  return html`<p><a href="/">${t('sitePages.backHome')}</a></p>`;
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
