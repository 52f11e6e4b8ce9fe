/** Policy kinds, their URLs, the dialog request and the dialogs (shell features, host-page messages, server). */
export { openPolicyDialogAtom, type PolicyDialogRequest, showPolicyDialogAtom } from './atoms';
export { loadPolicyDialog, PolicyDialogs } from './PolicyDialogs';
export { PolicyLink, type PolicyLinkProps } from './PolicyLink';
export {
  POLICY_TYPE_BY_KIND,
  PolicyKind,
  policyKindFromMessage,
  policyKinds,
  policyRegion,
  policyUrl,
  policyUrlForKind,
} from './rules';
