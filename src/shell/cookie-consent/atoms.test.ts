import { afterEach, describe, expect, it, vi } from 'vitest';
import { createApiClient } from '../../platform/api/client';
import type { ConsentProof } from '../../platform/api/contract';
import { POLICY_REVISION } from '../../platform/api/policyDocuments';
import { applyUserSnapshotAtom } from '../../platform/session/atoms';
import { siteContextAtom } from '../../platform/site/atoms';
import type { CountryCode } from '../../platform/site/markets';
import { apiClientAtom } from '../../platform/state/atoms';
import { createFakeServer, createTestStore, ok } from '../../platform/state/testing';
import { createMemoryStorage } from '../../platform/storage/cache';
import {
  acceptAllCookiesAtom,
  acceptCookiesAtom,
  cookieBarVisibleAtom,
  cookieClockAtom,
  cookieConsentLoggerAtom,
  cookiePreferencesAtom,
  cookiePreferencesDialogOpenAtom,
  cookieStorageAtom,
  dialogStartingPreferencesAtom,
  globalPrivacyControlAtom,
  hasCookieChoiceAtom,
  openCookiePreferencesAtom,
  saveCookiePreferencesAtom,
  showCookiePolicyTextAtom,
  startCookieConsentAtom,
  storedConsentAtom,
} from './atoms';
import { COOKIE_BAR_DELAY_MS, type CookiePreferences, FIRST_DISPLAY_WINDOW_MS } from './rules';

const path = '/api/foundation/user-account-management/v2/cookie-preferences';
const start = new Date('2025-03-10T12:00:00.000Z');

afterEach(() => {
  vi.useRealTimers();
});

function setup(
  options: {
    country?: CountryCode;
    stored?: Record<string, string>;
    gpc?: boolean;
    postStatus?: number;
  } = {},
) {
  vi.useFakeTimers({ now: start });
  const server = createFakeServer({
    [`POST ${path}`]: () =>
      options.postStatus ? { status: options.postStatus, body: {} } : ok(null),
  });
  const { store } = createTestStore(server);
  const storage = createMemoryStorage(options.stored);
  const error = vi.fn();
  store.set(siteContextAtom, { brand: 'main', country: options.country ?? 'GB', locale: 'en-GB' });
  store.set(cookieStorageAtom, storage);
  store.set(cookieClockAtom, { now: () => new Date() });
  store.set(globalPrivacyControlAtom, options.gpc ?? false);
  store.set(cookieConsentLoggerAtom, { error });
  const visible = () => store.get(cookieBarVisibleAtom);
  const bodies = () =>
    server.calls
      .filter((call) => call.path === path)
      .map((call) => call.body as CookiePreferences & { consent?: ConsentProof });
  /** The choices posted, without their proofs of consent. */
  const posted = () => bodies().map(({ performance, marketing }) => ({ performance, marketing }));
  /** The proofs of consent posted with them (issue #26). */
  const proofs = () => bodies().map((body) => body.consent);
  const consent = () => JSON.parse(storage.getItem('cookie_consent') ?? 'null');
  return { store, storage, server, error, visible, posted, proofs, consent };
}

/** A random consent id (a version 4 UUID). */
const anyConsentId = expect.stringMatching(
  /^[\da-f]{8}-[\da-f]{4}-4[\da-f]{3}-[89ab][\da-f]{3}-[\da-f]{12}$/,
);

const hoursBefore = (hours: number) => new Date(start.getTime() - hours * 3_600_000).toISOString();

describe('the bar (page-shell §4)', () => {
  it('appears 1 s after becoming eligible and records the first display then', () => {
    const { store, storage, visible } = setup();
    store.set(startCookieConsentAtom);
    expect(COOKIE_BAR_DELAY_MS).toBe(1000);
    vi.advanceTimersByTime(999);
    expect(visible()).toBe(false);
    expect(storage.getItem('initialCookieDisplayDate')).toBeNull();
    vi.advanceTimersByTime(1);
    expect(visible()).toBe(true);
    expect(storage.getItem('initialCookieDisplayDate')).toBe('2025-03-10T12:00:01.000Z');
  });

  it('takes another delay (stories use 0)', () => {
    const { store, visible } = setup();
    store.set(startCookieConsentAtom, { delayMs: 0 });
    vi.advanceTimersByTime(0);
    expect(visible()).toBe(true);
  });

  it('never shows outside the bar countries, and stops its timer when cancelled', () => {
    const us = setup({ country: 'US' });
    us.store.set(startCookieConsentAtom);
    vi.advanceTimersByTime(5000);
    expect(us.visible()).toBe(false);
    expect(us.storage.getItem('initialCookieDisplayDate')).toBeNull();

    const gb = setup();
    const stop = gb.store.set(startCookieConsentAtom);
    stop();
    vi.advanceTimersByTime(5000);
    expect(gb.visible()).toBe(false);
  });

  it('keeps the stored first display within the 24-hour window', () => {
    const firstShown = hoursBefore(23);
    const { store, storage, visible } = setup({
      stored: { initialCookieDisplayDate: firstShown },
    });
    store.set(startCookieConsentAtom);
    vi.advanceTimersByTime(1000);
    expect(visible()).toBe(true);
    expect(storage.getItem('initialCookieDisplayDate')).toBe(firstShown);
  });

  it('auto-accepts both at once when the window has passed, without showing', async () => {
    const { store, visible, posted, proofs, consent } = setup({
      stored: { initialCookieDisplayDate: hoursBefore(25) },
    });
    store.set(startCookieConsentAtom);
    await vi.advanceTimersByTimeAsync(2000);
    expect(visible()).toBe(false);
    expect(consent()).toEqual({
      performance: true,
      marketing: true,
      consentedAt: start.toISOString(),
      consentId: anyConsentId,
    });
    expect(posted()).toEqual([{ performance: true, marketing: true }]);
    // The automatic consent is proven like a given one, under the id stored with it.
    expect(proofs()).toEqual([expect.objectContaining({ consentId: consent().consentId })]);
  });

  it('auto-accepts when the window ends while the bar is still up', async () => {
    const { store, visible, posted } = setup({
      stored: { initialCookieDisplayDate: hoursBefore(23) },
    });
    store.set(startCookieConsentAtom);
    await vi.advanceTimersByTimeAsync(1000);
    expect(visible()).toBe(true);
    await vi.advanceTimersByTimeAsync(3_600_000 - 1001);
    expect(visible()).toBe(true);
    expect(posted()).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(visible()).toBe(false);
    expect(posted()).toEqual([{ performance: true, marketing: true }]);
  });

  it('auto-accepts 24 h after a first display made in this session', async () => {
    const { store, visible, posted } = setup();
    store.set(startCookieConsentAtom);
    await vi.advanceTimersByTimeAsync(1000 + FIRST_DISPLAY_WINDOW_MS - 1);
    expect(visible()).toBe(true);
    await vi.advanceTimersByTimeAsync(1);
    expect(visible()).toBe(false);
    expect(posted()).toEqual([{ performance: true, marketing: true }]);
  });

  it('keeps marketing off in the auto-accept under Global Privacy Control', async () => {
    const { store, posted, consent } = setup({
      gpc: true,
      stored: { initialCookieDisplayDate: hoursBefore(30) },
    });
    store.set(startCookieConsentAtom);
    await vi.advanceTimersByTimeAsync(0);
    expect(consent()).toMatchObject({ performance: true, marketing: false });
    expect(posted()).toEqual([{ performance: true, marketing: false }]);
  });

  it('stays hidden once a preference is stored', () => {
    const { store, visible, error } = setup({
      stored: { cookie_consent: '{"performance":false,"marketing":false}' },
    });
    store.set(startCookieConsentAtom);
    vi.advanceTimersByTime(2000);
    expect(visible()).toBe(false);
    expect(error).not.toHaveBeenCalled();
  });

  it('does not show when a choice was saved during the delay', async () => {
    const { store, visible } = setup();
    store.set(startCookieConsentAtom);
    await store.set(saveCookiePreferencesAtom, { performance: true, marketing: false });
    vi.advanceTimersByTime(1000);
    expect(visible()).toBe(false);
  });
});

describe('a signed-in member’s account choice (issue #24)', () => {
  const snapshot = {
    isSignedIn: true,
    loginId: 'member',
    secureId: 'secure',
    cookiePreferences: { performance: false, marketing: true, savedAt: hoursBefore(48) },
  };

  it('keeps the bar away and stores the choice in this browser, without posting it back', async () => {
    const { store, visible, posted, consent } = setup();
    store.set(applyUserSnapshotAtom, snapshot);
    store.set(startCookieConsentAtom);
    await vi.advanceTimersByTimeAsync(2000);
    expect(visible()).toBe(false);
    expect(consent()).toEqual({
      performance: false,
      marketing: true,
      consentedAt: hoursBefore(48),
    });
    expect(store.get(cookiePreferencesAtom)).toEqual({ performance: false, marketing: true });
    expect(store.get(hasCookieChoiceAtom)).toBe(true);
    expect(posted()).toEqual([]);
  });

  it('hides a bar already up once the member’s choice arrives (the mount starts again)', async () => {
    const { store, visible, consent } = setup();
    const stop = store.set(startCookieConsentAtom);
    await vi.advanceTimersByTimeAsync(1000);
    expect(visible()).toBe(true);
    stop();
    store.set(applyUserSnapshotAtom, snapshot);
    store.set(startCookieConsentAtom);
    expect(visible()).toBe(false);
    expect(consent()).toMatchObject({ performance: false, marketing: true });
  });

  it('leaves this browser’s own choice, and a guest or a member without one still sees the bar', async () => {
    const own = setup({ stored: { cookie_consent: '{"performance":true,"marketing":false}' } });
    own.store.set(applyUserSnapshotAtom, snapshot);
    own.store.set(startCookieConsentAtom);
    expect(own.consent()).toEqual({ performance: true, marketing: false });

    const undecided = setup();
    undecided.store.set(applyUserSnapshotAtom, { ...snapshot, cookiePreferences: null });
    undecided.store.set(startCookieConsentAtom);
    await vi.advanceTimersByTimeAsync(1000);
    expect(undecided.visible()).toBe(true);
  });
});

describe('choices (page-shell §4, §7)', () => {
  it('Accept saves both on, locally with the date and by POST, and hides the bar', async () => {
    const { store, visible, posted, consent } = setup();
    store.set(startCookieConsentAtom, { delayMs: 0 });
    vi.advanceTimersByTime(0);
    vi.setSystemTime(new Date('2025-03-10T12:05:00.000Z'));
    const saving = store.set(acceptCookiesAtom);
    expect(visible()).toBe(false);
    await expect(saving).resolves.toBe(true);
    expect(consent()).toEqual({
      performance: true,
      marketing: true,
      consentedAt: '2025-03-10T12:05:00.000Z',
      consentId: anyConsentId,
    });
    expect(posted()).toEqual([{ performance: true, marketing: true }]);
    expect(store.get(cookiePreferencesAtom)).toEqual({ performance: true, marketing: true });
    expect(store.get(storedConsentAtom).consentedAt).toEqual(new Date('2025-03-10T12:05:00.000Z'));
  });

  it('Accept keeps marketing off under Global Privacy Control; accept all does not', async () => {
    const { store, posted } = setup({ gpc: true });
    await store.set(acceptCookiesAtom);
    expect(store.get(cookiePreferencesAtom)).toEqual({ performance: true, marketing: false });
    await store.set(acceptAllCookiesAtom);
    expect(store.get(cookiePreferencesAtom)).toEqual({ performance: true, marketing: true });
    expect(posted()).toEqual([
      { performance: true, marketing: false },
      { performance: true, marketing: true },
    ]);
  });

  it('the dialog save writes the chosen values and closes the dialog and the bar', async () => {
    const { store, visible, posted, consent } = setup();
    store.set(startCookieConsentAtom, { delayMs: 0 });
    vi.advanceTimersByTime(0);
    store.set(openCookiePreferencesAtom);
    expect(store.get(cookiePreferencesDialogOpenAtom)).toBe(true);
    await store.set(saveCookiePreferencesAtom, { performance: true, marketing: false });
    expect(store.get(cookiePreferencesDialogOpenAtom)).toBe(false);
    expect(visible()).toBe(false);
    expect(consent()).toMatchObject({ performance: true, marketing: false });
    expect(posted()).toEqual([{ performance: true, marketing: false }]);
  });

  it('a failed POST keeps the local choice and is logged by the API client', async () => {
    const { store, server, consent } = setup({ postStatus: 500 });
    const logged = vi.fn();
    store.set(
      apiClientAtom,
      createApiClient({
        baseUrl: 'https://site.test',
        fetch: server.fetch,
        logger: { error: logged },
        unloadTarget: null,
        retryDelay: () => 0,
      }),
    );
    await expect(store.set(acceptCookiesAtom)).resolves.toBe(false);
    expect(consent()).toMatchObject({ performance: true, marketing: true });
    expect(store.get(cookiePreferencesAtom)).toEqual({ performance: true, marketing: true });
    expect(logged).toHaveBeenCalledWith(
      expect.any(String),
      expect.objectContaining({ endpoint: 'cookiePreferences', status: 500 }),
    );
  });

  it('still posts when local storage is unavailable', async () => {
    const { store, posted } = setup();
    store.set(cookieStorageAtom, null);
    await store.set(acceptCookiesAtom);
    expect(posted()).toEqual([{ performance: true, marketing: true }]);
    expect(store.get(cookiePreferencesAtom)).toBeNull();
  });
});

describe('proof of consent (issue #26)', () => {
  it('each save makes one consent id, stored with the choice and posted with its proof', async () => {
    const { store, proofs, consent } = setup();
    await store.set(acceptCookiesAtom);
    const first = consent().consentId;
    expect(first).toEqual(anyConsentId);
    expect(store.get(storedConsentAtom).consentId).toBe(first);
    expect(proofs()).toEqual([
      {
        consentId: first,
        policyRevision: POLICY_REVISION,
        globalPrivacyControl: false,
        countryCode: 'GB',
      },
    ]);

    // A new choice is a new consent: a new id, and the stored choice carries it.
    await store.set(saveCookiePreferencesAtom, { performance: false, marketing: false });
    const second = consent().consentId;
    expect(second).toEqual(anyConsentId);
    expect(second).not.toBe(first);
    expect(proofs().map((proof) => proof?.consentId)).toEqual([first, second]);
    expect(store.get(storedConsentAtom).consentId).toBe(second);
  });

  it('says whether Global Privacy Control was on, and the site’s country', async () => {
    const { store, proofs } = setup({ gpc: true, country: 'ES' });
    await store.set(acceptAllCookiesAtom);
    expect(proofs()).toEqual([
      expect.objectContaining({ globalPrivacyControl: true, countryCode: 'ES' }),
    ]);
  });

  it('is posted even when local storage is unavailable', async () => {
    const { store, proofs } = setup();
    store.set(cookieStorageAtom, null);
    await store.set(acceptCookiesAtom);
    expect(proofs()).toEqual([expect.objectContaining({ consentId: anyConsentId })]);
  });

  it('reads a choice stored without an id (before ids) as before, with no id until the next save', async () => {
    const { store, consent } = setup({
      stored: {
        cookie_consent:
          '{"performance":true,"marketing":false,"consentedAt":"2025-01-02T10:00:00Z"}',
      },
    });
    expect(store.get(storedConsentAtom)).toMatchObject({
      stored: { kind: 'stored', preferences: { performance: true, marketing: false } },
      consentedAt: new Date('2025-01-02T10:00:00Z'),
      consentId: null,
    });
    await store.set(saveCookiePreferencesAtom, { performance: true, marketing: false });
    expect(store.get(storedConsentAtom).consentId).toBe(consent().consentId);
    expect(consent().consentId).toEqual(anyConsentId);
  });
});

describe('stored preferences (page-shell §3, §8)', () => {
  it('logs an unparseable value and treats it as both on', () => {
    const { store, error, visible } = setup({ stored: { cookie_consent: '{broken' } });
    store.set(startCookieConsentAtom);
    vi.advanceTimersByTime(2000);
    expect(error).toHaveBeenCalledTimes(1);
    expect(error.mock.calls[0]?.[1]).toEqual({ key: 'cookie_consent', value: '{broken' });
    expect(visible()).toBe(false);
    expect(store.get(cookiePreferencesAtom)).toEqual({ performance: true, marketing: true });
    expect(store.get(dialogStartingPreferencesAtom)).toEqual({
      performance: true,
      marketing: true,
    });
  });

  it('keeps marketing off for an unparseable value under Global Privacy Control', () => {
    const { store } = setup({ stored: { cookie_consent: 'nope' }, gpc: true });
    expect(store.get(cookiePreferencesAtom)).toEqual({ performance: true, marketing: false });
  });

  it('starts the dialog from the stored choice, or with both off', () => {
    const none = setup();
    expect(none.store.get(cookiePreferencesAtom)).toBeNull();
    expect(none.store.get(dialogStartingPreferencesAtom)).toEqual({
      performance: false,
      marketing: false,
    });
    const stored = setup({
      stored: {
        cookie_consent:
          '{"performance":true,"marketing":true,"consentedAt":"2025-01-02T10:00:00Z"}',
      },
      gpc: true,
    });
    // A choice the visitor saved stands; the signal only governs choices made without them.
    expect(stored.store.get(dialogStartingPreferencesAtom)).toEqual({
      performance: true,
      marketing: true,
    });
    expect(stored.store.get(storedConsentAtom).consentedAt).toEqual(
      new Date('2025-01-02T10:00:00Z'),
    );
  });
});

describe('a stored choice', () => {
  it('exists once the visitor accepts or saves, or when a value is stored at all', async () => {
    const { store } = setup();
    expect(store.get(hasCookieChoiceAtom)).toBe(false);
    await store.set(saveCookiePreferencesAtom, { performance: true, marketing: false });
    expect(store.get(hasCookieChoiceAtom)).toBe(true);
    expect(setup({ stored: { cookie_consent: '{broken' } }).store.get(hasCookieChoiceAtom)).toBe(
      true,
    );
  });
});

describe('cookie-policy text (page-shell §9)', () => {
  it('follows the site country', () => {
    const { store } = setup({ country: 'GB' });
    expect(store.get(showCookiePolicyTextAtom)).toBe(true);
    store.set(siteContextAtom, { brand: 'de-legal', country: 'DE', locale: 'de-DE' });
    expect(store.get(showCookiePolicyTextAtom)).toBe(false);
  });
});
