import { useAtomValue } from 'jotai';
import { lazyChunk, useNeeded } from '../../platform/lazy';
import { showMyDocumentsDialogAtom } from '../layout';

const myDocumentsDialog = lazyChunk(() => import('./MyDocumentsDialogContent'));

/** The dialog's chunk, fetched when it first opens (My Documents on the French brand). */
export const loadMyDocumentsDialog = myDocumentsDialog.load;

/**
 * The My Documents dialog of the French-language brand (page-shell §2 Paths, Other dialogs):
 * there, My Documents opens this dialog instead of navigating. The spec leaves its content
 * open; it gathers the member's document entry points (their documents, a new document, My
 * Account). A signed-out visitor is asked to sign in first. Open while the layout's
 * `showMyDocumentsDialog` is set; closing clears it. Mount it once in the shell.
 */
export function MyDocumentsDialog() {
  const chunk = myDocumentsDialog.useModule(useNeeded(useAtomValue(showMyDocumentsDialogAtom)));
  return chunk ? <chunk.MyDocumentsDialogContent /> : null;
}
