/**
 * Session decisions outside the sign-in form (page-shell §2 Signed-out dialog, §4 Signed-out /
 * Expired-session dialogs, §6 tracking labels).
 */

/** Query parameter that opens the signed-out dialog (page-shell §2). */
export const SECURE_ID_INVALID_PARAM = 'SecureIDInvalid';

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
