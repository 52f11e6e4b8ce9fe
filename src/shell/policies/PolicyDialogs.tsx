import { useAtomValue } from 'jotai';
import { lazy, Suspense } from 'react';
import { openPolicyDialogAtom, requestedPolicyKindsAtom } from './atoms';
import { policyKinds } from './rules';

/** The dialog's chunk (its styles and the sanitiser too), fetched when a policy is first asked for. */
export const loadPolicyDialog = () => import('./PolicyDialog');

const PolicyDialog = lazy(() =>
  loadPolicyDialog().then((module) => ({ default: module.PolicyDialog })),
);

/**
 * Every policy dialog of the page (page-shell §2 Policy dialogs): mount it once in the shell.
 * A kind's dialog is rendered lazily the first time it is requested (a link, the
 * `showPolicyDialogAtom`, the show-website-policy-dialog message) and then stays mounted,
 * opened and closed by `openPolicyDialogAtom`.
 */
export function PolicyDialogs() {
  const requested = useAtomValue(requestedPolicyKindsAtom);
  const open = useAtomValue(openPolicyDialogAtom);
  const kinds = policyKinds.filter((kind) => requested.has(kind) || open?.kind === kind);
  return (
    <>
      {kinds.map((kind) => (
        <Suspense key={kind} fallback={null}>
          <PolicyDialog kind={kind} />
        </Suspense>
      ))}
    </>
  );
}
