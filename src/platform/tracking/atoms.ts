import { atom } from 'jotai';

/** What tracking was initialised with (page-shell §1, §7 tracking initialise). */
export interface TrackingContext {
  isPaymentPage: boolean;
  loginId: string;
  pageName: string;
}

/** `null` until the page (or the account app, or a sign-in) initialises tracking. */
export const trackingContextAtom = atom<TrackingContext | null>(null);

/**
 * A sign-in or sign-out changes who the events are about: the login id is replaced (emptied on
 * sign-out), the page name and payment flag the page gave are kept.
 */
export const setTrackingLoginIdAtom = atom(null, (get, set, loginId: string) => {
  const current = get(trackingContextAtom);
  set(trackingContextAtom, {
    isPaymentPage: current?.isPaymentPage ?? false,
    pageName: current?.pageName ?? '',
    loginId,
  });
});
