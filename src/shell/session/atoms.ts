import { atom } from 'jotai';
import { signOutAtom } from '../../platform/session/atoms';

/** The signed-out dialog (page-shell §4): closed at start, opened by SecureIDInvalid=1. */
export const signedOutDialogOpenAtom = atom(false);

/** The expired-session dialog (page-shell §4): opened by an unhandled 401 rejection. */
export const expiredSessionDialogOpenAtom = atom(false);

/**
 * Page-shell §4 Expired-session dialog: "a session action runs and the dialog is shown". The
 * action is a local sign-out (the session and the licence cache are forgotten; the server has
 * already ended the session, so nothing is posted and the page stays).
 */
export const openExpiredSessionDialogAtom = atom(null, (_get, set) => {
  set(signOutAtom);
  set(expiredSessionDialogOpenAtom, true);
});
