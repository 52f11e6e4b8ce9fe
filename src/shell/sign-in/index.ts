/** The sign-in dialog, its request atoms and the session transitions other features start. */
export {
  closeSignInDialogAtom,
  openSignInDialogAtom,
  type SignInDialogRequest,
  signInDialogRequestAtom,
} from './atoms';
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
