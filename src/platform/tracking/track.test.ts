import { createStore } from 'jotai';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { signedOutSession, signInAtom, signOutAtom, userSessionAtom } from '../session/atoms';
import { trackingContextAtom } from './atoms';
import {
  deviceTypeFor,
  type TrackedEvent,
  trackEventAtom,
  trackingSinkAtom,
  trackingUserLabel,
} from './track';

describe('deviceTypeFor', () => {
  it('splits at the tablet and desktop breakpoints', () => {
    expect(deviceTypeFor(390)).toBe('mobile');
    expect(deviceTypeFor(767)).toBe('mobile');
    expect(deviceTypeFor(768)).toBe('tablet');
    expect(deviceTypeFor(1023)).toBe('tablet');
    expect(deviceTypeFor(1024)).toBe('desktop');
  });
});

describe('trackEventAtom', () => {
  afterEach(() => vi.restoreAllMocks());

  function storeWithSink() {
    const store = createStore();
    const events: TrackedEvent[] = [];
    store.set(trackingSinkAtom, { submit: (event) => events.push(event) });
    return { store, events };
  }

  it('labels a signed-out visitor Guest and a signed-in one Member', () => {
    const { store, events } = storeWithSink();
    store.set(trackEventAtom, { section: 'header', component: 'helpMenu', action: 'open' });
    store.set(userSessionAtom, { ...signedOutSession, isSignedIn: true, username: 'a@b.test' });
    store.set(trackEventAtom, {
      section: 'search',
      component: 'siteSearch',
      action: 'submit',
      extra: { query: 'lease' },
    });
    expect(events.map((event) => event.user)).toEqual(['Guest', 'Member']);
    expect(events[1]).toMatchObject({
      section: 'search',
      action: 'submit',
      extra: { query: 'lease' },
    });
    expect(['mobile', 'tablet', 'desktop']).toContain(events[0]?.deviceType);
  });

  it('carries the tracking context the page initialised, and the login id of a sign-in (page-shell §7)', () => {
    const { store, events } = storeWithSink();
    const click = { section: 'search', component: 'siteSearch', action: 'submit' } as const;
    store.set(trackEventAtom, click);
    expect(events[0]).toMatchObject({ loginId: '', pageName: '', isPaymentPage: false });
    store.set(trackingContextAtom, { isPaymentPage: true, loginId: 'guest-1', pageName: 'home' });
    store.set(trackEventAtom, click);
    expect(events[1]).toMatchObject({ loginId: 'guest-1', pageName: 'home', isPaymentPage: true });
    store.set(signInAtom, {
      secureId: 'sec-1',
      otherHosts: [],
      username: 'a@b.test',
      loginIdHash: 'login-42',
      hasFreeAccount: true,
      hasPassword: true,
    });
    store.set(trackEventAtom, click);
    expect(events[2]).toMatchObject({
      loginId: 'login-42',
      pageName: 'home',
      isPaymentPage: true,
      user: 'Member',
    });
    store.set(signOutAtom);
    store.set(trackEventAtom, click);
    expect(events[3]).toMatchObject({ loginId: '', pageName: 'home', user: 'Guest' });
  });

  it('logs a failing sink as the spec names it and does not throw', () => {
    const store = createStore();
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    store.set(trackingSinkAtom, {
      submit: () => {
        throw new Error('analytics down');
      },
    });
    expect(() =>
      store.set(trackEventAtom, {
        section: 'footer',
        component: 'countrySelector',
        action: 'select',
      }),
    ).not.toThrow();
    expect(error).toHaveBeenCalledWith('submitTrackedEvent callback error', expect.any(Error));
  });
});

describe('trackingUserLabel (page-shell §6)', () => {
  it('labels members and guests', () => {
    expect(trackingUserLabel(true)).toBe('Member');
    expect(trackingUserLabel(false)).toBe('Guest');
  });
});
