import { atom } from 'jotai';
import { atomWithLazy } from 'jotai/utils';
import { isApiFailure } from '../../platform/api/client';
import { type ErrorLogger, pageErrorLogger } from '../../platform/logger/errorLogger';
import type { ErrorContext } from '../../platform/logger/rules';

/**
 * The platform error logger the dashboard reports through (account-dashboard §7–8: it skips
 * localhost and ignored types and retries). Replaceable in stories and tests.
 */
export const accountErrorLoggerAtom = atomWithLazy<Pick<ErrorLogger, 'report'>>(pageErrorLogger);

/**
 * The dashboard's global exception handler (page-shell §4 "a failed user load goes to a global
 * exception handler"; §8 "route resolution errors are logged to the console"): every error it
 * is given goes to the console and to the platform error logger, but a failed API call goes to
 * the console only: the API client reported it already (account-dashboard §8). What the member sees is the
 * caller's: a designed page with a way back or a retry.
 */
export const reportAccountErrorAtom = atom(
  null,
  (get, _set, error: unknown, context: ErrorContext = {}) => {
    console.error(context.description ?? 'My Account error', error);
    if (!isApiFailure(error)) void get(accountErrorLoggerAtom).report(error, context);
  },
);
