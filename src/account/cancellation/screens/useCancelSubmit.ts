import { useSetAtom } from 'jotai';
import { useRef, useState } from 'react';
import { type CancelInput, cancelSubscriptionAtom } from '..';

/**
 * Submits a cancellation at most once at a time: a second press (a double click, Enter twice)
 * while the call is in flight is ignored even before the pending state renders. On success
 * `onSuccess` runs (the guard stays closed: the page is leaving); on failure the error dialog
 * comes from the API client (policy `show`) and the page stays as it was, ready to try again.
 */
export function useCancelSubmit(onSuccess: () => void) {
  const cancel = useSetAtom(cancelSubscriptionAtom);
  const inFlight = useRef(false);
  const [isPending, setPending] = useState(false);
  const submit = async (input: CancelInput) => {
    if (inFlight.current) return;
    inFlight.current = true;
    setPending(true);
    const result = await cancel(input);
    if (result.ok) {
      onSuccess();
      return;
    }
    inFlight.current = false;
    setPending(false);
  };
  return { submit, isPending };
}
