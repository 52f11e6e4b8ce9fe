import { atom } from 'jotai';
import { breakpoints } from '../../../tokens/breakpoints';
import { isSignedInAtom } from '../session/atoms';
import { type TrackingContext, trackingContextAtom } from './atoms';

/** Page-shell §7: which part of the page a click happened in. */
export type TrackedSection =
  | 'header'
  | 'navigation'
  | 'search'
  | 'footer'
  | 'cookieConsent'
  | 'signIn';

/** A click or choice worth counting (page-shell §7: search, menu, help and country clicks). */
export interface TrackedEventInput {
  section: TrackedSection;
  /** The component, e.g. `helpMenu`, `countrySelector`, `siteSearch`. */
  component: string;
  /** What happened, e.g. `open`, `select`, `submit`. */
  action: string;
  /** Extra fields, e.g. the chosen country or the menu item. */
  extra?: Record<string, string | number | boolean>;
}

export type DeviceType = 'mobile' | 'tablet' | 'desktop';

/**
 * The event as it is submitted: the input plus who the visitor is, on what device, and the
 * tracking context the page initialised (login id, page name, payment page; page-shell §7).
 */
export interface TrackedEvent extends TrackedEventInput, TrackingContext {
  user: 'Member' | 'Guest';
  deviceType: DeviceType;
}

/** Page-shell §6/§9: visitors are tracked as Member or Guest. */
export function trackingUserLabel(isSignedIn: boolean): 'Member' | 'Guest' {
  return isSignedIn ? 'Member' : 'Guest';
}

/** Device type from the viewport width, on the design system's breakpoints. */
export function deviceTypeFor(width: number): DeviceType {
  if (width >= breakpoints.desktop) return 'desktop';
  if (width >= breakpoints.tablet) return 'tablet';
  return 'mobile';
}

/** The DOM event a tracked event is published as, for the host page's analytics. */
export const TRACKED_EVENT_NAME = 'base-application:tracked-event';

/** Where tracked events go; tests and stories replace it to observe them. */
export type TrackingSink = (event: TrackedEvent) => void;

export const publishToWindow: TrackingSink = (event) => {
  window.dispatchEvent(new CustomEvent(TRACKED_EVENT_NAME, { detail: event }));
};

export const trackingSinkAtom = atom<{ submit: TrackingSink }>({ submit: publishToWindow });

/**
 * The one way to track (page-shell §7): adds Member/Guest, the device type and the tracking
 * context (empty until the page or a sign-in initialises it), then submits. A failing sink
 * never breaks the click that caused it: it is logged as the spec names it.
 */
export const trackEventAtom = atom(null, (get, _set, input: TrackedEventInput) => {
  const context = get(trackingContextAtom);
  const event: TrackedEvent = {
    ...input,
    loginId: context?.loginId ?? '',
    pageName: context?.pageName ?? '',
    isPaymentPage: context?.isPaymentPage ?? false,
    user: trackingUserLabel(get(isSignedInAtom)),
    deviceType: deviceTypeFor(
      typeof window === 'undefined' ? breakpoints.desktop : window.innerWidth,
    ),
  };
  try {
    get(trackingSinkAtom).submit(event);
  } catch (error) {
    console.error('submitTrackedEvent callback error', error);
  }
});
