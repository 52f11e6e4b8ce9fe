/**
 * Cookie-consent bar decisions (page-shell §2 Cookie consent bar, §3 Cookie preferences, §4
 * Cookie bar, §8 unparseable preferences, §9 constants).
 */

import * as v from 'valibot';
import { type ConsentProof, consentProofSchema } from '../../platform/api/contract';
import { POLICY_REVISION } from '../../platform/api/policyDocuments';

/** Countries where the bar can show (page-shell §4, §9). "UK" is kept as the spec lists it. */
export const COOKIE_BAR_COUNTRIES: readonly string[] = ['ES', 'GB', 'IE', 'DE', 'FR', 'UK', 'AT'];
/** Countries (besides Quebec) that show the cookie-policy text (page-shell §9). */
export const COOKIE_POLICY_TEXT_COUNTRIES: readonly string[] = ['GB', 'IE', 'ES', 'MX'];
/** Local-storage keys (page-shell §3). */
export const COOKIE_CONSENT_STORAGE_KEY = 'cookie_consent';
export const FIRST_DISPLAY_STORAGE_KEY = 'initialCookieDisplayDate';
/** First-display window (page-shell §9): 24 hours. */
export const FIRST_DISPLAY_WINDOW_MS = 24 * 60 * 60 * 1000;
/** The bar appears this long after becoming eligible (page-shell §4, §9). */
export const COOKIE_BAR_DELAY_MS = 1000;

export interface CookiePreferences {
  performance: boolean;
  marketing: boolean;
}

/** Accept, and the 24-hour auto-accept, save true for both (page-shell §4). */
export const ACCEPT_ALL: CookiePreferences = { performance: true, marketing: true };

export type StoredPreferences =
  | { kind: 'none' }
  | { kind: 'stored'; preferences: CookiePreferences }
  /** Page-shell §8: unparseable preferences are logged as an error and default to true. */
  | { kind: 'unparseable'; preferences: CookiePreferences; logError: true };

/**
 * Reads the `cookie_consent` value (page-shell §3, §8). Missing means no preference; anything
 * that is not JSON with boolean performance and marketing is unparseable.
 */
export function parseStoredPreferences(raw: string | null | undefined): StoredPreferences {
  if (raw == null) return { kind: 'none' };
  const unparseable = { kind: 'unparseable', preferences: ACCEPT_ALL, logError: true } as const;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return unparseable;
  }
  if (typeof value !== 'object' || value === null) return unparseable;
  const { performance, marketing } = value as Record<string, unknown>;
  if (typeof performance !== 'boolean' || typeof marketing !== 'boolean') return unparseable;
  return { kind: 'stored', preferences: { performance, marketing } };
}

/** Serialises preferences for `cookie_consent`. */
export function serializePreferences(preferences: CookiePreferences): string {
  return JSON.stringify({ performance: preferences.performance, marketing: preferences.marketing });
}

export interface CookieBarInput {
  countryCode: string;
  /** Raw `cookie_consent` value. */
  storedPreferences: string | null | undefined;
  /** Raw `initialCookieDisplayDate` value (ISO date). */
  firstDisplayDate: string | null | undefined;
  now: Date;
  /** The choice a signed-in member saved against their account (issue #24), if any. */
  accountPreferences?: CookiePreferences | null;
}

export type CookieBarDecision =
  | { kind: 'hidden'; reason: 'country' | 'preferenceStored' }
  /** `recordFirstDisplay` is the ISO date to store, or null when one is already stored. */
  | { kind: 'show'; recordFirstDisplay: string | null }
  /** Page-shell §4: 24 hours after first display with no preference, accept both. */
  | { kind: 'autoAccept'; preferences: CookiePreferences }
  /** The member's account holds a choice this browser lacks: store it here, no bar. */
  | { kind: 'adopt'; preferences: CookiePreferences };

/**
 * Page-shell §4 Cookie bar: shown only in ES, GB, IE, DE, FR, UK, AT, with no preference stored
 * and a first display less than 24 hours ago (or never, which records it now). At 24 hours or
 * later with no preference, performance and marketing are auto-accepted. An unreadable stored
 * date counts as never shown. A signed-in member's account choice, when this browser stores
 * none, is adopted (the browser's own choice wins when both exist).
 */
export function cookieBarDecision(input: CookieBarInput): CookieBarDecision {
  if (!COOKIE_BAR_COUNTRIES.includes(input.countryCode.toUpperCase())) {
    return { kind: 'hidden', reason: 'country' };
  }
  if (parseStoredPreferences(input.storedPreferences).kind !== 'none') {
    return { kind: 'hidden', reason: 'preferenceStored' };
  }
  // A choice saved with the account is a stored preference too (the member chose elsewhere).
  if (input.accountPreferences) {
    const { performance, marketing } = input.accountPreferences;
    return { kind: 'adopt', preferences: { performance, marketing } };
  }
  const firstShown = input.firstDisplayDate ? Date.parse(input.firstDisplayDate) : Number.NaN;
  if (Number.isNaN(firstShown)) {
    return { kind: 'show', recordFirstDisplay: input.now.toISOString() };
  }
  if (input.now.getTime() - firstShown >= FIRST_DISPLAY_WINDOW_MS) {
    return { kind: 'autoAccept', preferences: ACCEPT_ALL };
  }
  return { kind: 'show', recordFirstDisplay: null };
}

/** Page-shell §9: cookie-policy text shows for Quebec, GB, IE, ES, MX. */
export function showCookiePolicyText(countryCode: string, isQuebecRegion: boolean): boolean {
  return isQuebecRegion || COOKIE_POLICY_TEXT_COUNTRIES.includes(countryCode.toUpperCase());
}

/**
 * `cookie_consent` with the moment the choice was saved (beyond the spec, issue #9: the dialog
 * shows when consent was last given) and, for a choice the visitor saved here, its consent id
 * (issue #26: the id the server's consent record carries). Both sit beside performance and
 * marketing, so `parseStoredPreferences` reads the same value unchanged.
 */
export function serializeConsent(
  preferences: CookiePreferences,
  consentedAt: Date,
  consentId: string | null = null,
): string {
  return JSON.stringify({
    performance: preferences.performance,
    marketing: preferences.marketing,
    consentedAt: consentedAt.toISOString(),
    ...(consentId ? { consentId } : {}),
  });
}

/** The extra fields of a readable stored choice; nothing for older or unreadable values. */
function storedConsentFields(raw: string | null | undefined): Record<string, unknown> {
  if (parseStoredPreferences(raw).kind !== 'stored' || raw == null) return {};
  return JSON.parse(raw) as Record<string, unknown>;
}

/** When the stored choice was saved, or null when unknown (older values, unreadable ones). */
export function parseConsentDate(raw: string | null | undefined): Date | null {
  const { consentedAt } = storedConsentFields(raw);
  if (typeof consentedAt !== 'string') return null;
  const time = Date.parse(consentedAt);
  return Number.isNaN(time) ? null : new Date(time);
}

/** A consent id: a UUID (what the server's consent record accepts). */
const CONSENT_ID = /^[\da-f]{8}(?:-[\da-f]{4}){3}-[\da-f]{12}$/i;

/**
 * The stored choice's consent id, or null when it has none (saved before ids existed, or
 * adopted from the member's account) or the value is unreadable.
 */
export function parseConsentId(raw: string | null | undefined): string | null {
  const { consentId } = storedConsentFields(raw);
  return typeof consentId === 'string' && CONSENT_ID.test(consentId) ? consentId : null;
}

/** The part of `Crypto` a consent id is made with. */
export type ConsentIdSource = Partial<Pick<Crypto, 'randomUUID' | 'getRandomValues'>>;

/**
 * A fresh random consent id (a version 4 UUID), one per saved choice. `randomUUID` exists only
 * in secure contexts, so a page served over plain HTTP makes one from `getRandomValues`; with
 * no Web Crypto at all (an old runtime) there is none and the choice is saved without proof.
 */
export function newConsentId(
  source: ConsentIdSource | undefined = globalThis.crypto,
): string | null {
  if (typeof source?.randomUUID === 'function') return source.randomUUID();
  if (typeof source?.getRandomValues !== 'function') return null;
  const bytes = source.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40; // version 4
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80; // RFC 4122 variant
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/**
 * The proof of consent posted with a saved choice (issue #26): its id, the policy revision the
 * visitor was shown, Global Privacy Control and the site's country; no personal data. Undefined
 * when no id could be made or a part is not what the server records (an odd site country): the
 * choice itself is still saved.
 */
export function consentProof(input: {
  consentId: string | null;
  globalPrivacyControl: boolean;
  countryCode: string;
}): ConsentProof | undefined {
  const proof = {
    consentId: input.consentId,
    policyRevision: POLICY_REVISION,
    globalPrivacyControl: input.globalPrivacyControl,
    countryCode: input.countryCode.toUpperCase(),
  };
  return v.is(consentProofSchema, proof) ? proof : undefined;
}

/**
 * Global Privacy Control (beyond the spec, issue #9): when the browser sends the signal,
 * marketing stays off unless the visitor turns it on in the preferences dialog. Choices made
 * without the visitor picking marketing (the bar's Accept, the 24-hour auto-accept, the §8
 * default) pass through here.
 */
export function withGlobalPrivacyControl(
  preferences: CookiePreferences,
  globalPrivacyControl: boolean,
): CookiePreferences {
  return globalPrivacyControl ? { ...preferences, marketing: false } : preferences;
}

/**
 * The preferences in force: the stored ones, the §8 default (both on, marketing off under
 * GPC) for an unreadable value, or null when the visitor has not chosen yet.
 */
export function effectivePreferences(
  stored: StoredPreferences,
  globalPrivacyControl: boolean,
): CookiePreferences | null {
  switch (stored.kind) {
    case 'none':
      return null;
    case 'stored':
      return stored.preferences;
    case 'unparseable':
      return withGlobalPrivacyControl(stored.preferences, globalPrivacyControl);
  }
}

/** Nothing chosen yet: the dialog's optional switches start off (no pre-ticked consent). */
export const NOTHING_CHOSEN: CookiePreferences = { performance: false, marketing: false };

/** The switches the preferences dialog opens with: what is in force, else both off. */
export function dialogStartingPreferences(
  stored: StoredPreferences,
  globalPrivacyControl: boolean,
): CookiePreferences {
  return effectivePreferences(stored, globalPrivacyControl) ?? NOTHING_CHOSEN;
}

/**
 * How long the bar may still show before the 24-hour auto-accept (page-shell §4): from the
 * stored first display, or the whole window when there is none (it is recorded now).
 */
export function msUntilAutoAccept(firstDisplayDate: string | null | undefined, now: Date): number {
  const firstShown = firstDisplayDate ? Date.parse(firstDisplayDate) : Number.NaN;
  if (Number.isNaN(firstShown)) return FIRST_DISPLAY_WINDOW_MS;
  return Math.max(0, firstShown + FIRST_DISPLAY_WINDOW_MS - now.getTime());
}
