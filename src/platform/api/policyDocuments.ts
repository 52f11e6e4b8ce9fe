/**
 * Policy documents (page-shell §3 policy kinds, §5 Policy URL, §7 the policy call, §9 region
 * overrides): the kinds and how a kind, brand and locale name a document file. Shared by the
 * policy dialogs (`src/shell/policies`, which re-exports all of it) and the reference server
 * that serves the files, so it lives below both and holds no UI.
 */

/**
 * The revision of the published policies: the date they took effect (ISO). The policy
 * documents print it as their effective date, and each cookie choice's proof of consent names
 * it (issue #26), so a record shows which cookie policy the visitor was shown. Change it with
 * the policy texts.
 */
export const POLICY_REVISION = '2026-01-01';

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
export type PolicyDocumentResult =
  | { ok: true; brand: string; document: string }
  | { ok: false; error: 'mustNotBeEmpty'; part: PolicyUrlPart };

/**
 * Page-shell §5/§7: the two path parts of a policy file, `{brand}` and
 * `{policytype_locale[_region]}` (without `.html`), as the contract's `policy` call takes them.
 * Brand, type and locale must be non-empty; the failure names the first empty part.
 */
export function policyDocument(parts: {
  brand: string;
  policyType: string;
  locale: string;
  region?: string | null;
}): PolicyDocumentResult {
  const brand = parts.brand.trim();
  const policyType = parts.policyType.trim();
  const locale = toPolicyLocale(parts.locale);
  if (brand === '') return { ok: false, error: 'mustNotBeEmpty', part: 'brand' };
  if (policyType === '') return { ok: false, error: 'mustNotBeEmpty', part: 'policyType' };
  if (locale === '') return { ok: false, error: 'mustNotBeEmpty', part: 'locale' };
  const region = parts.region?.trim().toLowerCase().replace(/\s+/g, '_');
  const document = [policyType.toLowerCase().replace(/\s+/g, '_'), locale, region]
    .filter(Boolean)
    .join('_');
  return { ok: true, brand, document };
}

/** Policy document parts for a kind, with the §9 region override applied. */
export function policyDocumentForKind(
  kind: PolicyKind,
  brand: string,
  locale: string,
): PolicyDocumentResult {
  return policyDocument({
    brand,
    policyType: POLICY_TYPE_BY_KIND[kind],
    locale,
    region: policyRegion(kind, locale),
  });
}

/** Page-shell §5: the message of a policy URL that could not be built. */
export function policyUrlErrorMessage(part: PolicyUrlPart): string {
  return `Policy URL: ${part} must not be empty`;
}

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
  const built = policyDocument(parts);
  if (!built.ok) return built;
  return {
    ok: true,
    url: `/common/components/website-policies/${encodeURIComponent(built.brand)}/${encodeURIComponent(built.document)}.html`,
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
