import type { TFunction } from 'i18next';
import type { AccountPageTitle } from './rules';

/**
 * The document title of a dashboard page: its page, then My Account and the brand ("Subscriptions
 * – My Account | LegalKit"); My Account alone where the route names no page. The browser
 * (`usePageAnnouncement`) and the server's render (the page's `<title>`) both build it here.
 */
export function accountDocumentTitle(
  t: TFunction<'account'>,
  page: AccountPageTitle | null,
  brand: string | null | undefined,
): string {
  if (!page) return brand ? t('documentTitle.site', { brand }) : t('title');
  const name = t(`documentTitle.pages.${page}`);
  return brand
    ? t('documentTitle.page', { page: name, brand })
    : t('documentTitle.pageWithoutBrand', { page: name });
}
