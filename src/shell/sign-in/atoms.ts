import { atom } from 'jotai';
import { patchLayoutAtom } from '../layout';

/** How the sign-in dialog was asked to open (page-shell §4 Sign-in dialog). */
export interface SignInDialogRequest {
  /** Create opens the create-account section; anything else opens sign-in. */
  mode: 'SignIn' | 'Create';
  /** Product the member is saving (save-document mode). */
  productInfo?: Record<string, unknown>;
  accountCreationLink?: string;
  /** Whether the dialog shows its close button. @default true */
  showCloseButton?: boolean;
  /** Runs once the member is signed in through the dialog (sign-in or account creation). */
  onComplete?: () => void;
}

export const signInDialogRequestAtom = atom<SignInDialogRequest>({ mode: 'SignIn' });

/** Opens the sign-in dialog with its options. */
export const openSignInDialogAtom = atom(
  null,
  (_get, set, request: SignInDialogRequest = { mode: 'SignIn' }) => {
    set(signInDialogRequestAtom, request);
    set(patchLayoutAtom, { showSignInDialog: true });
  },
);

/** Closes the sign-in dialog. */
export const closeSignInDialogAtom = atom(null, (_get, set) => {
  set(patchLayoutAtom, { showSignInDialog: false });
});
