/** The shell's one alert dialog: any feature shows an error or success alert through it. */
export { dismissAlertAtom, type ShellAlert, shellAlertAtom, showAlertAtom } from './atoms';
export { loadShellAlertDialog, ShellAlertDialog } from './ShellAlertDialog';
