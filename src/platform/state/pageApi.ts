import type { ApiClientOptions } from '../api/client';
import {
  type ErrorLogger,
  installGlobalErrorHandlers,
  pageErrorLogger,
} from '../logger/errorLogger';

type ErrorTarget = Pick<Window, 'addEventListener' | 'removeEventListener'>;

/**
 * What every browser page's API client shares (the /my-account/ app and the host pages' shell,
 * account-dashboard §8, page-shell §4):
 * - the page's one error logger for its failures, with the global handlers installed (once per
 *   page, even when the host page's shell and the account app both boot);
 * - a dashboard's 401 ends the site's session before its one sign-in redirect;
 * - a signed-out answer no redirect handles is raised as the unhandled rejection that opens the
 *   expired-session dialog.
 */
export function browserPageApiOptions(
  logger: ErrorLogger = pageErrorLogger(),
  target: ErrorTarget = window,
): Pick<ApiClientOptions, 'logger' | 'onUnhandledSignedOut' | 'endSessionBeforeSignIn'> {
  installGlobalErrorHandlers(target, logger);
  return {
    logger: logger.apiLogger,
    endSessionBeforeSignIn: true,
    onUnhandledSignedOut: (failure) => {
      void Promise.reject(failure);
    },
  };
}
