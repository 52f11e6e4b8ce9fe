import { describe, expect, it } from 'vitest';
import { POLICY_REVISION } from '../../platform/api/policyDocuments';
import {
  ACCEPT_ALL,
  COOKIE_BAR_COUNTRIES,
  consentProof,
  cookieBarDecision,
  dialogStartingPreferences,
  effectivePreferences,
  FIRST_DISPLAY_WINDOW_MS,
  msUntilAutoAccept,
  newConsentId,
  parseConsentDate,
  parseConsentId,
  parseStoredPreferences,
  serializeConsent,
  serializePreferences,
  showCookiePolicyText,
  withGlobalPrivacyControl,
} from './rules';

const now = new Date('2025-03-10T12:00:00.000Z');
const hoursAgo = (hours: number) => new Date(now.getTime() - hours * 3_600_000).toISOString();
const base = { countryCode: 'GB', storedPreferences: null, firstDisplayDate: null, now };

describe('cookieBarDecision (page-shell §4)', () => {
  it('is eligible only in ES, GB, IE, DE, FR, UK, AT', () => {
    for (const countryCode of ['ES', 'GB', 'IE', 'DE', 'FR', 'UK', 'AT', 'gb']) {
      expect(cookieBarDecision({ ...base, countryCode }).kind, countryCode).toBe('show');
    }
    for (const countryCode of ['US', 'CA', 'MX', 'AU', '']) {
      expect(cookieBarDecision({ ...base, countryCode })).toEqual({
        kind: 'hidden',
        reason: 'country',
      });
    }
    expect(COOKIE_BAR_COUNTRIES).toHaveLength(7);
  });

  it('adopts a signed-in member’s account choice when this browser stores none (issue #24)', () => {
    const accountPreferences = { performance: false, marketing: true, savedAt: hoursAgo(72) };
    // Whether the bar was never shown, is up, or its 24 hours are over: the member chose.
    for (const firstDisplayDate of [null, hoursAgo(1), hoursAgo(30)]) {
      expect(cookieBarDecision({ ...base, firstDisplayDate, accountPreferences })).toEqual({
        kind: 'adopt',
        preferences: { performance: false, marketing: true },
      });
    }
    // This browser's own choice wins; outside the bar's countries nothing is asked or stored.
    expect(
      cookieBarDecision({
        ...base,
        storedPreferences: serializePreferences(ACCEPT_ALL),
        accountPreferences,
      }),
    ).toEqual({ kind: 'hidden', reason: 'preferenceStored' });
    expect(cookieBarDecision({ ...base, countryCode: 'US', accountPreferences })).toEqual({
      kind: 'hidden',
      reason: 'country',
    });
    expect(cookieBarDecision({ ...base, accountPreferences: null }).kind).toBe('show');
  });

  it('records the first display date when never shown', () => {
    expect(cookieBarDecision(base)).toEqual({
      kind: 'show',
      recordFirstDisplay: '2025-03-10T12:00:00.000Z',
    });
    expect(cookieBarDecision({ ...base, firstDisplayDate: 'not a date' })).toEqual({
      kind: 'show',
      recordFirstDisplay: '2025-03-10T12:00:00.000Z',
    });
  });

  it('keeps showing within 24 hours without re-recording', () => {
    expect(cookieBarDecision({ ...base, firstDisplayDate: hoursAgo(0) })).toEqual({
      kind: 'show',
      recordFirstDisplay: null,
    });
    expect(cookieBarDecision({ ...base, firstDisplayDate: hoursAgo(23.99) }).kind).toBe('show');
  });

  it('auto-accepts both at 24 hours or later with no preference', () => {
    for (const hours of [24, 25, 24 * 30]) {
      expect(cookieBarDecision({ ...base, firstDisplayDate: hoursAgo(hours) })).toEqual({
        kind: 'autoAccept',
        preferences: { performance: true, marketing: true },
      });
    }
  });

  it('stays hidden once any preference is stored, even an unreadable one', () => {
    for (const storedPreferences of ['{"performance":false,"marketing":false}', '{broken', '']) {
      expect(
        cookieBarDecision({ ...base, storedPreferences, firstDisplayDate: hoursAgo(48) }),
      ).toEqual({ kind: 'hidden', reason: 'preferenceStored' });
    }
  });
});

describe('parseStoredPreferences (page-shell §3, §8)', () => {
  it('reads stored booleans', () => {
    expect(parseStoredPreferences('{"performance":false,"marketing":true}')).toEqual({
      kind: 'stored',
      preferences: { performance: false, marketing: true },
    });
    expect(parseStoredPreferences(null)).toEqual({ kind: 'none' });
  });

  it('defaults unparseable values to both true with an error flag', () => {
    for (const raw of ['', '{', 'null', '42', '{"performance":"yes","marketing":true}', '{}']) {
      expect(parseStoredPreferences(raw), raw).toEqual({
        kind: 'unparseable',
        preferences: { performance: true, marketing: true },
        logError: true,
      });
    }
  });

  it('round-trips through serializePreferences', () => {
    const preferences = { performance: true, marketing: false };
    expect(parseStoredPreferences(serializePreferences(preferences))).toEqual({
      kind: 'stored',
      preferences,
    });
    expect(ACCEPT_ALL).toEqual({ performance: true, marketing: true });
  });
});

describe('showCookiePolicyText (page-shell §9)', () => {
  it('shows for Quebec, GB, IE, ES, MX only', () => {
    for (const country of ['GB', 'IE', 'ES', 'MX']) {
      expect(showCookiePolicyText(country, false)).toBe(true);
    }
    expect(showCookiePolicyText('CA', true)).toBe(true);
    expect(showCookiePolicyText('CA', false)).toBe(false);
    expect(showCookiePolicyText('US', false)).toBe(false);
    expect(showCookiePolicyText('FR', false)).toBe(false);
  });
});

describe('consent date (beyond the spec, issue #9)', () => {
  it('is stored beside the preferences without changing how they read', () => {
    const raw = serializeConsent({ performance: false, marketing: true }, now);
    expect(parseStoredPreferences(raw)).toEqual({
      kind: 'stored',
      preferences: { performance: false, marketing: true },
    });
    expect(parseConsentDate(raw)).toEqual(now);
  });

  it('is unknown for older values, bad dates and unreadable values', () => {
    expect(parseConsentDate('{"performance":true,"marketing":true}')).toBeNull();
    expect(
      parseConsentDate('{"performance":true,"marketing":true,"consentedAt":"yesterday"}'),
    ).toBeNull();
    expect(parseConsentDate('{broken')).toBeNull();
    expect(parseConsentDate(null)).toBeNull();
  });
});

describe('consent id (issue #26)', () => {
  const uuid = /^[\da-f]{8}-[\da-f]{4}-4[\da-f]{3}-[89ab][\da-f]{3}-[\da-f]{12}$/;
  const id = '0b6f5c2e-8d3a-4f1b-9c7e-2a4d6e8f0a1c';

  it('is stored with the choice and read back, the preferences reading the same', () => {
    const raw = serializeConsent({ performance: true, marketing: false }, now, id);
    expect(JSON.parse(raw)).toEqual({
      performance: true,
      marketing: false,
      consentedAt: now.toISOString(),
      consentId: id,
    });
    expect(parseStoredPreferences(raw)).toEqual({
      kind: 'stored',
      preferences: { performance: true, marketing: false },
    });
    expect(parseConsentDate(raw)).toEqual(now);
    expect(parseConsentId(raw)).toBe(id);
  });

  it('is absent from choices stored without one, which still read as before', () => {
    const older = serializeConsent({ performance: true, marketing: true }, now);
    expect(JSON.parse(older)).not.toHaveProperty('consentId');
    expect(parseConsentId(older)).toBeNull();
    expect(parseConsentId('{"performance":true,"marketing":false}')).toBeNull();
    expect(parseStoredPreferences('{"performance":true,"marketing":false}').kind).toBe('stored');
    expect(
      parseConsentId('{"performance":true,"marketing":true,"consentId":"not-an-id"}'),
    ).toBeNull();
    expect(parseConsentId(`{"performance":"yes","consentId":"${id}"}`)).toBeNull();
    expect(parseConsentId(null)).toBeNull();
  });

  it('is a fresh random UUID each time', () => {
    const first = newConsentId();
    const second = newConsentId();
    expect(first).toMatch(uuid);
    expect(second).toMatch(uuid);
    expect(second).not.toBe(first);
  });

  it('is made from getRandomValues where randomUUID is missing (plain HTTP), else not at all', () => {
    const made = newConsentId({
      getRandomValues: <T extends ArrayBufferView | null>(array: T) => {
        (array as unknown as Uint8Array).fill(0xff);
        return array;
      },
    });
    expect(made).toBe('ffffffff-ffff-4fff-bfff-ffffffffffff');
    expect(made).toMatch(uuid);
    expect(newConsentId({})).toBeNull();
    expect(newConsentId(undefined)).toMatch(uuid);
  });
});

describe('proof of consent (issue #26)', () => {
  const consentId = '0b6f5c2e-8d3a-4f1b-9c7e-2a4d6e8f0a1c';

  it('names the id, the policy revision, Global Privacy Control and the country', () => {
    expect(consentProof({ consentId, globalPrivacyControl: true, countryCode: 'gb' })).toEqual({
      consentId,
      policyRevision: POLICY_REVISION,
      globalPrivacyControl: true,
      countryCode: 'GB',
    });
  });

  it('is left out when there is no id or the country is not a country code', () => {
    expect(
      consentProof({ consentId: null, globalPrivacyControl: false, countryCode: 'GB' }),
    ).toBeUndefined();
    expect(
      consentProof({ consentId, globalPrivacyControl: false, countryCode: '' }),
    ).toBeUndefined();
  });
});

describe('Global Privacy Control (beyond the spec, issue #9)', () => {
  it('holds marketing off only when the signal is on', () => {
    expect(withGlobalPrivacyControl(ACCEPT_ALL, true)).toEqual({
      performance: true,
      marketing: false,
    });
    expect(withGlobalPrivacyControl(ACCEPT_ALL, false)).toEqual(ACCEPT_ALL);
  });

  it('applies to the §8 default but not to a saved choice', () => {
    const unparseable = parseStoredPreferences('{');
    expect(effectivePreferences(unparseable, true)).toEqual({
      performance: true,
      marketing: false,
    });
    expect(effectivePreferences(unparseable, false)).toEqual(ACCEPT_ALL);
    const saved = parseStoredPreferences('{"performance":false,"marketing":true}');
    expect(effectivePreferences(saved, true)).toEqual({ performance: false, marketing: true });
    expect(effectivePreferences({ kind: 'none' }, true)).toBeNull();
  });

  it('starts the dialog with both off when nothing is chosen', () => {
    for (const gpc of [true, false]) {
      expect(dialogStartingPreferences({ kind: 'none' }, gpc)).toEqual({
        performance: false,
        marketing: false,
      });
    }
  });
});

describe('msUntilAutoAccept (page-shell §4)', () => {
  it('counts down the rest of the 24-hour window', () => {
    expect(msUntilAutoAccept(null, now)).toBe(FIRST_DISPLAY_WINDOW_MS);
    expect(msUntilAutoAccept('garbage', now)).toBe(FIRST_DISPLAY_WINDOW_MS);
    expect(msUntilAutoAccept(hoursAgo(23), now)).toBe(3_600_000);
    expect(msUntilAutoAccept(hoursAgo(30), now)).toBe(0);
  });
});
