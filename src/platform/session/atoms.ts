import { atom } from 'jotai';
import type { ApiResult } from '../api/client';
import type { SavedCookiePreferences, SignInResult, UserSnapshot } from '../api/contract';
import { apiClientAtom } from '../state/atoms';
import { cacheAtom } from '../storage/atoms';
import { DEFAULT_TTL_MS } from '../storage/cache';
import { setTrackingLoginIdAtom } from '../tracking/atoms';
import { LICENSE_CACHE_PREFIX } from './licenses';

/**
 * The member's session (page-shell §3–4). The secure id lives in memory only; everything else
 * is also kept in local storage for 30 days so a reload shows the member's name at once.
 */
export interface UserSession {
  isSignedIn: boolean;
  username: string;
  /** Never persisted. Empty when unknown. */
  secureId: string;
  loginId: string;
  accountCreationLink: string;
  /** @default true */
  hasFreeAccount: boolean;
  /** @default false */
  hasPassword: boolean;
}

/** The persisted copy: the session without its secure id. */
export type PersistedSession = Omit<UserSession, 'secureId'>;

export const SESSION_CACHE_KEY = 'user_session';

export const signedOutSession: UserSession = {
  isSignedIn: false,
  username: '',
  secureId: '',
  loginId: '',
  accountCreationLink: '',
  hasFreeAccount: true,
  hasPassword: false,
};

function isPersistedSession(value: unknown): value is PersistedSession {
  if (typeof value !== 'object' || value === null) return false;
  const record = value as Record<string, unknown>;
  return (
    typeof record.isSignedIn === 'boolean' &&
    typeof record.username === 'string' &&
    typeof record.loginId === 'string' &&
    typeof record.accountCreationLink === 'string' &&
    typeof record.hasFreeAccount === 'boolean' &&
    typeof record.hasPassword === 'boolean'
  );
}

function withoutSecureId(session: UserSession): PersistedSession {
  const { secureId: _inMemoryOnly, ...rest } = session;
  return rest;
}

const secureIdStateAtom = atom('');
/** `undefined` until first read: then restored from the cache. */
const persistedStateAtom = atom<PersistedSession | undefined>(undefined);

/** The secure id the account stores were loaded for: changes only to a new non-empty id. */
const accountOwnerStateAtom = atom('');
export const accountOwnerAtom = atom((get) => get(accountOwnerStateAtom));

/** The in-memory secure id (read-only: change it through `userSessionAtom`). */
export const secureIdAtom = atom((get) => get(secureIdStateAtom));

/**
 * The session. Writing it keeps the secure id in memory, persists the rest for 30 days, and
 * when the secure id becomes a new non-empty value the account stores reset and reload
 * (page-shell §4 Account app), because every account resource reads `accountOwnerAtom`.
 */
export const userSessionAtom = atom(
  (get): UserSession => {
    const persisted =
      get(persistedStateAtom) ??
      get(cacheAtom).get(SESSION_CACHE_KEY, isPersistedSession) ??
      withoutSecureId(signedOutSession);
    return { ...persisted, secureId: get(secureIdStateAtom) };
  },
  (get, set, next: UserSession) => {
    const persisted = withoutSecureId(next);
    set(persistedStateAtom, persisted);
    set(secureIdStateAtom, next.secureId);
    get(cacheAtom).set(SESSION_CACHE_KEY, persisted, DEFAULT_TTL_MS);
    if (next.secureId && next.secureId !== get(accountOwnerStateAtom)) {
      set(accountOwnerStateAtom, next.secureId);
    }
  },
);

export const isSignedInAtom = atom((get) => get(userSessionAtom).isSignedIn);

const memberCookiePreferencesStateAtom = atom<SavedCookiePreferences | null>(null);
/**
 * The cookie choice the signed-in member saved against their account (on any device), from
 * user-auth; null for a guest or a member who never chose. Not persisted: every page asks
 * user-auth.
 */
export const memberCookiePreferencesAtom = atom((get) => get(memberCookiePreferencesStateAtom));

/**
 * Signed in (sign-in or account creation succeeded): store the session, drop licences, and
 * track the rest of the page as the member.
 */
export const signInAtom = atom(
  null,
  (get, set, result: SignInResult & { loginId?: string; accountCreationLink?: string }) => {
    const current = get(userSessionAtom);
    const loginId = result.loginId ?? result.loginIdHash ?? current.loginId;
    set(userSessionAtom, {
      isSignedIn: true,
      username: result.username,
      secureId: result.secureId,
      loginId,
      accountCreationLink: result.accountCreationLink ?? current.accountCreationLink,
      hasFreeAccount: result.hasFreeAccount,
      hasPassword: result.hasPassword,
    });
    get(cacheAtom).removeByPrefix(LICENSE_CACHE_PREFIX);
    set(setTrackingLoginIdAtom, loginId);
  },
);

/**
 * Signed out: forget the session, the licence cache and the tracked login id (other hosts and
 * "/" are the caller's).
 */
export const signOutAtom = atom(null, (get, set) => {
  set(userSessionAtom, signedOutSession);
  set(memberCookiePreferencesStateAtom, null);
  get(cacheAtom).removeByPrefix(LICENSE_CACHE_PREFIX);
  set(setTrackingLoginIdAtom, '');
});

/**
 * The user-auth snapshot (page-shell §3): signed-in state, login id and secure id, and the
 * username and password flag when the server sends them (else the remembered ones stay).
 */
export const applyUserSnapshotAtom = atom(null, (get, set, snapshot: UserSnapshot) => {
  const current = get(userSessionAtom);
  set(
    memberCookiePreferencesStateAtom,
    snapshot.isSignedIn ? (snapshot.cookiePreferences ?? null) : null,
  );
  if (!snapshot.isSignedIn) {
    set(userSessionAtom, { ...signedOutSession, accountCreationLink: current.accountCreationLink });
    return;
  }
  set(userSessionAtom, {
    ...current,
    isSignedIn: true,
    loginId: snapshot.loginId ?? current.loginId,
    secureId: snapshot.secureId ?? current.secureId,
    username: snapshot.username ?? current.username,
    hasPassword: snapshot.hasPassword ?? current.hasPassword,
    hasFreeAccount: snapshot.hasFreeAccount ?? current.hasFreeAccount,
  });
});

/** The latest user-auth load of this page: whoever waits for the member shares it. */
const userLoadAtom = atom<Promise<ApiResult<UserSnapshot>> | null>(null);

/**
 * The latest user-auth load's result once it has settled, else `null`: what a first render can
 * read without waiting (a server render and the browser's hydration both start after it).
 */
const settledUserLoadStateAtom = atom<ApiResult<UserSnapshot> | null>(null);
export const settledUserLoadAtom = atom((get) => get(settledUserLoadStateAtom));

/**
 * Asks user-auth who the member is (page-shell §7, refresh-user-state) and applies the
 * snapshot. A failed call changes nothing.
 */
export const refreshUserStateAtom = atom(null, (get, set) => {
  const load = get(apiClientAtom)
    .call('userAuth')
    .then((result) => {
      if (result.ok && result.data) set(applyUserSnapshotAtom, result.data);
      if (get(userLoadAtom) === load) set(settledUserLoadStateAtom, result);
      return result;
    });
  set(userLoadAtom, load);
  return load;
});

/**
 * The member as this page loaded them: the load already started (at boot, before the first
 * render) or, if none was, a first one now, so one page never asks user-auth twice.
 */
export const loadUserOnceAtom = atom(
  null,
  (get, set) => get(userLoadAtom) ?? set(refreshUserStateAtom),
);
