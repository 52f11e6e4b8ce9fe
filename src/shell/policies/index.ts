/** Policy kinds, their URLs and the dialog request (shell features, host-page messages, server). */
export { openPolicyDialogAtom, type PolicyDialogRequest, showPolicyDialogAtom } from './atoms';
export {
  POLICY_TYPE_BY_KIND,
  PolicyKind,
  policyKindFromMessage,
  policyKinds,
  policyRegion,
  policyUrl,
  policyUrlForKind,
} from './rules';
