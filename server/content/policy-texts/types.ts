/**
 * Shared shape of the policy templates (page-shell §2 Policy dialogs, §3 Policy content
 * variables): one template set per language, filled with the brand and its operator.
 */
import type { PolicyKind } from '../../../src/platform/api/policyDocuments';

export type PolicyLanguage = 'en' | 'fr' | 'de' | 'es';

/** The fictional company that runs a brand's site. */
export interface Operator {
  company: string;
  street: string;
  city: string;
  country: Record<PolicyLanguage, string>;
  /** Register entry as the operator's own register writes it. */
  registration: string;
  vatId: string | null;
  representative: string;
  phone: string;
  /** Mailboxes live at this domain: privacy@, support@, editorial@, legal@. */
  mailDomain: string;
  hosting: string;
}

/** What a template needs: page-shell §3's siteBrand and siteBrandWithTrademark, and the market. */
export interface PolicyContext {
  siteBrand: string;
  siteBrandWithTrademark: string;
  /** `en_US` form. */
  locale: string;
  /** ISO country of the locale (`US` in `en_US`). */
  country: string;
  /** The §9 region override the document was requested with, lower case. */
  region: 'quebec' | 'california' | null;
  operator: Operator;
  /** Public site address, e.g. https://www.legalkit.example.com */
  origin: string;
  /** Effective date, formatted for the locale. */
  effectiveDate: string;
}

export type PolicyTemplates = Record<PolicyKind, (context: PolicyContext) => string>;

/** EU and EEA countries among the markets: GDPR applies, plus the EU AI Act notice. */
export const EU_COUNTRIES: readonly string[] = ['IE', 'FR', 'DE', 'AT', 'ES'];
