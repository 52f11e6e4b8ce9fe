import { atom } from 'jotai';

/**
 * The clock screens read "today" from (expired cards, license states, dates relative to now).
 * One place, so stories and tests pin it to the fixtures' day. @default Date.now
 */
export const clockAtom = atom<{ now: () => number }>({ now: Date.now });
