import { atom } from 'jotai';
import { patchLayoutAtom } from '../layout';
import { type DialogMessage, initialSection, SignInSection } from './rules';

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

/**
 * What the dialog holds between renders: the section, what the member typed, and the errors
 * shown. It outlives a hidden dialog (save-document success) and is cleared only on close.
 */
export interface SignInFormState {
  section: SignInSection;
  email: string;
  password: string;
  /** Errors under each field: a client key or the server's description (page-shell §8). */
  errors: { email?: DialogMessage; password?: DialogMessage };
  /** A message at the top of the section: the locked-account message (page-shell §4). */
  notice: DialogMessage | null;
}

export function emptySignInForm(section: SignInSection = SignInSection.SignIn): SignInFormState {
  return { section, email: '', password: '', errors: {}, notice: null };
}

export const signInFormAtom = atom<SignInFormState>(emptySignInForm());

/** Opens the sign-in dialog with its options, in the section its mode asks for. */
export const openSignInDialogAtom = atom(
  null,
  (get, set, request: SignInDialogRequest = { mode: 'SignIn' }) => {
    set(signInDialogRequestAtom, request);
    set(signInFormAtom, {
      ...get(signInFormAtom),
      section: initialSection(request.mode),
      errors: {},
      notice: null,
    });
    set(patchLayoutAtom, { showSignInDialog: true });
  },
);

/** Hides the dialog and keeps what it holds (page-shell §4: save-document success). */
export const hideSignInDialogAtom = atom(null, (_get, set) => {
  set(patchLayoutAtom, { showSignInDialog: false });
});

/** Closes the sign-in dialog: its fields and errors are cleared (page-shell §4). */
export const closeSignInDialogAtom = atom(null, (get, set) => {
  set(patchLayoutAtom, { showSignInDialog: false });
  set(signInFormAtom, emptySignInForm(initialSection(get(signInDialogRequestAtom).mode)));
});

/** The save-document redesign's success dialog (page-shell §2), open after a create. */
export const saveDocumentSuccessOpenAtom = atom(false);
