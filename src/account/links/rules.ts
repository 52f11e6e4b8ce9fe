/**
 * The external links of the dashboard (account-dashboard §2 "External links built from the site
 * host"): pages of the site outside `/my-account/`, as absolute addresses on the site's origin.
 * Paths the site configuration holds (home, all documents, My Documents, estate dashboard, help
 * and ticket centre, business solutions, affiliate) come from it; the others are decided here
 * (docs/decisions.md). Pure: the origin, configuration and market come in as arguments.
 */
import type { SiteConfigValues } from '../../platform/api/contract';
import { resolveRedirect } from '../../platform/navigation/redirect';

/** Every external link of §2. */
export const accountLinkIds = [
  'home',
  'allContracts',
  'estateContracts',
  'realEstateContracts',
  'businessContracts',
  'myDocuments',
  'estateDashboard',
  'federalIncorporation',
  'resources',
  'help',
  'feedback',
  'reviews',
  'businessSolutions',
  'affiliate',
  'onlineNotary',
  'legalAdvice',
  'eSignature',
] as const;
export type AccountLinkId = (typeof accountLinkIds)[number];

/** Absolute address of each link; null where the site does not offer the page. */
export type AccountLinks = Record<AccountLinkId, string | null>;

/** The configuration fields the links read. */
export type LinkConfig = Partial<
  Pick<
    SiteConfigValues,
    | 'home'
    | 'legalDocuments'
    | 'myDocuments'
    | 'estateDashboard'
    | 'showEstateDashboard'
    | 'helpCenterContact'
    | 'ticketCenter'
    | 'businessSolutions'
    | 'showBusinessSolutionsPageLink'
    | 'affiliate'
    | 'showAffiliateLink'
  >
>;

/** Paths decided here, where the configuration has none (relative to the site root). */
export const linkPaths = {
  home: '/',
  allContracts: '/legal-documents/',
  estateContracts: 'estate-planning/',
  realEstateContracts: 'real-estate/',
  businessContracts: 'business/',
  myDocuments: '/mydocuments/',
  federalIncorporation: '/legal-documents/business/federal-incorporation-package/',
  resources: '/resources/',
  help: '/help/',
  ticketCenter: '/help/tickets/',
  reviews: '/reviews/',
  onlineNotary: '/online-notary/',
  legalAdvice: '/legal-advice/',
  eSignature: '/esign/',
} as const;

/** §2 Notary for CA goes to a separate booking service (its own host). */
export const CA_NOTARY_BOOKING_URL = 'https://notary-booking.example.com/ca/book/';

/** §2 The e-signature landing page's tracking parameters. */
export const ESIGN_UTM = { source: 'my-account', medium: 'dashboard' } as const;

/** Campaigns of the e-signature landing, one per place in the dashboard that links to it. */
export type ESignCampaign = 'member-benefits' | 'quick-actions' | 'overview' | 'partner-offers';

/** Countries where the federal incorporation package is sold (a Canadian federal filing). */
export const FEDERAL_INCORPORATION_COUNTRIES: readonly string[] = ['CA'];

export interface LinkInput {
  /** The site's origin, e.g. `https://www.legalkit.example.com` (scheme and host). */
  origin: string;
  /** The site configuration values loaded so far. */
  config: LinkConfig;
  /** The site country (any case). */
  country: string;
  /** The page language, e.g. `de-DE`: German help goes to the ticket page. */
  locale: string;
}

function configured(value: string | null | undefined): string | null {
  const text = value?.trim();
  return text ? text : null;
}

/** Ensures a directory-like path ends with one slash so a group can be appended. */
function asFolder(path: string): string {
  return path.endsWith('/') ? path : `${path}/`;
}

/** Adds query parameters to an absolute address, keeping any it has. */
export function withQuery(href: string, query: Record<string, string>): string {
  const url = new URL(href);
  for (const [key, value] of Object.entries(query)) url.searchParams.set(key, value);
  return url.href;
}

/** §2 The e-signature landing page with utm source, medium and campaign. */
export function eSignatureHref(origin: string, campaign: ESignCampaign): string {
  return withQuery(resolveRedirect(linkPaths.eSignature, { siteOrigin: origin }), {
    utm_source: ESIGN_UTM.source,
    utm_medium: ESIGN_UTM.medium,
    utm_campaign: campaign,
  });
}

/**
 * §2 Every external link on the site's origin. A configured path wins over the default; a
 * configured absolute URL is kept only if it is on the site (`resolveRedirect`). Links the site
 * does not offer are null: the estate dashboard where it is not configured (or switched off),
 * business solutions and affiliate pages where not configured or their link is switched off,
 * the federal incorporation package outside Canada. German help is the ticket page; CA's
 * online notary is the separate booking service. The e-signature link carries the
 * `member-benefits` campaign (`eSignatureHref` builds the others).
 */
export function accountLinks({ origin, config, country, locale }: LinkInput): AccountLinks {
  const on = (path: string) => resolveRedirect(path, { siteOrigin: origin });
  const upperCountry = country.toUpperCase();
  const german = locale.toLowerCase().split('-')[0] === 'de';
  const allContracts = asFolder(configured(config.legalDocuments) ?? linkPaths.allContracts);
  const ticketCenter = configured(config.ticketCenter) ?? linkPaths.ticketCenter;
  const estateDashboard =
    config.showEstateDashboard === false ? null : configured(config.estateDashboard);
  const businessSolutions =
    config.showBusinessSolutionsPageLink === false ? null : configured(config.businessSolutions);
  const affiliate = config.showAffiliateLink === false ? null : configured(config.affiliate);
  return {
    home: on(configured(config.home) ?? linkPaths.home),
    allContracts: on(allContracts),
    estateContracts: on(`${allContracts}${linkPaths.estateContracts}`),
    realEstateContracts: on(`${allContracts}${linkPaths.realEstateContracts}`),
    businessContracts: on(`${allContracts}${linkPaths.businessContracts}`),
    myDocuments: on(configured(config.myDocuments) ?? linkPaths.myDocuments),
    estateDashboard: estateDashboard ? on(estateDashboard) : null,
    federalIncorporation: FEDERAL_INCORPORATION_COUNTRIES.includes(upperCountry)
      ? on(linkPaths.federalIncorporation)
      : null,
    resources: on(linkPaths.resources),
    help: on(german ? ticketCenter : linkPaths.help),
    feedback: withQuery(on(ticketCenter), { type: 'feedback' }),
    reviews: on(linkPaths.reviews),
    businessSolutions: businessSolutions ? on(businessSolutions) : null,
    affiliate: affiliate ? on(affiliate) : null,
    onlineNotary: upperCountry === 'CA' ? CA_NOTARY_BOOKING_URL : on(linkPaths.onlineNotary),
    legalAdvice: on(linkPaths.legalAdvice),
    eSignature: eSignatureHref(origin, 'member-benefits'),
  };
}

/**
 * Whether a link leaves the site's origin (the CA notary booking service): such links open in
 * a new tab and say so; links on the site open in place.
 */
export function isOffSite(href: string, origin: string): boolean {
  try {
    return new URL(href).origin !== new URL(origin).origin;
  } catch {
    return true;
  }
}

/**
 * The site's origin from the configured host (`www.example.com` or `localhost:6006`) and the
 * page's protocol; the page's own origin when no host is configured.
 */
export function siteOrigin(
  host: string | null | undefined,
  page: { protocol: string; origin: string },
): string {
  const trimmed = host?.trim();
  return trimmed ? `${page.protocol}//${trimmed}` : page.origin;
}
