import { useSetAtom } from 'jotai';
import { useEventually } from '../../platform/state/useEventually';
import { paymentMethods } from '../payment-methods';
import { subscriptions } from '../subscriptions';
import { type SavedCardStatus, savedCardStatus } from './rules';
import { useNow } from './useNow';

/** The saved cards' status (`savedCardStatus`), or the reload of a failed card list. */
export function useCardStatus():
  | { ok: true; status: SavedCardStatus }
  | { ok: false; reload: () => void } {
  const cards = useEventually(paymentMethods.value);
  const subs = useEventually(subscriptions.value);
  const reload = useSetAtom(paymentMethods.reload);
  const now = useNow();
  if (!cards.ok) return { ok: false, reload };
  // Without the subscriptions (failed), the cards alone still say whether one has expired.
  return { ok: true, status: savedCardStatus(subs.ok ? subs.data : [], cards.data, now) };
}
