import { atom } from 'jotai';
import { siteConfigAtom } from '../../platform/config/atoms';
import { apiClientAtom } from '../../platform/state/atoms';
import {
  POLICY_TYPE_BY_KIND,
  type PolicyKind,
  policyContentFromResponse,
  policyDocumentForKind,
  policyFetchFailedMessage,
  policyUrlErrorMessage,
} from './rules';

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

/** Where one policy document is: fetching, shown, or failed (page-shell §2, §8). */
export type PolicyLoadState =
  | { status: 'loading' }
  | { status: 'loaded'; html: string }
  | { status: 'failed' };

/** The key of a document: its kind and the locale it was asked in. */
export function policyStateKey(kind: PolicyKind, locale: string): string {
  return `${kind}|${locale}`;
}

/** Every document asked for so far, by `policyStateKey`. Absent means not asked yet. */
export const policyStatesAtom = atom<Readonly<Record<string, PolicyLoadState>>>({});

/**
 * Fetches a policy document (page-shell §7) unless it is loaded or on its way; a failed one is
 * fetched again (retry). Empty content is loading; a failure logs "Failed fetching {policy
 * type}" (page-shell §8) and leaves no content.
 *
 * A 401 is handed on as a rejection carrying the status: page-shell §8 turns an unhandled 401
 * rejection into the expired-session dialog, and the caller leaves it unhandled on purpose.
 */
export const loadPolicyAtom = atom(
  null,
  async (get, set, request: { kind: PolicyKind; locale: string }): Promise<void> => {
    const key = policyStateKey(request.kind, request.locale);
    const current = get(policyStatesAtom)[key];
    if (current && current.status !== 'failed') return;
    const setState = (state: PolicyLoadState) =>
      set(policyStatesAtom, (states) => ({ ...states, [key]: state }));
    const policyType = POLICY_TYPE_BY_KIND[request.kind];
    const parts = policyDocumentForKind(request.kind, get(siteConfigAtom).brand, request.locale);
    if (!parts.ok) {
      console.error(policyUrlErrorMessage(parts.part));
      console.error(policyFetchFailedMessage(policyType));
      setState({ status: 'failed' });
      return;
    }
    setState({ status: 'loading' });
    const result = await get(apiClientAtom).call('policy', {
      params: { brand: parts.brand, document: parts.document },
    });
    const content = policyContentFromResponse(
      policyType,
      result.ok ? { status: result.status, html: result.data } : null,
    );
    if (content.kind === 'loaded') {
      setState({ status: 'loaded', html: content.html });
      return;
    }
    console.error(policyFetchFailedMessage(content.log.policyType));
    setState({ status: 'failed' });
    if (!result.ok && result.failure.status === 401) throw result.failure;
  },
);
