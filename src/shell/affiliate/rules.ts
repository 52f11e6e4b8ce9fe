/**
 * Affiliate detection and the affiliate table (page-shell §2 "Affiliate detection", §3
 * Affiliate table). Partners are fictional.
 */

export interface Affiliate {
  /** Code carried by `pid=pg-{code}`, lower case. */
  code: string;
  /** Styling hook for the co-brand logo. */
  logoClass: string;
  /** Partner's own name (a proper noun, also the co-brand logo's alternative text). */
  name: string;
  hasCoBranding: boolean;
  logoLink?: string;
  /** When set, only these category codes show. */
  visibleCategories?: readonly string[];
  /** Item URLs hidden from every category. */
  hiddenItemUrls?: readonly string[];
}

/** Page-shell §3: most partners show only notary, e-sign and the AI assistant. */
const SERVICES_ONLY = ['NOTARY', 'SIGN', 'AIAID'] as const;
/** Page-shell §3: the rental-risk partner shows these categories and no others. */
export const RENTAL_RISK_CATEGORIES = [
  'SALES',
  'BUS',
  'FAMILY',
  'MISC',
  'NOTARY',
  'SIGN',
  'AIAID',
  'ESTATE',
] as const;

const partner = (
  code: string,
  name: string,
  extra: Partial<Omit<Affiliate, 'code' | 'name'>> = {},
): Affiliate => ({
  code,
  name,
  logoClass: `affiliate-${code}`,
  hasCoBranding: false,
  visibleCategories: SERVICES_ONLY,
  ...extra,
});

/** About 18 partners, four co-branded (page-shell §3). */
export const AFFILIATES: readonly Affiliate[] = [
  partner('rentshield', 'RentShield Risk', { visibleCategories: RENTAL_RISK_CATEGORIES }),
  partner('harborbank', 'Harbor Community Bank', {
    hasCoBranding: true,
    logoLink: 'https://harborbank.example',
  }),
  partner('meadowcu', 'Meadow Credit Union', {
    hasCoBranding: true,
    logoLink: 'https://meadowcu.example',
  }),
  partner('quillhr', 'QuillHR', { hasCoBranding: true }),
  partner('northpine', 'Northpine Insurance', {
    hasCoBranding: true,
    logoLink: 'https://northpine.example',
  }),
  partner('brightledger', 'BrightLedger'),
  partner('casaclave', 'CasaClave'),
  partner('deskmate', 'Deskmate Payroll'),
  partner('elmstreet', 'Elm Street Realty'),
  partner('fernworks', 'Fernworks'),
  partner('granitecpa', 'Granite CPA'),
  partner('hollowtax', 'Hollow Tax'),
  partner('ironleaf', 'Ironleaf Legal Plans'),
  partner('junipermove', 'Juniper Moving'),
  partner('kitebiz', 'Kite Business'),
  partner('lanternhome', 'Lantern Home Services', { visibleCategories: undefined }),
  partner('mosaicbenefits', 'Mosaic Benefits', {
    visibleCategories: undefined,
    hiddenItemUrls: ['/estate-planning/last-will/'],
  }),
  partner('novaseniors', 'Nova Seniors', {
    visibleCategories: undefined,
    hiddenItemUrls: ['/business/partnership-agreement/'],
  }),
];

const PID_FORM = /^pg-([a-z0-9_-]+)$/i;

function pgCode(queryString: string | null | undefined): string | null {
  if (!queryString) return null;
  const withoutFragment = queryString.split('#')[0] ?? '';
  const query = withoutFragment.slice(withoutFragment.indexOf('?') + 1);
  const pid = new URLSearchParams(query).get('pid')?.trim() ?? '';
  return PID_FORM.exec(pid)?.[1]?.toLowerCase() ?? null;
}

/**
 * Page-shell §2: the affiliate code from `pid=pg-{code}` in the current query string, falling
 * back to the stored last query string when the current one carries no such pid.
 */
export function affiliateCodeFromQuery(
  search: string | null | undefined,
  storedLastQueryString: string | null | undefined,
): string | null {
  return pgCode(search) ?? pgCode(storedLastQueryString);
}

/** The table entry for a code (case-insensitive), or null for an unknown partner. */
export function findAffiliate(code: string | null | undefined): Affiliate | null {
  if (!code) return null;
  const wanted = code.toLowerCase();
  return AFFILIATES.find((affiliate) => affiliate.code === wanted) ?? null;
}

/** Page-shell §2/§3: detection plus lookup. */
export function detectAffiliate(
  search: string | null | undefined,
  storedLastQueryString: string | null | undefined,
): Affiliate | null {
  return findAffiliate(affiliateCodeFromQuery(search, storedLastQueryString));
}

/** Page-shell §2 Header: the co-brand logo shows only for co-branded partners. */
export function coBrandLogo(
  affiliate: Affiliate | null,
): { logoClass: string; name: string; link: string | null } | null {
  if (!affiliate?.hasCoBranding) return null;
  return { logoClass: affiliate.logoClass, name: affiliate.name, link: affiliate.logoLink ?? null };
}
