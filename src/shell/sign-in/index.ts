/** The sign-in dialog, its request atoms and the session transitions other features start. */
export {
  closeSignInDialogAtom,
  hideSignInDialogAtom,
  openSignInDialogAtom,
  type SignInDialogRequest,
  signInDialogRequestAtom,
  signInFormAtom,
} from './atoms';
export { DEFAULT_MY_DOCUMENTS_PATH } from './rules';
export { loadSignInDialog, SignInDialog } from './SignInDialog';
export {
  AFTER_SIGN_OUT_PATH,
  type Credentials,
  createAccountAtom,
  otherHostsAtom,
  type ProductInfo,
  passwordRecoveryAtom,
  type SignOutOutcome,
  type SignOutTexts,
  sessionLoggerAtom,
  signInWithPasswordAtom,
  signOutFlowAtom,
  useSignOut,
} from './session';
