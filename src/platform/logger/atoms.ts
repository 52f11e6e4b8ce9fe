import { atomWithLazy } from 'jotai/utils';
import { createErrorLogger, type ErrorLogger } from './errorLogger';

/**
 * The error logger screens report through (account-dashboard §8 "an error is logged"). Lazy: the
 * first report creates it; tests and stories replace it with their own `report`.
 */
export const errorLoggerAtom = atomWithLazy<Pick<ErrorLogger, 'report'>>(() => createErrorLogger());
