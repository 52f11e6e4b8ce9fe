/**
 * Session transitions of the page shell (page-shell §4 Session, §7 session / secure-session /
 * password-recovery / account calls, §8): sign in, create an account, ask for a password reset,
 * and sign out. Each action answers with the §8 outcome the dialog shows; it never throws.
 */
import { atom, useSetAtom } from 'jotai';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApiFailure } from '../../platform/api/client';
import type { AccountCreate, SignInResult } from '../../platform/api/contract';
import { siteConfigAtom } from '../../platform/config/atoms';
import { navigateAtom } from '../../platform/navigation/navigator';
import { resolveRedirect } from '../../platform/navigation/redirect';
import { signInAtom, signOutAtom } from '../../platform/session/atoms';
import { apiClientAtom } from '../../platform/state/atoms';
import { cacheAtom } from '../../platform/storage/atoms';
import { DEFAULT_TTL_MS } from '../../platform/storage/cache';
import { showAlertAtom } from '../alerts';
import { type SignInOutcome, signInOutcome, THROWN_ERROR_OUTCOME } from './rules';

/** Where the browser goes after sign-out (page-shell §2 Paths). */
export const AFTER_SIGN_OUT_PATH = '/';

const OTHER_HOSTS_CACHE_KEY = 'other_hosts';
const isHostList = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((host) => typeof host === 'string');
const otherHostsStateAtom = atom<readonly string[] | undefined>(undefined);

/**
 * The other hosts of the family the member was signed in to (sign-in result `otherHosts`,
 * page-shell §3), so sign-out reaches them too. Host names are no secret: they are remembered
 * with the session (30 days), since sign-out is usually on another page than sign-in.
 */
export const otherHostsAtom = atom(
  (get): readonly string[] =>
    get(otherHostsStateAtom) ?? get(cacheAtom).get(OTHER_HOSTS_CACHE_KEY, isHostList) ?? [],
  (get, set, hosts: readonly string[]) => {
    set(otherHostsStateAtom, hosts);
    if (hosts.length > 0) get(cacheAtom).set(OTHER_HOSTS_CACHE_KEY, hosts, DEFAULT_TTL_MS);
    else get(cacheAtom).remove(OTHER_HOSTS_CACHE_KEY);
  },
);

/**
 * The origin of another host of the family: the sign-in result names hosts, reached with the
 * page's own scheme (HTTPS on the sites; plain HTTP only where this page is, a local machine).
 */
export function otherHostOrigin(host: string, pageProtocol?: string): string {
  const protocol = pageProtocol ?? (typeof location === 'undefined' ? 'https:' : location.protocol);
  return `${protocol === 'http:' ? 'http:' : 'https:'}//${host}`;
}

/** How failures of the other-host calls are logged (page-shell §8: "logged and ignored"). */
export const sessionLoggerAtom = atom<{ error: (message: string, details?: unknown) => void }>({
  error: (message, details) => console.error(message, details),
});

export interface Credentials {
  /** The normalised email address (page-shell §5). */
  email: string;
  password: string;
}

/** What the dialog was opened with when saving a document (page-shell §3 product info). */
export type ProductInfo = Record<string, unknown>;

function text(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value : undefined;
}

/**
 * The account-create payload (page-shell §3): credentials, country, source "D", both email
 * permissions on, no website link hash, plus the product fields the contract carries.
 */
export function accountCreatePayload(
  credentials: Credentials,
  countryCode: string,
  productInfo?: ProductInfo,
): AccountCreate {
  const productName = text(productInfo?.productName);
  const productCode = text(productInfo?.productCode);
  const documentId = text(productInfo?.documentId);
  return {
    userCredentials: { username: credentials.email, password: credentials.password },
    countryCode,
    source: 'D',
    isSendingEmailsAllowed: true,
    isSendingPromotionsAllowed: true,
    websiteLinkHash: null,
    ...(productName && { productName }),
    ...(productCode && { productCode }),
    ...(documentId && { documentId }),
  };
}

/**
 * A call that got no status answer. §8 says "any thrown error" gives the common alert; an
 * HTTP error that still carries the server's own message (a 429 "too many attempts") shows
 * that message instead, as a general error would.
 */
function thrownOutcome(failure: ApiFailure): SignInOutcome {
  if (failure.kind === 'http' && failure.message) {
    return { kind: 'alert', message: { source: 'server', description: failure.message } };
  }
  return THROWN_ERROR_OUTCOME;
}

/**
 * How long a sign-in waits for the other hosts' sessions before it completes anyway: a page
 * that leaves on sign-in (the sign-in page's ReturnUrl) would otherwise cancel those calls.
 */
export const OTHER_HOSTS_WAIT_MS = 3000;

/** The last sign-in's other-host calls (tests wait for them; nothing else does). */
export const otherHostSignInsAtom = atom<Promise<void>>(Promise.resolve());

/**
 * Signed in (page-shell §4 Session): remember the other hosts and open a session on each of
 * them, then store the session (the licence cache is cleared by `signInAtom`). The session is
 * stored once they have answered, or after `OTHER_HOSTS_WAIT_MS`: whatever reacts to the
 * sign-in (a page going on to its ReturnUrl) comes after them. Their failures are logged and
 * ignored (§8).
 */
const completeSignInAtom = atom(null, async (get, set, result: SignInResult): Promise<void> => {
  const hosts = result.otherHosts.filter((host) => host.trim() !== '');
  set(otherHostsAtom, hosts);
  const client = get(apiClientAtom);
  const logger = get(sessionLoggerAtom);
  const calls = Promise.all(
    hosts.map(async (host) => {
      const answer = await client.call('secureSession', {
        baseUrl: otherHostOrigin(host),
        body: { secureID: result.secureId },
      });
      if (!answer.ok) logger.error(`Sign-in to ${host} failed`, answer.failure);
    }),
  ).then(() => undefined);
  set(otherHostSignInsAtom, calls);
  if (hosts.length > 0) {
    let timer: ReturnType<typeof setTimeout> | undefined;
    await Promise.race([
      calls,
      new Promise<void>((done) => {
        timer = setTimeout(done, OTHER_HOSTS_WAIT_MS);
      }),
    ]);
    clearTimeout(timer);
  }
  set(signInAtom, result);
});

function outcomeWithResult(
  data: { succeeded: boolean; status?: number | null; statusDescription?: string | null } & {
    result?: SignInResult | null;
  },
): { outcome: SignInOutcome; result: SignInResult | null } {
  const outcome = signInOutcome(data);
  if (outcome.kind !== 'success') return { outcome, result: null };
  // A success without the session it promises cannot sign anyone in: the common alert.
  if (!data.result) return { outcome: THROWN_ERROR_OUTCOME, result: null };
  return { outcome, result: data.result };
}

/** POST session with the member's credentials (page-shell §7); §8 outcome. */
export const signInWithPasswordAtom = atom(
  null,
  async (get, set, credentials: Credentials): Promise<SignInOutcome> => {
    const answer = await get(apiClientAtom).call('signIn', {
      body: { userCredentials: { username: credentials.email, password: credentials.password } },
    });
    if (!answer.ok) return thrownOutcome(answer.failure);
    const { outcome, result } = outcomeWithResult(answer.data);
    if (result) await set(completeSignInAtom, result);
    return outcome;
  },
);

/** POST account with the create payload (page-shell §3, §7); success signs the member in. */
export const createAccountAtom = atom(
  null,
  async (
    get,
    set,
    request: Credentials & { productInfo?: ProductInfo; accountCreationLink?: string },
  ): Promise<SignInOutcome> => {
    const body = accountCreatePayload(
      request,
      get(siteConfigAtom).countryCode,
      request.productInfo,
    );
    const answer = await get(apiClientAtom).call('createAccount', { body });
    if (!answer.ok) return thrownOutcome(answer.failure);
    const { outcome, result } = outcomeWithResult(answer.data);
    if (result) {
      const withLink = request.accountCreationLink
        ? { ...result, accountCreationLink: request.accountCreationLink }
        : result;
      await set(completeSignInAtom, withLink);
    }
    return outcome;
  },
);

/**
 * POST password-recovery (page-shell §3 payload: email, returnProduct; §7). The return product
 * is the product being saved, when there is one.
 */
export const passwordRecoveryAtom = atom(
  null,
  async (get, _set, request: { email: string; productInfo?: ProductInfo }) => {
    const returnProduct =
      text(request.productInfo?.productCode) ?? text(request.productInfo?.productName);
    const answer = await get(apiClientAtom).call('passwordRecovery', {
      body: { email: request.email, ...(returnProduct && { returnProduct }) },
    });
    if (!answer.ok) return thrownOutcome(answer.failure);
    return signInOutcome(answer.data);
  },
);

export interface SignOutTexts {
  /** The §8 sign-out failure text, translated. */
  failureMessage: string;
}

/** What the sign-out flow ended with. */
export type SignOutOutcome = 'signedOut' | 'failed';

/**
 * Sign-out (page-shell §4 Session, §7, §8): DELETE the session here, then on each other host
 * (failures there logged and ignored). A non-succeeded answer shows the server's description;
 * a call that got no answer shows the sign-out failure text. On success the session and the
 * licence cache are cleared and the browser goes to "/".
 */
export const signOutFlowAtom = atom(
  null,
  async (get, set, texts: SignOutTexts): Promise<SignOutOutcome> => {
    const client = get(apiClientAtom);
    const answer = await client.call('signOut');
    if (!answer.ok) {
      set(showAlertAtom, { tone: 'error', lines: [texts.failureMessage] });
      return 'failed';
    }
    if (!answer.data.succeeded) {
      const description = answer.data.statusDescription?.trim() || answer.data.errors[0];
      set(showAlertAtom, { tone: 'error', lines: [description || texts.failureMessage] });
      return 'failed';
    }
    const logger = get(sessionLoggerAtom);
    await Promise.all(
      get(otherHostsAtom).map(async (host) => {
        const other = await client.call('signOut', { baseUrl: otherHostOrigin(host) });
        if (!other.ok || !other.data.succeeded) {
          logger.error(`Sign-out from ${host} failed`, other.ok ? other.data : other.failure);
        }
      }),
    );
    set(otherHostsAtom, []);
    set(signOutAtom);
    const origin = typeof location === 'undefined' ? 'http://localhost' : location.origin;
    set(navigateAtom, resolveRedirect(AFTER_SIGN_OUT_PATH, { siteOrigin: origin }));
    return 'signedOut';
  },
);

/** Sign-out for components (the account menu): the flow with its translated failure text. */
export function useSignOut(): () => Promise<SignOutOutcome> {
  const { t } = useTranslation('signIn');
  const signOut = useSetAtom(signOutFlowAtom);
  return useCallback(() => signOut({ failureMessage: t('errors.signOutFailed') }), [signOut, t]);
}
