import { describe, expect, it } from 'vitest';
import {
  ACCEPT_ALL,
  COOKIE_BAR_COUNTRIES,
  cookieBarDecision,
  parseStoredPreferences,
  serializePreferences,
  showCookiePolicyText,
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
