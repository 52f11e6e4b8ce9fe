import { atom } from 'jotai';

/**
 * The shell's alert dialog (page-shell §2 Alert dialog): an error or success title, optional
 * header text, message lines and an OK button. Texts arrive translated (or verbatim from the
 * server, as §8 asks for status descriptions).
 */
export interface ShellAlert {
  tone: 'error' | 'success';
  /** @default the common error or success title */
  title?: string;
  /** A first, emphasised line above the message lines. */
  header?: string;
  lines: string[];
  /** The button's label. @default OK */
  confirmLabel?: string;
  /** Runs when OK (or Esc) closes the alert. */
  onOk?: () => void;
}

export const shellAlertAtom = atom<ShellAlert | null>(null);

/** Shows an alert, replacing any alert already open. */
export const showAlertAtom = atom(null, (_get, set, alert: ShellAlert) => {
  set(shellAlertAtom, alert);
});

/** Closes the alert and runs its OK handler. */
export const dismissAlertAtom = atom(null, (get, set) => {
  const alert = get(shellAlertAtom);
  set(shellAlertAtom, null);
  alert?.onOk?.();
});
