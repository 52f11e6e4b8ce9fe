import { atom } from 'jotai';

/** What tracking was initialised with (page-shell §1, §7 tracking initialise). */
export interface TrackingContext {
  isPaymentPage: boolean;
  loginId: string;
  pageName: string;
}

/** `null` until the page (or the account app) initialises tracking. */
export const trackingContextAtom = atom<TrackingContext | null>(null);
