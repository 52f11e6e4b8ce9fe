import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect } from 'react';
import { lazyChunk, useNeeded } from '../../platform/lazy';
import { signedOutDialogOpenAtom } from './atoms';
import { secureIdInvalidFromUrl } from './rules';

export interface SignedOutDialogProps {
  /**
   * Whether the content links to the business-solutions page.
   * @default the configuration's showBusinessSolutionsPageLink with a businessSolutions page
   */
  showBusinessSolutionsLink?: boolean;
}

const signedOutDialog = lazyChunk(() => import('./SignedOutDialogContent'));

/** The dialog's chunk, fetched when it first opens (a `SecureIDInvalid=1` address). */
export const loadSignedOutDialog = signedOutDialog.load;

/**
 * The signed-out dialog (page-shell §2, §4): on mount, `SecureIDInvalid=1` in the address opens
 * it and the parameter is removed from the address (history.replaceState, no reload). The
 * translated title and content, optionally a link to the business solutions, and a primary
 * button that closes it and opens the sign-in dialog. Mount it once in the shell.
 */
export function SignedOutDialog({ showBusinessSolutionsLink }: SignedOutDialogProps) {
  const isOpen = useAtomValue(signedOutDialogOpenAtom);
  const setOpen = useSetAtom(signedOutDialogOpenAtom);
  const chunk = signedOutDialog.useModule(useNeeded(isOpen));

  useEffect(() => {
    const { openSignedOutDialog, cleanedUrl } = secureIdInvalidFromUrl(window.location.href);
    if (cleanedUrl) window.history.replaceState(window.history.state, '', cleanedUrl);
    if (openSignedOutDialog) setOpen(true);
  }, [setOpen]);

  return chunk ? (
    <chunk.SignedOutDialogContent showBusinessSolutionsLink={showBusinessSolutionsLink} />
  ) : null;
}
