import { describe, expect, it, vi } from 'vitest';
import { siteConfigAtom } from '../platform/config/atoms';
import { createMessageBus } from '../platform/messages/bus';
import {
  eventName,
  inboundTypes,
  type SnapshotSubject,
  sendHostMessage,
} from '../platform/messages/messages';
import { platformMessages } from '../platform/messages/platform';
import { userSessionAtom } from '../platform/session/atoms';
import { siteContextAtom } from '../platform/site/atoms';
import { createFakeServer, createTestStore, type FakeHandler, ok } from '../platform/state/testing';
import { trackingContextAtom } from '../platform/tracking/atoms';
import { locationAtom } from './country-selector';
import { defaultLayout, layoutAtom } from './layout';
import { shellMessages } from './messages';
import { metadataOptionsAtom } from './metadata';
import { openPolicyDialogAtom } from './policies';
import { signInDialogRequestAtom } from './sign-in';

/** The bus as the app wires it: platform's own messages plus the shell's. */
const connectMessageBus = (...args: Parameters<ReturnType<typeof createMessageBus>['connect']>) =>
  createMessageBus()
    .register(platformMessages)
    .register(shellMessages)
    .connect(...args);

function setup(routes: Record<string, FakeHandler> = {}) {
  const server = createFakeServer(routes);
  const { store } = createTestStore(server);
  const target = new EventTarget();
  const warn = vi.fn();
  const disconnect = connectMessageBus(store, target, { warn, broadcastChanges: false });
  const snapshots: { subject: string; detail: unknown }[] = [];
  for (const subject of ['configuration', 'trust-logos', 'layout', 'location', 'user']) {
    target.addEventListener(eventName(`snapshot-${subject as SnapshotSubject}`), (event) => {
      snapshots.push({ subject, detail: (event as CustomEvent).detail });
    });
  }
  return { store, server, target, warn, disconnect, snapshots };
}

/** Lets async handlers (refresh-*) finish. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('host-page message bus: names', () => {
  it('prefixes every event with base-application:', () => {
    expect(eventName('set-banner-style')).toBe('base-application:set-banner-style');
    expect([...inboundTypes].sort()).toEqual(
      [
        'get-configuration',
        'get-trust-logos',
        'get-layout',
        'get-location',
        'get-user',
        'set-config',
        'refresh-location-state',
        'refresh-user-state',
        'open-sign-in-dialog',
        'show-sign-in-dialog',
        'set-banner-style',
        'set-footer-style',
        'set-sign-in-links-state',
        'use-metadata-options',
        'show-website-policy-dialog',
        'set-translation-language',
        'tracking-initialise',
      ].sort(),
    );
  });
});

describe('host-page message bus: get → snapshot', () => {
  it('answers each get with the matching snapshot; the user snapshot has no secure id', () => {
    const { store, target, snapshots } = setup();
    store.set(userSessionAtom, {
      ...store.get(userSessionAtom),
      isSignedIn: true,
      username: 'a@b.test',
      secureId: 'secret',
    });
    for (const type of [
      'get-configuration',
      'get-trust-logos',
      'get-layout',
      'get-location',
      'get-user',
    ] as const) {
      sendHostMessage(target, type);
    }
    expect(snapshots.map((s) => s.subject)).toEqual([
      'configuration',
      'trust-logos',
      'layout',
      'location',
      'user',
    ]);
    expect(snapshots[0]?.detail).toEqual(store.get(siteConfigAtom));
    expect(snapshots[1]?.detail).toMatchObject({ showBbbLogo: false, logoPciId: null });
    expect(snapshots[2]?.detail).toEqual(defaultLayout);
    expect(snapshots[3]?.detail).toEqual(store.get(locationAtom));
    expect(snapshots[4]?.detail).toMatchObject({ isSignedIn: true, username: 'a@b.test' });
    expect(JSON.stringify(snapshots[4]?.detail)).not.toContain('secret');
  });

  it('broadcasts a snapshot when the state changes, if asked to', () => {
    const { store } = createTestStore(createFakeServer({}));
    const target = new EventTarget();
    const seen = vi.fn();
    target.addEventListener(eventName('snapshot-layout'), (event) =>
      seen((event as CustomEvent).detail),
    );
    const disconnect = connectMessageBus(store, target);
    sendHostMessage(target, 'set-footer-style', 'simple');
    expect(seen).toHaveBeenLastCalledWith({ ...defaultLayout, footerStyle: 'simple' });
    disconnect();
    store.set(layoutAtom, defaultLayout);
    expect(seen).toHaveBeenCalledTimes(1);
  });
});

describe('host-page message bus: layout and dialogs', () => {
  it('sets banner, footer and sign-in links from bare or object payloads', () => {
    const { store, target, warn } = setup();
    sendHostMessage(target, 'set-banner-style', 'simple');
    expect(store.get(layoutAtom).bannerStyle).toBe('simple');
    sendHostMessage(target, 'set-banner-style', { bannerStyle: 'selection' });
    expect(store.get(layoutAtom).bannerStyle).toBe('selection');
    sendHostMessage(target, 'set-footer-style', 'disclaimer');
    expect(store.get(layoutAtom).footerStyle).toBe('disclaimerOnly');
    sendHostMessage(target, 'set-sign-in-links-state', { signInLinksState: 'Create' });
    expect(store.get(layoutAtom).signInLinksState).toBe('Create');
    // An unknown value is the default (page-shell §4); a wrong shape is ignored.
    sendHostMessage(target, 'set-footer-style', 'fancy');
    expect(store.get(layoutAtom).footerStyle).toBe('normal');
    expect(warn).not.toHaveBeenCalled();
  });

  it('opens and shows the sign-in dialog', () => {
    const { store, target } = setup();
    sendHostMessage(target, 'open-sign-in-dialog', { mode: 'Create', showCloseButton: false });
    expect(store.get(layoutAtom).showSignInDialog).toBe(true);
    expect(store.get(signInDialogRequestAtom)).toEqual({ mode: 'Create', showCloseButton: false });
    sendHostMessage(target, 'show-sign-in-dialog', { show: false });
    expect(store.get(layoutAtom).showSignInDialog).toBe(false);
    sendHostMessage(target, 'show-sign-in-dialog');
    expect(store.get(layoutAtom).showSignInDialog).toBe(true);
    sendHostMessage(target, 'open-sign-in-dialog');
    expect(store.get(signInDialogRequestAtom)).toEqual({ mode: 'SignIn' });
  });

  it('opens a website policy dialog by its message name', () => {
    const { store, target } = setup();
    sendHostMessage(target, 'show-website-policy-dialog', {
      policy: 'legal-notice',
      locale: 'fr_CA',
    });
    expect(store.get(openPolicyDialogAtom)).toEqual({ kind: 'LEGALNOTICE', locale: 'fr_CA' });
    sendHostMessage(target, 'show-website-policy-dialog', { policy: 'ai-disclaimer' });
    expect(store.get(openPolicyDialogAtom)?.kind).toBe('AIDISCLAIMER');
  });
});

describe('host-page message bus: configuration, location, user, metadata, tracking', () => {
  it('set-config merges values and switches a known country and brand', () => {
    const { store, target } = setup();
    sendHostMessage(target, 'set-config', {
      countryCode: 'ca',
      brand: 'fr-legal',
      configValues: { showBbbLogo: true, logoBbbTitle: 'Accredited' },
    });
    expect(store.get(siteConfigAtom)).toMatchObject({
      countryCode: 'CA',
      brand: 'fr-legal',
      values: { showBbbLogo: true, logoBbbTitle: 'Accredited' },
      isSyncedWithServer: true,
    });
    expect(store.get(siteContextAtom)).toMatchObject({ country: 'CA', brand: 'fr-legal' });
  });

  it('refresh-location-state reloads countries (with the product code) and regions', async () => {
    const { store, target, server } = setup({
      'GET /api/foundation/location/v1/countries': () =>
        ok([{ countryCode: 'US', name: 'United States', isMajorCountry: true }]),
      'GET /api/foundation/location/v1/country-regions': () =>
        ok([{ regionCode: 'CA', name: 'California' }]),
    });
    sendHostMessage(target, 'refresh-location-state', { productCode: 'WILL' });
    await settle();
    expect(server.calls.find((c) => c.path.endsWith('/countries'))?.search).toContain(
      'productCode=WILL',
    );
    expect(store.get(locationAtom)).toMatchObject({
      currentCountry: { countryCode: 'US' },
      countries: [{ countryCode: 'US' }],
      currentCountryRegions: [{ regionCode: 'CA' }],
    });
  });

  it('refresh-user-state asks user-auth', async () => {
    const { store, target, server } = setup({
      'POST /api/foundation/user-account-management/v1/user-auth': () =>
        ok({ isSignedIn: true, loginId: 'L', secureId: 'S' }),
    });
    sendHostMessage(target, 'refresh-user-state');
    await settle();
    expect(server.log()).toEqual(['POST /api/foundation/user-account-management/v1/user-auth']);
    expect(store.get(userSessionAtom)).toMatchObject({ isSignedIn: true, loginId: 'L' });
  });

  it('stores metadata options, translation language and tracking context', () => {
    const { store, target } = setup();
    sendHostMessage(target, 'use-metadata-options', { productCode: 'P1', nameVariation: 'nv' });
    expect(store.get(metadataOptionsAtom)).toEqual({ productCode: 'P1', nameVariation: 'nv' });
    sendHostMessage(target, 'set-translation-language', 'fr_CA');
    expect(store.get(siteContextAtom).locale).toBe('fr-CA');
    sendHostMessage(target, 'tracking-initialise', {
      isPaymentPage: false,
      loginId: 'L',
      pageName: 'my-account',
    });
    expect(store.get(trackingContextAtom)).toEqual({
      isPaymentPage: false,
      loginId: 'L',
      pageName: 'my-account',
    });
  });
});

describe('host-page message bus: bad messages', () => {
  it('ignores and logs payloads that do not validate, changing nothing', () => {
    const { store, target, warn } = setup();
    const before = {
      layout: store.get(layoutAtom),
      config: store.get(siteConfigAtom),
      context: store.get(siteContextAtom),
    };
    const send = (type: string, detail?: unknown) =>
      target.dispatchEvent(new CustomEvent(`base-application:${type}`, { detail }));
    send('set-banner-style', 42);
    send('set-banner-style', { style: 'simple' });
    send('set-footer-style');
    send('set-config', { countryCode: 'CANADA' });
    send('set-config', { configValues: { showBbbLogo: 'yes' } });
    send('open-sign-in-dialog', { mode: 'Register' });
    send('show-website-policy-dialog', { policy: 'cookies' });
    send('set-translation-language', 'French!');
    send('tracking-initialise', { isPaymentPage: 'no', loginId: 'L' });
    send('use-metadata-options', 'P1');
    target.dispatchEvent(new Event('base-application:set-sign-in-links-state'));
    expect(warn).toHaveBeenCalledTimes(11);
    expect(store.get(layoutAtom)).toEqual(before.layout);
    expect(store.get(siteConfigAtom)).toEqual(before.config);
    expect(store.get(siteContextAtom)).toEqual(before.context);
    expect(store.get(openPolicyDialogAtom)).toBeNull();
    expect(store.get(trackingContextAtom)).toBeNull();
  });

  it('stops listening once disconnected', () => {
    const { store, target, disconnect } = setup();
    disconnect();
    sendHostMessage(target, 'set-banner-style', 'simple');
    expect(store.get(layoutAtom).bannerStyle).toBe('normal');
  });
});
