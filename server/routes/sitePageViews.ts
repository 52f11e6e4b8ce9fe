import { html } from 'hono/html';
import type { CountryCode } from '../../src/platform/site/markets';
import type { BrandId } from '../../tokens/types';
import { siteContent } from '../content';
import {
  type ContentPageKey,
  policyOfPage,
  type SitePage,
  selectionPathOf,
} from '../content/sitePages';
import type { translatorIn } from '../i18n';
import type { HostPageContent } from './hostFrame';

type Translate = ReturnType<typeof translatorIn>;
type Html = ReturnType<typeof html>;

/** What a site page's view is given: the host's language, brand and country, the request's facts. */
export interface SitePageViewContext {
  t: Translate;
  brandId: BrandId;
  /** The brand's name, as its pages say it. */
  brand: string;
  country: CountryCode;
  /** The region `loc` names, if the country has it (a document page says it applies there). */
  region: { name: string } | null;
  /** The page was just saved to My Documents (`?saved=1`, after the save form's redirect). */
  saved: boolean;
}

/** A site page's title, its HTML, its data attributes and its own navigation entries. */
export interface SitePageView {
  title: string;
  body: Html;
  data?: Record<string, string>;
  navigationItems?: HostPageContent['navigationItems'];
}

/** Names keep their characters (a brand or document name is text, escaped by `html`). */
const noEscape = { interpolation: { escapeValue: false } };

/** The HTML of one of the site's own pages (./sitePages.ts serves them in the host's frame). */
export function sitePageView(page: SitePage, context: SitePageViewContext): SitePageView {
  switch (page.kind) {
    case 'document':
      return documentView(page, context);
    case 'service':
      return serviceView(page, context);
    case 'selection':
      return selectionView(page, context);
    case 'category':
      return categoryView(page, context);
    case 'content':
      return contentView(page, context);
  }
}

function breadcrumb(t: Translate, category: { name: string; slug: string }) {
  return html`<nav class="breadcrumb" aria-label="${t('sitePages.breadcrumb')}">
        <ol>
          <li><a href="/">${t('sitePages.home')}</a></li>
          <li><a href="/${category.slug}/">${category.name}</a></li>
        </ol>
      </nav>`;
}

/** A document: what it is, where it applies, start it, save it to My Documents. */
function documentView(
  { entry, category }: Extract<SitePage, { kind: 'document' }>,
  { t, brand, region, saved }: SitePageViewContext,
): SitePageView {
  return {
    title: entry.name,
    body: html`${breadcrumb(t, category)}
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
    data: { 'product-code': entry.slug },
    navigationItems: documentMenuItems(t, category.code, entry.name),
  };
}

/** A service (an attorney, a notary): what it is, and the way to My Account. */
function serviceView(
  { entry, category }: Extract<SitePage, { kind: 'service' }>,
  { t, brand }: SitePageViewContext,
): SitePageView {
  return {
    title: entry.name,
    body: html`${breadcrumb(t, category)}
            <h1>${entry.name}</h1>
            <p class="lead">${t('sitePages.service.lead', { brand, ...noEscape })}</p>
            <p><a class="button" href="/my-account/">${t('hostPages.toMyAccount')}</a></p>`,
  };
}

/** Where a document applies: the country's regions, or straight on to the document. */
function selectionView(
  { entry }: Extract<SitePage, { kind: 'selection' }>,
  { t, brandId, country }: SitePageViewContext,
): SitePageView {
  const regions = siteContent(brandId).regions[country] ?? [];
  const title = t('sitePages.selection.title', { document: entry.name, ...noEscape });
  const prefix = country.toLowerCase();
  return {
    title,
    body: html`<h1>${title}</h1>
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
  };
}

/** A category: its documents. */
function categoryView(
  { category }: Extract<SitePage, { kind: 'category' }>,
  { t, brand }: SitePageViewContext,
): SitePageView {
  return {
    title: category.name,
    body: html`<h1>${category.name}</h1>
            <p class="lead">${t('sitePages.category.lead', { category: category.name, brand, ...noEscape })}</p>
            <ul class="documents">
              ${category.entries.map((e) => html`<li><a href="/${e.slug}/">${e.name}</a></li>`)}
            </ul>`,
  };
}

/** A content page the shell or the dashboard links to (help, policies, the catalogue…). */
function contentView(
  page: Extract<SitePage, { kind: 'content' }>,
  { t, brand }: SitePageViewContext,
): SitePageView {
  return {
    title: contentTitle(t, page.key, brand),
    body: html`<h1>${contentTitle(t, page.key, brand)}</h1>
            <p class="lead">${t(`sitePages.content.${page.key}.body`, { brand, ...noEscape })}</p>
            ${contentExtras(t, page)}`,
  };
}

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
  t(`sitePages.content.${key}.title`, { brand, ...noEscape });

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
