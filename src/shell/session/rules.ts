/**
 * Session decisions outside the sign-in form (page-shell §2 Signed-out dialog, §4 Signed-out /
 * Expired-session dialogs, §6 tracking labels).
 */

import { SECURE_ID_INVALID_PARAM } from '../../platform/session/secureIdInvalid';

/**
 * Page-shell §2/§4: SecureIDInvalid=1 opens the signed-out dialog and is then removed from the
 * address. `cleanedUrl` is the address without it (null when nothing changes).
 */
export function secureIdInvalidFromUrl(href: string): {
  openSignedOutDialog: boolean;
  cleanedUrl: string | null;
} {
  if (!URL.canParse(href)) return { openSignedOutDialog: false, cleanedUrl: null };
  const url = new URL(href);
  if (url.searchParams.get(SECURE_ID_INVALID_PARAM)?.trim() !== '1') {
    return { openSignedOutDialog: false, cleanedUrl: null };
  }
  url.searchParams.delete(SECURE_ID_INVALID_PARAM);
  return { openSignedOutDialog: true, cleanedUrl: url.href };
}

/**
 * Page-shell §4/§8: a 401 on an unhandled rejection shows the expired-session dialog unless the
 * disableExpiredSessionDialog option is set.
 */
export function showExpiredSessionDialog(input: {
  status: number | null | undefined;
  disableExpiredSessionDialog?: boolean;
}): boolean {
  return input.status === 401 && input.disableExpiredSessionDialog !== true;
}

/**
 * Page-shell §2 Signed-out dialog: the business-solutions link, when it is enabled (the
 * configuration's show flag and a page address), or null.
 */
export function signedOutBusinessSolutionsHref(values: {
  showBusinessSolutionsPageLink?: boolean | null;
  businessSolutions?: string | null;
}): string | null {
  const href = values.businessSolutions?.trim();
  return values.showBusinessSolutionsPageLink === true && href ? href : null;
}

/** Default My Documents page (page-shell §2 Paths). */
export const DEFAULT_MY_DOCUMENTS_PATH = '/mydocuments/';

export type MyDocumentsEntryId = 'documents' | 'newDocument' | 'account';
export interface MyDocumentsEntry {
  id: MyDocumentsEntryId;
  href: string;
}

/**
 * The My Documents dialog of the French-language brand (page-shell §2 Other dialogs; its
 * content is not specified, see docs/decisions.md): the member's documents page (the
 * configured one, or /mydocuments/), a new document from the legal-documents page, and My
 * Account, each only when it has an address. Signed-out visitors get the new-document entry
 * alone: their documents need a sign-in first.
 */
export function myDocumentsEntries(
  values: {
    myDocuments?: string | null;
    legalDocuments?: string | null;
    myAccount?: string | null;
  },
  isSignedIn: boolean,
): MyDocumentsEntry[] {
  const entries: { id: MyDocumentsEntryId; href: string | null | undefined; member: boolean }[] = [
    {
      id: 'documents',
      href: values.myDocuments?.trim() || DEFAULT_MY_DOCUMENTS_PATH,
      member: true,
    },
    { id: 'newDocument', href: values.legalDocuments?.trim(), member: false },
    { id: 'account', href: values.myAccount?.trim(), member: true },
  ];
  return entries
    .filter((entry) => (isSignedIn || !entry.member) && entry.href)
    .map(({ id, href }) => ({ id, href: href as string }));
}
