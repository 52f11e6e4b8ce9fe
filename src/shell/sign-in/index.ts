/** Opening the sign-in dialog from outside it (host-page messages). */
export { openSignInDialogAtom, type SignInDialogRequest, signInDialogRequestAtom } from './atoms';
