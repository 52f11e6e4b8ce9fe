import { atomWithLazy } from 'jotai/utils';
import { type ErrorLogger, pageErrorLogger } from './errorLogger';

/**
 * The error logger screens report through (account-dashboard §8 "an error is logged"): the
 * page's one logger; tests and stories replace it with their own `report`.
 */
export const errorLoggerAtom = atomWithLazy<Pick<ErrorLogger, 'report'>>(pageErrorLogger);
