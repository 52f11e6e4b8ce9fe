import { atom } from 'jotai';
import type { PolicyKind } from './rules';

/** A policy dialog asked for programmatically (page-shell §2 Policy dialogs, §7 message). */
export interface PolicyDialogRequest {
  kind: PolicyKind;
  /** Locale of the document; the page's locale when absent. */
  locale?: string;
}

/**
 * The policy dialog currently open, or `null`. Each kind's dialog is rendered lazily the first
 * time it is requested (see `requestedPolicyKindsAtom`).
 */
export const openPolicyDialogAtom = atom<PolicyDialogRequest | null>(null);

/** Every kind requested so far: their dialogs stay mounted once rendered. */
export const requestedPolicyKindsAtom = atom<ReadonlySet<PolicyKind>>(new Set<PolicyKind>());

/** Opens the policy dialog of `request.kind`. */
export const showPolicyDialogAtom = atom(null, (get, set, request: PolicyDialogRequest) => {
  const requested = get(requestedPolicyKindsAtom);
  if (!requested.has(request.kind))
    set(requestedPolicyKindsAtom, new Set([...requested, request.kind]));
  set(openPolicyDialogAtom, request);
});
