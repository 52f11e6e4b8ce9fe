import { atom } from 'jotai';
import { atomWithLazy } from 'jotai/utils';
import { siteConfigAtom } from '../../platform/config/atoms';
import { memberCookiePreferencesAtom } from '../../platform/session/atoms';
import { apiClientAtom } from '../../platform/state/atoms';
import { browserLocalStorage, type StorageLike } from '../../platform/storage/cache';
import {
  ACCEPT_ALL,
  COOKIE_BAR_DELAY_MS,
  COOKIE_CONSENT_STORAGE_KEY,
  type CookiePreferences,
  consentProof,
  cookieBarDecision,
  dialogStartingPreferences,
  effectivePreferences,
  FIRST_DISPLAY_STORAGE_KEY,
  msUntilAutoAccept,
  newConsentId,
  parseConsentDate,
  parseConsentId,
  parseStoredPreferences,
  type StoredPreferences,
  serializeConsent,
  showCookiePolicyText,
  withGlobalPrivacyControl,
} from './rules';

/** The clock consent decisions read; stories and tests pin it. */
export interface CookieClock {
  now(): Date;
}
export const cookieClockAtom = atom<CookieClock>({ now: () => new Date() });

/**
 * Where `cookie_consent` and `initialCookieDisplayDate` live (page-shell §3): the browser's
 * local storage under exactly those keys (not the prefixed local cache, whose entries expire),
 * or `null` when storage is unavailable. Stories and tests set an in-memory storage.
 */
export const cookieStorageAtom = atomWithLazy<StorageLike | null>(() => browserLocalStorage());

/** Whether the browser sends the Global Privacy Control signal (`navigator.globalPrivacyControl`). */
export const globalPrivacyControlAtom = atomWithLazy<boolean>(
  () =>
    typeof navigator !== 'undefined' &&
    (navigator as Navigator & { globalPrivacyControl?: unknown }).globalPrivacyControl === true,
);

/** Where consent problems are reported (page-shell §8: unparseable stored preferences). */
export interface CookieConsentLogger {
  error(message: string, detail?: unknown): void;
}
export const cookieConsentLoggerAtom = atom<CookieConsentLogger>({
  error: (message, detail) => console.error(message, detail),
});

function readItem(storage: StorageLike | null, key: string): string | null {
  try {
    return storage?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

function writeItem(storage: StorageLike | null, key: string, value: string) {
  try {
    storage?.setItem(key, value);
  } catch {
    // Full or locked storage: the choice still applies to this page and is posted.
  }
}

/** Bumped on every write: storage is not observable, so reads depend on this. */
const storageVersionAtom = atom(0);

/** What local storage holds about consent right now. */
export interface StoredConsent {
  /** Raw `cookie_consent`. */
  raw: string | null;
  stored: StoredPreferences;
  /** When the stored choice was saved (beyond the spec), if known. */
  consentedAt: Date | null;
  /** The id of the stored choice's consent record (issue #26), if it has one. */
  consentId: string | null;
  /** Raw `initialCookieDisplayDate`. */
  firstDisplayDate: string | null;
}

export const storedConsentAtom = atom((get): StoredConsent => {
  get(storageVersionAtom);
  const storage = get(cookieStorageAtom);
  const raw = readItem(storage, COOKIE_CONSENT_STORAGE_KEY);
  return {
    raw,
    stored: parseStoredPreferences(raw),
    consentedAt: parseConsentDate(raw),
    consentId: parseConsentId(raw),
    firstDisplayDate: readItem(storage, FIRST_DISPLAY_STORAGE_KEY),
  };
});

/** The preferences in force, or null before the visitor (or the 24-hour rule) chose. */
export const cookiePreferencesAtom = atom((get) =>
  effectivePreferences(get(storedConsentAtom).stored, get(globalPrivacyControlAtom)),
);

/**
 * A choice is stored (given, saved, or auto-accepted after 24 hours): the bar no longer offers
 * the settings, so the footer does, and the visitor can change the choice at any time.
 */
export const hasCookieChoiceAtom = atom((get) => get(storedConsentAtom).stored.kind !== 'none');

/** The switches the preferences dialog starts from. */
export const dialogStartingPreferencesAtom = atom((get) =>
  dialogStartingPreferences(get(storedConsentAtom).stored, get(globalPrivacyControlAtom)),
);

/** Page-shell §9: the bar adds the cookie-policy sentence for Quebec, GB, IE, ES, MX. */
export const showCookiePolicyTextAtom = atom((get) => {
  const config = get(siteConfigAtom);
  return showCookiePolicyText(config.countryCode, config.values.isQuebecRegion === true);
});

/** The bar is on screen. */
export const cookieBarVisibleAtom = atom(false);
/** The preferences dialog is open. */
export const cookiePreferencesDialogOpenAtom = atom(false);

/** Opens the preferences dialog (the bar's settings link, or a footer link elsewhere). */
export const openCookiePreferencesAtom = atom(null, (_get, set) => {
  set(cookiePreferencesDialogOpenAtom, true);
});

/**
 * Saves a choice (page-shell §4, §7): local storage first, with the time it was given and a
 * new consent id (issue #26); the bar and the dialog close at once; then the POST, carrying
 * the proof of consent the server records under that id. A failed POST keeps the local choice;
 * the API client logs it (the contract's policy for this call is log-only, nothing is shown).
 * Resolves to whether the server took it.
 */
export const saveCookiePreferencesAtom = atom(
  null,
  async (get, set, preferences: CookiePreferences): Promise<boolean> => {
    const now = get(cookieClockAtom).now();
    // Every saved choice is a consent of its own, with an id of its own.
    const consentId = newConsentId();
    writeItem(
      get(cookieStorageAtom),
      COOKIE_CONSENT_STORAGE_KEY,
      serializeConsent(preferences, now, consentId),
    );
    set(storageVersionAtom, (version) => version + 1);
    set(cookieBarVisibleAtom, false);
    set(cookiePreferencesDialogOpenAtom, false);
    const consent = consentProof({
      consentId,
      globalPrivacyControl: get(globalPrivacyControlAtom),
      countryCode: get(siteConfigAtom).countryCode,
    });
    const result = await get(apiClientAtom).call('cookiePreferences', {
      body: {
        performance: preferences.performance,
        marketing: preferences.marketing,
        ...(consent ? { consent } : {}),
      },
    });
    return result.ok;
  },
);

/** The bar's Accept: both on (page-shell §4), marketing held off under GPC. */
export const acceptCookiesAtom = atom(null, (get, set) =>
  set(
    saveCookiePreferencesAtom,
    withGlobalPrivacyControl(ACCEPT_ALL, get(globalPrivacyControlAtom)),
  ),
);

/** The dialog's "accept all": the visitor picked every category, marketing included. */
export const acceptAllCookiesAtom = atom(null, (_get, set) =>
  set(saveCookiePreferencesAtom, ACCEPT_ALL),
);

export interface StartCookieConsentOptions {
  /** Wait before the bar appears once eligible. @default COOKIE_BAR_DELAY_MS (1000) */
  delayMs?: number;
}

/**
 * Runs the cookie bar (page-shell §4): decides eligibility for the site's country, shows the
 * bar `delayMs` after that (recording the first display then), auto-accepts once the 24-hour
 * window has passed without a choice — at start or while the bar is still up — and logs an
 * unparseable stored value (§8). A signed-in member's account choice counts as stored (issue
 * #24): the mount runs this again when it arrives. Returns a function that cancels the pending
 * timers.
 */
export const startCookieConsentAtom = atom(
  null,
  (get, set, options: StartCookieConsentOptions = {}) => {
    const delayMs = options.delayMs ?? COOKIE_BAR_DELAY_MS;
    const timers = new Set<ReturnType<typeof setTimeout>>();
    const later = (ms: number, run: () => void) => {
      const timer = setTimeout(() => {
        timers.delete(timer);
        run();
      }, ms);
      timers.add(timer);
    };

    const decide = () => {
      const consent = get(storedConsentAtom);
      const now = get(cookieClockAtom).now();
      const decision = cookieBarDecision({
        countryCode: get(siteConfigAtom).countryCode,
        storedPreferences: consent.raw,
        firstDisplayDate: consent.firstDisplayDate,
        now,
        accountPreferences: get(memberCookiePreferencesAtom),
      });
      return { decision, consent, now };
    };

    /**
     * The member's account already holds the choice: keep it in this browser too (page-shell
     * §3's keys) and show no bar. Nothing is posted: the server has it.
     */
    const adopt = (preferences: CookiePreferences, now: Date) => {
      const savedAt = Date.parse(get(memberCookiePreferencesAtom)?.savedAt ?? '');
      writeItem(
        get(cookieStorageAtom),
        COOKIE_CONSENT_STORAGE_KEY,
        serializeConsent(preferences, Number.isNaN(savedAt) ? now : new Date(savedAt)),
      );
      set(storageVersionAtom, (version) => version + 1);
      set(cookieBarVisibleAtom, false);
    };

    const autoAccept = (preferences: CookiePreferences) => {
      set(cookieBarVisibleAtom, false);
      void set(
        saveCookiePreferencesAtom,
        withGlobalPrivacyControl(preferences, get(globalPrivacyControlAtom)),
      );
    };

    const show = () => {
      const { decision, now } = decide();
      if (decision.kind === 'adopt') return adopt(decision.preferences, now);
      if (decision.kind === 'autoAccept') return autoAccept(decision.preferences);
      if (decision.kind !== 'show') return set(cookieBarVisibleAtom, false);
      if (decision.recordFirstDisplay) {
        writeItem(get(cookieStorageAtom), FIRST_DISPLAY_STORAGE_KEY, decision.recordFirstDisplay);
        set(storageVersionAtom, (version) => version + 1);
      }
      set(cookieBarVisibleAtom, true);
      const { firstDisplayDate } = get(storedConsentAtom);
      later(msUntilAutoAccept(firstDisplayDate ?? decision.recordFirstDisplay, now), show);
    };

    const { decision, consent, now } = decide();
    const stored = consent.stored;
    if (stored.kind === 'unparseable') {
      get(cookieConsentLoggerAtom).error('Cookie consent: unparseable stored preferences', {
        key: COOKIE_CONSENT_STORAGE_KEY,
        value: consent.raw,
      });
    }
    if (decision.kind === 'adopt') adopt(decision.preferences, now);
    else if (decision.kind === 'autoAccept') autoAccept(decision.preferences);
    else if (decision.kind === 'hidden') set(cookieBarVisibleAtom, false);
    else later(delayMs, show);

    return () => {
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
    };
  },
);
