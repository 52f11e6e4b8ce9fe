import { useAtomValue } from 'jotai';
import { lazyChunk } from '../../platform/lazy';
import { shellAlertAtom } from './atoms';

const shellAlertDialog = lazyChunk(() => import('./ShellAlertDialogContent'));

/** The alert dialog's chunk, fetched when the page first shows an alert. */
export const loadShellAlertDialog = shellAlertDialog.load;

/** The one alert dialog of the page: mounted once by the page shell, fed by `showAlertAtom`. */
export function ShellAlertDialog() {
  const chunk = shellAlertDialog.useModule(useAtomValue(shellAlertAtom) !== null);
  return chunk ? <chunk.ShellAlertDialogContent /> : null;
}
