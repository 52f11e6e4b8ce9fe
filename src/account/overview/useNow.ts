import { useAtomValue } from 'jotai';
import { clockAtom } from '../../platform/state/clock';

/** "Today" as a Date, from the pinned clock. */
export function useNow(): Date {
  return new Date(useAtomValue(clockAtom).now());
}
