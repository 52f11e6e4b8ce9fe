import { useAtomValue } from 'jotai';
import { lazyChunk, useNeeded } from '../../platform/lazy';
import { showSignInDialogAtom } from '../layout';
import { saveDocumentSuccessOpenAtom } from './atoms';

const signInDialog = lazyChunk(() => import('./SignInDialogContent'));

/**
 * The dialog's chunk (its forms, the save-document redesign): prefetched once the first screen
 * is idle and on the hover, focus or press of a sign-in link, else fetched when it first opens.
 */
export const loadSignInDialog = signInDialog.load;

/**
 * The sign-in dialog (page-shell §2, §4, §5, §8): sign in, reset password and create account,
 * switched by links. It opens when `layoutAtom.showSignInDialog` is set (`openSignInDialogAtom`)
 * with the options of `signInDialogRequestAtom`. Closing clears what was typed; a failed call
 * keeps it. In the US, with product info and the save-document redesign (variation N), the
 * create section is the redesigned save-document dialog. Mount it once, with
 * `ShellAlertDialog`, which shows its alerts.
 */
export function SignInDialog() {
  const isOpen = useAtomValue(showSignInDialogAtom);
  const isSuccessOpen = useAtomValue(saveDocumentSuccessOpenAtom);
  // Rendered from its first opening on, so it closes with its exit animation like any dialog.
  const chunk = signInDialog.useModule(useNeeded(isOpen || isSuccessOpen));
  return chunk ? <chunk.SignInDialogContent /> : null;
}
