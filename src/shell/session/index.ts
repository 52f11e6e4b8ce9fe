/**
 * Session dialogs (page-shell §2, §4): the signed-out dialog (SecureIDInvalid=1), the
 * expired-session flow (an unhandled 401 rejection; the dialog itself loads lazily) and the
 * French brand's My Documents dialog (opened by the layout's `showMyDocumentsDialog`).
 */

export { SECURE_ID_INVALID_PARAM } from '../../platform/session/secureIdInvalid';
export {
  expiredSessionDialogOpenAtom,
  openExpiredSessionDialogAtom,
  signedOutDialogOpenAtom,
} from './atoms';
export {
  ExpiredSession,
  type ExpiredSessionOptions,
  loadExpiredSessionDialog,
  useExpiredSessionListener,
} from './ExpiredSession';
export { loadMyDocumentsDialog, MyDocumentsDialog } from './MyDocumentsDialog';
export { secureIdInvalidFromUrl, showExpiredSessionDialog } from './rules';
export {
  loadSignedOutDialog,
  SignedOutDialog,
  type SignedOutDialogProps,
} from './SignedOutDialog';
