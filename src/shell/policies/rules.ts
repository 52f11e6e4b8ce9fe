/**
 * Policy dialog decisions (page-shell §2 Policy dialogs, §3 policy kinds, §5 Policy URL,
 * §7 policy fetch and show-website-policy-dialog message, §8 policy fetch failure, §9 overrides).
 */

/** Policy kinds (page-shell §3 Enumerations). */
export const PolicyKind = {
  Disclaimer: 'DISCLAIMER',
  PrivacyPolicy: 'PRIVACYPOLICY',
  Terms: 'TERMS',
  CookiePolicy: 'COOKIEPOLICY',
  EditorialPolicy: 'EDITORIALPOLICY',
  EmailPolicy: 'EMAILPOLICY',
  LegalNotice: 'LEGALNOTICE',
  AiDisclaimer: 'AIDISCLAIMER',
} as const;
export type PolicyKind = (typeof PolicyKind)[keyof typeof PolicyKind];
export const policyKinds = Object.values(PolicyKind);

/** Policy names carried by the show-website-policy-dialog host message (page-shell §7). */
export type PolicyMessageName =
  | 'terms'
  | 'ai-disclaimer'
  | 'cookie'
  | 'disclaimer'
  | 'email'
  | 'editorial'
  | 'legal-notice'
  | 'privacy';

const MESSAGE_NAME_BY_KIND: Record<PolicyKind, PolicyMessageName> = {
  TERMS: 'terms',
  AIDISCLAIMER: 'ai-disclaimer',
  COOKIEPOLICY: 'cookie',
  DISCLAIMER: 'disclaimer',
  EMAILPOLICY: 'email',
  EDITORIALPOLICY: 'editorial',
  LEGALNOTICE: 'legal-notice',
  PRIVACYPOLICY: 'privacy',
};

/** Page-shell §7: the message-bus name of a policy kind. */
export function policyMessageName(kind: PolicyKind): PolicyMessageName {
  return MESSAGE_NAME_BY_KIND[kind];
}

/** Page-shell §7: the policy kind a show-website-policy-dialog message asks for, or null. */
export function policyKindFromMessage(name: string | null | undefined): PolicyKind | null {
  const wanted = name?.trim().toLowerCase();
  const entry = Object.entries(MESSAGE_NAME_BY_KIND).find(([, message]) => message === wanted);
  return entry ? (entry[0] as PolicyKind) : null;
}

/**
 * Page-shell §5/§7: the policy type that names the document file (before lower-casing and
 * spaces to underscores). Not user-facing: the dialog title comes from translations.
 */
export const POLICY_TYPE_BY_KIND: Record<PolicyKind, string> = {
  DISCLAIMER: 'Disclaimer',
  PRIVACYPOLICY: 'Privacy Policy',
  TERMS: 'Terms of Use',
  COOKIEPOLICY: 'Cookie Policy',
  EDITORIALPOLICY: 'Editorial Policy',
  EMAILPOLICY: 'Email Policy',
  LEGALNOTICE: 'Legal Notice',
  AIDISCLAIMER: 'AI Disclaimer',
};

/** Page-shell §2: editorial, privacy and terms show print and save-as-PDF; the others none. */
export function policyShowsPrintAndSave(kind: PolicyKind): boolean {
  return (
    kind === PolicyKind.EditorialPolicy ||
    kind === PolicyKind.PrivacyPolicy ||
    kind === PolicyKind.Terms
  );
}

/** `en-CA` or `en_CA` → `en_CA`, the form policy files use. */
export function toPolicyLocale(locale: string): string {
  return locale.trim().replace('-', '_');
}

/**
 * Page-shell §9: Quebec for the cookie and privacy policies in en_CA and fr_CA; California for
 * the privacy policy in en_US; otherwise no region.
 */
export function policyRegion(kind: PolicyKind, locale: string): string | null {
  const normalized = toPolicyLocale(locale);
  const cookieOrPrivacy = kind === PolicyKind.CookiePolicy || kind === PolicyKind.PrivacyPolicy;
  if (cookieOrPrivacy && (normalized === 'en_CA' || normalized === 'fr_CA')) return 'Quebec';
  if (kind === PolicyKind.PrivacyPolicy && normalized === 'en_US') return 'California';
  return null;
}

export type PolicyUrlPart = 'brand' | 'policyType' | 'locale';
export type PolicyUrlResult =
  | { ok: true; url: string }
  | { ok: false; error: 'mustNotBeEmpty'; part: PolicyUrlPart };

/**
 * Page-shell §5/§7: `/common/components/website-policies/{brand}/{policyType_locale[_region]}.html`
 * with the policy type lower-cased and spaces turned into underscores and the region
 * lower-cased. Brand, type and locale must be non-empty; the failure names the first empty part.
 */
export function policyUrl(parts: {
  brand: string;
  policyType: string;
  locale: string;
  region?: string | null;
}): PolicyUrlResult {
  const brand = parts.brand.trim();
  const policyType = parts.policyType.trim();
  const locale = toPolicyLocale(parts.locale);
  if (brand === '') return { ok: false, error: 'mustNotBeEmpty', part: 'brand' };
  if (policyType === '') return { ok: false, error: 'mustNotBeEmpty', part: 'policyType' };
  if (locale === '') return { ok: false, error: 'mustNotBeEmpty', part: 'locale' };
  const region = parts.region?.trim().toLowerCase().replace(/\s+/g, '_');
  const file = [policyType.toLowerCase().replace(/\s+/g, '_'), locale, region]
    .filter(Boolean)
    .join('_');
  return {
    ok: true,
    url: `/common/components/website-policies/${encodeURIComponent(brand)}/${encodeURIComponent(file)}.html`,
  };
}

/** Policy URL for a kind, with the §9 region override applied. */
export function policyUrlForKind(kind: PolicyKind, brand: string, locale: string): PolicyUrlResult {
  return policyUrl({
    brand,
    policyType: POLICY_TYPE_BY_KIND[kind],
    locale,
    region: policyRegion(kind, locale),
  });
}

export type PolicyContent =
  | { kind: 'loaded'; html: string }
  /** Page-shell §8: "Failed fetching {policy type}" is logged; displayed content stays empty. */
  | { kind: 'failed'; log: { message: 'policyFetchFailed'; policyType: string } };

/** Page-shell §7/§8: success is status 200 with HTML; anything else fails. */
export function policyContentFromResponse(
  policyType: string,
  response: { status: number; html: string } | null,
): PolicyContent {
  if (response?.status === 200) return { kind: 'loaded', html: response.html };
  return { kind: 'failed', log: { message: 'policyFetchFailed', policyType } };
}

/** Page-shell §2: empty content means the dialog is still loading (shows the loading bar). */
export function isPolicyLoading(content: string | null | undefined): boolean {
  return !content;
}
