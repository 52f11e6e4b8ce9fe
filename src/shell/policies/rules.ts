/**
 * Policy dialog decisions (page-shell §2 Policy dialogs, §3 policy kinds, §5 Policy URL,
 * §7 policy fetch and show-website-policy-dialog message, §8 policy fetch failure, §9 overrides).
 */

export {
  POLICY_TYPE_BY_KIND,
  type PolicyDocumentResult,
  PolicyKind,
  type PolicyUrlPart,
  type PolicyUrlResult,
  policyDocument,
  policyDocumentForKind,
  policyKinds,
  policyRegion,
  policyUrl,
  policyUrlErrorMessage,
  policyUrlForKind,
  toPolicyLocale,
} from '../../platform/api/policyDocuments';

import { POLICY_TYPE_BY_KIND, PolicyKind } from '../../platform/api/policyDocuments';

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

/** The `policies:titles.*` key of each kind's dialog title and link text (page-shell §2). */
export const POLICY_TITLE_KEY = {
  DISCLAIMER: 'disclaimer',
  PRIVACYPOLICY: 'privacyPolicy',
  TERMS: 'termsOfUse',
  COOKIEPOLICY: 'cookiePolicy',
  EDITORIALPOLICY: 'editorialPolicy',
  EMAILPOLICY: 'emailPolicy',
  LEGALNOTICE: 'legalNotice',
  AIDISCLAIMER: 'aiDisclaimer',
} as const satisfies Record<PolicyKind, string>;

/** Page-shell §2: editorial, privacy and terms show print and save-as-PDF; the others none. */
export function policyShowsPrintAndSave(kind: PolicyKind): boolean {
  return (
    kind === PolicyKind.EditorialPolicy ||
    kind === PolicyKind.PrivacyPolicy ||
    kind === PolicyKind.Terms
  );
}

export type PolicyContent =
  | { kind: 'loaded'; html: string }
  /** Page-shell §8: "Failed fetching {policy type}" is logged; displayed content stays empty. */
  | { kind: 'failed'; log: { message: 'policyFetchFailed'; policyType: string } };

/**
 * Page-shell §7/§8: success is status 200 with HTML; anything else fails. A 200 without any
 * HTML fails too: empty content means "loading", so it would otherwise load for ever.
 */
export function policyContentFromResponse(
  policyType: string,
  response: { status: number; html: string } | null,
): PolicyContent {
  if (response?.status === 200 && response.html.trim() !== '') {
    return { kind: 'loaded', html: response.html };
  }
  return { kind: 'failed', log: { message: 'policyFetchFailed', policyType } };
}

/** Page-shell §8: the console error of a failed policy fetch. */
export function policyFetchFailedMessage(policyType: string): string {
  return `Failed fetching ${policyType}`;
}

/** Page-shell §3 policy content settings: what a policy dialog shows besides the document. */
export interface PolicyContentSettings {
  policyType: string;
  showPrintButton: boolean;
  showSaveButton: boolean;
  /** The name the browser proposes when the document is saved as a PDF (no extension). */
  pdfFileName: string;
}

/** Characters no file system accepts in a name, and control characters. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it removes
const UNSAFE_FILE_NAME = /[\\/:*?"<>|\u0000-\u001f]+/g;

/**
 * Page-shell §3: the PDF file name is the site brand and the dialog's (translated) title, e.g.
 * "LegalKit - Privacy Policy", without characters a file name cannot hold; the title alone
 * when the brand is not known yet.
 */
export function policyPdfFileName(siteBrand: string | null | undefined, title: string): string {
  const clean = (text: string) => text.replace(UNSAFE_FILE_NAME, ' ').replace(/\s+/g, ' ').trim();
  return [siteBrand ?? '', title].map(clean).filter(Boolean).join(' - ');
}

/** Page-shell §2/§3: the settings of a kind's dialog. */
export function policyContentSettings(
  kind: PolicyKind,
  siteBrand: string | null | undefined,
  title: string,
): PolicyContentSettings {
  const printable = policyShowsPrintAndSave(kind);
  return {
    policyType: POLICY_TYPE_BY_KIND[kind],
    showPrintButton: printable,
    showSaveButton: printable,
    pdfFileName: policyPdfFileName(siteBrand, title),
  };
}

/** Page-shell §2: empty content means the dialog is still loading (shows the loading bar). */
export function isPolicyLoading(content: string | null | undefined): boolean {
  return !content;
}
