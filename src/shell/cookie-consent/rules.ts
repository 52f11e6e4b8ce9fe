/**
 * Cookie-consent bar decisions (page-shell §2 Cookie consent bar, §3 Cookie preferences, §4
 * Cookie bar, §8 unparseable preferences, §9 constants).
 */

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
 * shows when consent was last given). `consentedAt` sits beside performance and marketing, so
 * `parseStoredPreferences` reads the same value unchanged.
 */
export function serializeConsent(preferences: CookiePreferences, consentedAt: Date): string {
  return JSON.stringify({
    performance: preferences.performance,
    marketing: preferences.marketing,
    consentedAt: consentedAt.toISOString(),
  });
}

/** When the stored choice was saved, or null when unknown (older values, unreadable ones). */
export function parseConsentDate(raw: string | null | undefined): Date | null {
  if (parseStoredPreferences(raw).kind !== 'stored' || raw == null) return null;
  const { consentedAt } = JSON.parse(raw) as { consentedAt?: unknown };
  if (typeof consentedAt !== 'string') return null;
  const time = Date.parse(consentedAt);
  return Number.isNaN(time) ? null : new Date(time);
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
