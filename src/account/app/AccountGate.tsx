import { useAtomValue, useSetAtom, useStore } from 'jotai';
import { type ReactNode, useContext, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { UNSAFE_DataRouterStateContext, useLocation } from 'react-router';
import { Button } from '../../ds/Button/Button';
import { visuallyHidden } from '../../ds/styles/visuallyHidden.css';
import type { ApiResult } from '../../platform/api/client';
import type { UserSnapshot } from '../../platform/api/contract';
import { signInRedirectUrl } from '../../platform/api/rules';
import { siteConfigAtom } from '../../platform/config/atoms';
import { navigateAtom } from '../../platform/navigation/navigator';
import {
  loadUserOnceAtom,
  refreshUserStateAtom,
  settledUserLoadAtom,
  userSessionAtom,
} from '../../platform/session/atoms';
import { pageUrlAtom } from '../../platform/site/atoms';
import { apiClientAtom } from '../../platform/state/atoms';
import { trackingContextAtom } from '../../platform/tracking/atoms';
import { layoutAtom } from '../../shell/layout';
import { secureIdInvalidFromUrl, signedOutDialogOpenAtom } from '../../shell/session';
import { followAccountOwner, loadRouteNeedsAtom } from '../resources';
import { AccountMessage } from './AccountMessage';
import { AccountSkeleton } from './AccountSkeleton';
import { reportAccountErrorAtom } from './errors';
import { ACCOUNT_PAGE_NAME, accountReturnPath } from './rules';
import { unregisterAccountServiceWorkers } from './serviceWorkers';

/** Where the user load ended: signed in, signed out (a guest or a 401), or failed. */
type UserLoad = 'loading' | 'loaded' | 'signedOut' | 'failed';

/**
 * The account app bootstrap (page-shell §1, §4 Account app):
 * - on mount: follows the account owner (a new secure id resets and reloads the stores and
 *   re-points tracking) and unregisters old service workers under `/my-account`;
 * - loads the user (user-auth; the load the page started at boot, see `./boot.ts`) and shows the
 *   loading shimmer until it is loaded and signed in;
 * - signed in: tracking is initialised with the login id and page name, the loads the route's
 *   screen needs start at once (if the boot's have not: a sign-in here, "Try again"), and the
 *   dashboard shows;
 * - signed out when the user is loaded (a guest, a 401): the sign-in page with a return to
 *   this address, once (a later sign-out is the header's: it leaves for "/" itself); not while
 *   the shell offers a sign-in on this page (the signed-out dialog of `SecureIDInvalid=1`, or
 *   the sign-in dialog), and a sign-in there loads the dashboard in place;
 * - a failed user load: the dashboard's exception handler (console and error logger) and a
 *   designed page with "Try again".
 */
export function AccountGate({ children }: { children: ReactNode }) {
  const { t } = useTranslation(['account', 'common']);
  const store = useStore();
  const session = useAtomValue(userSessionAtom);
  const signInPath = useAtomValue(siteConfigAtom).values.signIn;
  const loadUser = useSetAtom(loadUserOnceAtom);
  const refreshUser = useSetAtom(refreshUserStateAtom);
  const report = useSetAtom(reportAccountErrorAtom);
  const leave = useSetAtom(navigateAtom);
  const location = useLocation();
  // A page rendered on the server starts from the member it rendered (the load has settled).
  const [load, setLoad] = useState<UserLoad>(() =>
    settledUserLoad(store.get(settledUserLoadAtom), store.get(userSessionAtom).isSignedIn),
  );
  const [attempt, setAttempt] = useState(0);
  const redirected = useRef(false);
  // Page-shell §4: the signed-out dialog's button opens the sign-in dialog here; leaving for
  // the sign-in page meanwhile would take both dialogs away.
  const signedOutDialogOpen = useAtomValue(signedOutDialogOpenAtom);
  const signInDialogOpen = useAtomValue(layoutAtom).showSignInDialog;
  // An address with SecureIDInvalid=1 opens that dialog from the shell's effect, which may run
  // after the gate's (a server-rendered page knows the member at once): wait for it to open.
  const pageUrl = useAtomValue(pageUrlAtom);
  const [signedOutDialogDue, setSignedOutDialogDue] = useState(
    () => secureIdInvalidFromUrl(pageUrl).openSignedOutDialog,
  );
  useEffect(() => {
    if (signedOutDialogOpen) setSignedOutDialogDue(false);
  }, [signedOutDialogOpen]);
  const signInOffered = signedOutDialogOpen || signInDialogOpen || signedOutDialogDue;

  useEffect(() => followAccountOwner(store), [store]);
  useEffect(() => {
    void unregisterAccountServiceWorkers();
  }, []);

  useEffect(() => {
    let current = true;
    if (attempt > 0) setLoad('loading');
    // The first look reuses the page's boot load; "Try again" and a sign-in here ask anew.
    void (attempt === 0 ? loadUser() : refreshUser()).then((result) => {
      if (!current) return;
      // Signed out as the load found it: a later sign-out (the header's) leaves by itself.
      const next = settledUserLoad(result, store.get(userSessionAtom).isSignedIn);
      if (next === 'failed' && !result.ok) {
        report(result.failure, { description: 'My Account: the user could not be loaded' });
      }
      setLoad(next);
    });
    return () => {
      current = false;
    };
  }, [attempt, loadUser, refreshUser, report, store]);

  const signedIn = load === 'loaded' && session.isSignedIn;
  const signedOut = load === 'signedOut';

  useEffect(() => {
    if (!signedIn) return;
    store.set(trackingContextAtom, {
      isPaymentPage: false,
      loginId: session.loginId,
      pageName: ACCOUNT_PAGE_NAME,
    });
    void store.set(loadRouteNeedsAtom);
  }, [signedIn, session.loginId, store]);

  // Signed in through the shell's dialog on this page: load the member as on arrival.
  useEffect(() => {
    if (signedOut && session.isSignedIn) setAttempt((n) => n + 1);
  }, [signedOut, session.isSignedIn]);

  const returnPath = accountReturnPath(location.pathname, location.search);
  const routerSettled = useRouterSettled();
  const leavesForSignIn = signedOut && !signInOffered && !session.isSignedIn;
  useEffect(() => {
    if (!leavesForSignIn || !routerSettled || redirected.current) return;
    redirected.current = true;
    // A dashboard call that found the session over has made the page's one redirect already.
    if (store.get(apiClientAtom).hasRedirectedToSignIn) return;
    leave(signInRedirectUrl(signInPath || undefined, returnPath));
  }, [leavesForSignIn, routerSettled, signInPath, returnPath, leave, store]);

  if (load === 'failed') {
    return (
      <AccountMessage
        padded
        level="h1"
        testId="account-user-load-failed"
        title={t('account:app.userLoadFailed.title')}
        body={t('account:app.userLoadFailed.body')}
        actions={
          <Button variant="secondary" onPress={() => setAttempt((n) => n + 1)}>
            {t('common:actions.tryAgain')}
          </Button>
        }
      />
    );
  }
  if (!signedIn) {
    return (
      <>
        <AccountSkeleton />
        {leavesForSignIn && (
          <p role="status" data-testid="account-signing-in" className={visuallyHidden}>
            {t('account:app.signingIn')}
          </p>
        )}
      </>
    );
  }
  return <>{children}</>;
}

/** Where a settled user load leaves the gate (`loading` while none has settled). */
function settledUserLoad(result: ApiResult<UserSnapshot> | null, isSignedIn: boolean): UserLoad {
  if (!result) return 'loading';
  if (result.ok || result.failure.kind === 'signedOut') return isSignedIn ? 'loaded' : 'signedOut';
  return 'failed';
}

/**
 * Whether the router has settled on the page's address: its first loaders ran (their guards may
 * redirect, e.g. /subscriptions → /subscriptions/) and no navigation is under way. The member is
 * often known before that (user-auth starts at boot), and React Router commits its redirects in
 * a transition, after the gate's own update: the return address must wait for the final one.
 * Only the router's state context tells `initialized` (`useNavigation` is idle while the first
 * loaders run); outside a data router there is nothing to wait for.
 */
function useRouterSettled(): boolean {
  const state = useContext(UNSAFE_DataRouterStateContext);
  return !state || (state.initialized && state.navigation.state === 'idle');
}
