/**
 * What the site's own pages are (issue #25): every address the shell and the dashboard link to
 * on a brand's host. Documents and services of the catalogue, its categories, and the content
 * pages the site configuration names (about, contact, help, policies…). The texts are in the
 * locale files (`server:sitePages.*`); this module only says which page an address is.
 */
import type { SiteConfigValues } from '../../src/platform/api/contract';
import { siteConfigFor } from '../../src/platform/fixtures';
import {
  type Catalogue,
  contractsCatalogue,
  frenchCatalogue,
  germanCatalogue,
  mainCanadaCatalogue,
  mainCatalogue,
  mainSpanishCatalogue,
} from '../../src/platform/fixtures/catalogue';
import type { CountryCode } from '../../src/platform/site/markets';
import type { BrandId } from '../../tokens/types';

type Category = Catalogue[number];
type Entry = Category['entries'][number];

/** A brand's catalogues, the page's country's first (its names win for a slug in several). */
function cataloguesOf(brand: BrandId, country: string): Catalogue[] {
  switch (brand) {
    case 'main':
      if (country === 'CA') return [mainCanadaCatalogue, mainCatalogue, mainSpanishCatalogue];
      if (country === 'ES' || country === 'MX')
        return [mainSpanishCatalogue, mainCatalogue, mainCanadaCatalogue];
      return [mainCatalogue, mainCanadaCatalogue, mainSpanishCatalogue];
    case 'legal-contracts':
      return [contractsCatalogue];
    case 'fr-legal':
      return [frenchCatalogue];
    case 'de-legal':
      return [germanCatalogue];
  }
}

/** The content pages: the site configuration's page names, and the dashboard's own links. */
export const contentPageKeys = [
  'about',
  'howItWorks',
  'contact',
  'careers',
  'affiliates',
  'lawLibrary',
  'legalDocuments',
  'helpContact',
  'helpTickets',
  'helpLive',
  'estateDashboard',
  'upgrade',
  'reviews',
  'onlineNotary',
  'esign',
  'legalAdvice',
  'resources',
  'help',
  'federalIncorporation',
  'privacy',
  'terms',
  'disclaimer',
  'cookiePolicy',
  'editorialPolicy',
  'legalNotice',
] as const;
export type ContentPageKey = (typeof contentPageKeys)[number];

/** The policy dialog (host-page message `show-website-policy-dialog`) a policy page opens. */
export const policyOfPage: Partial<Record<ContentPageKey, string>> = {
  privacy: 'privacy',
  terms: 'terms',
  disclaimer: 'disclaimer',
  cookiePolicy: 'cookie',
  editorialPolicy: 'editorial',
  legalNotice: 'legal-notice',
};

/** Where each content page's address comes from: a site configuration value, or fixed. */
const contentPageAddress: Record<ContentPageKey, keyof SiteConfigValues | `/${string}`> = {
  about: 'aboutUs',
  howItWorks: 'howItWorks',
  contact: 'contact',
  careers: 'careers',
  affiliates: 'affiliate',
  lawLibrary: 'lawLibrary',
  legalDocuments: 'legalDocuments',
  helpContact: 'helpCenterContact',
  helpTickets: 'ticketCenter',
  helpLive: 'liveHelp',
  estateDashboard: 'estateDashboard',
  upgrade: 'upgradeAccount',
  // The dashboard's trust-review widget and quick actions (server/db/seed.ts).
  reviews: '/reviews/',
  onlineNotary: '/online-notary/',
  esign: '/esign/',
  legalAdvice: '/legal-advice/',
  resources: '/resources/',
  help: '/help/',
  federalIncorporation: '/legal-documents/business/federal-incorporation-package/',
  privacy: 'privacyPolicy',
  terms: 'terms',
  disclaimer: 'disclaimer',
  cookiePolicy: 'cookiePolicy',
  editorialPolicy: 'editorialPolicy',
  legalNotice: 'legalNotice',
};

export type SitePage =
  | { kind: 'document'; entry: Entry; category: Category }
  | { kind: 'service'; entry: Entry; category: Category }
  | { kind: 'selection'; entry: Entry; category: Category }
  | { kind: 'category'; category: Category; catalogue: Catalogue }
  | { kind: 'content'; key: ContentPageKey; catalogue: Catalogue };

/** The path of a document's selection page (its "start now"). */
export const selectionPathOf = (slug: string) => `/${slug}/start/`;

/**
 * The site page at `path` on a brand's host for a country, or null (not found). Paths end with
 * a slash, as every link of the site writes them.
 */
export function sitePageAt(brand: BrandId, country: CountryCode, path: string): SitePage | null {
  const catalogues = cataloguesOf(brand, country);
  const [own] = catalogues as [Catalogue];
  const config = siteConfigFor(brand, country);
  // The dashboard's category links live under the legal documents page:
  // `/legal-documents/estate-planning/` is the Estate Planning category.
  const nested = path.match(/^\/legal-documents(\/[^/]+\/)$/);
  if (nested?.[1]) {
    const inside = sitePageAt(brand, country, nested[1]);
    if (inside?.kind === 'category') return inside;
  }
  // A category page before a content page: the main brand's business solutions are its
  // Business category.
  for (const catalogue of catalogues) {
    for (const category of catalogue) {
      if (path === `/${category.slug}/`) return { kind: 'category', category, catalogue };
      for (const entry of category.entries) {
        if (path === `/${entry.slug}/`)
          return { kind: entry.service ? 'service' : 'document', entry, category };
        if (!entry.service && path === selectionPathOf(entry.slug))
          return { kind: 'selection', entry, category };
      }
    }
  }
  for (const key of contentPageKeys) {
    const source = contentPageAddress[key];
    const address = source.startsWith('/') ? source : config[source as keyof SiteConfigValues];
    if (typeof address === 'string' && address === path)
      return { kind: 'content', key, catalogue: own };
  }
  return null;
}

/** The document of a catalogue with this slug, for saving it (documents only, not services). */
export function documentOf(brand: BrandId, country: CountryCode, slug: string): Entry | null {
  for (const catalogue of cataloguesOf(brand, country)) {
    for (const category of catalogue) {
      const entry = category.entries.find((e) => e.slug === slug && !e.service);
      if (entry) return entry;
    }
  }
  return null;
}
