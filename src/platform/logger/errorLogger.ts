/**
 * The error logger (account-dashboard §7–9): posts reports to the error-logger service as a form
 * body, skips localhost and ignored error types, retries twice, and installs the global
 * handlers for unhandled errors and rejections (page-shell §4 expired-session on 401).
 *
 * It talks HTTP through its own ky instance, not the API client, because the client reports its
 * own failures here: going back through the client could loop.
 */
import ky from 'ky';
import type { ApiLogger } from '../api/client';
import { endpoints } from '../api/contract';
import {
  buildErrorReport,
  type ErrorContext,
  ignorePatternTimeoutMs,
  isIgnored,
  isLocalHost,
  type PageEnvironment,
  parseIgnorePatterns,
  reportRetries,
  reportRetryDelay,
  statusOfReason,
} from './rules';

/** What happened to a report. */
export type ReportOutcome = 'sent' | 'skippedLocalhost' | 'skippedIgnored' | 'failed';

export interface ErrorLogger {
  /** Reports an error; resolves once it was sent, skipped or finally failed. Never rejects. */
  report(error: unknown, context?: ErrorContext): Promise<ReportOutcome>;
  /** Adapter for the API client's `logger` option. */
  readonly apiLogger: ApiLogger;
}

export interface ErrorLoggerOptions {
  /** Origin the service paths resolve against. @default location.origin */
  baseUrl?: string;
  /** The page the errors come from. @default read from location, document and navigator */
  page?: () => PageEnvironment;
  /** Wait before retry `attempt`, in ms. @default reportRetryDelay (500 ms × attempt) */
  retryDelay?: (attempt: number) => number;
  /** @default globalThis.fetch */
  fetch?: typeof fetch;
  /** Where the logger's own failures go. @default console.warn */
  warn?: (message: string, detail?: unknown) => void;
}

function currentPage(): PageEnvironment {
  const href = typeof location !== 'undefined' ? location.href : '';
  const framed = typeof window !== 'undefined' && window.parent !== window;
  return {
    url: href,
    // A cross-origin parent's location is unreadable; the referrer is the parent page then.
    parentUrl: framed && typeof document !== 'undefined' ? document.referrer : href,
    userAgent: typeof navigator !== 'undefined' ? navigator.userAgent : '',
  };
}

export function createErrorLogger(options: ErrorLoggerOptions = {}): ErrorLogger {
  const baseUrl =
    options.baseUrl ?? (typeof location !== 'undefined' ? location.origin : 'http://localhost');
  const page = options.page ?? currentPage;
  const warn = options.warn ?? ((message, detail) => console.warn(message, detail));
  const http = ky.create({ baseUrl, ...(options.fetch && { fetch: options.fetch }) });
  let patterns: Promise<string[]> | undefined;

  // Fetched once per logger; a failure means "ignore nothing".
  function ignorePatterns(): Promise<string[]> {
    patterns ??= http
      .get(endpoints.ignoredErrorTypes.path, {
        timeout: ignorePatternTimeoutMs,
        retry: 0,
      })
      .text()
      .then(parseIgnorePatterns)
      .catch((error: unknown) => {
        warn('Could not load the ignored error types', error);
        return [];
      });
    return patterns;
  }

  async function report(error: unknown, context: ErrorContext = {}): Promise<ReportOutcome> {
    const where = page();
    let hostname = '';
    try {
      hostname = new URL(where.url).hostname;
    } catch {
      // An unparsable page URL is not local: report it.
    }
    if (isLocalHost(hostname)) return 'skippedLocalhost';
    const body = buildErrorReport(error, context, where);
    if (isIgnored(body, await ignorePatterns())) return 'skippedIgnored';
    try {
      await http.post(endpoints.errorLogger.path, {
        body: new URLSearchParams(Object.entries(body)),
        retry: {
          limit: reportRetries,
          methods: ['post'],
          delay: options.retryDelay ?? reportRetryDelay,
        },
      });
      return 'sent';
    } catch (failure) {
      warn('Could not send an error report', failure);
      return 'failed';
    }
  }

  return {
    report,
    apiLogger: {
      error: (description, details) => {
        void report(undefined, { description, details });
      },
    },
  };
}

export interface GlobalHandlerOptions {
  /** Opens the expired-session flow (page-shell §4): called for an unhandled 401 rejection. */
  onExpiredSession?: () => void;
  /** When set, a 401 rejection is reported like any other and the flow is not opened. */
  disableExpiredSessionDialog?: boolean;
}

type ErrorTarget = Pick<Window, 'addEventListener' | 'removeEventListener'>;

/**
 * Reports unhandled errors and rejections; a rejection with status 401 opens the
 * expired-session flow instead. Returns the function that removes the handlers.
 */
export function installGlobalErrorHandlers(
  target: ErrorTarget,
  logger: Pick<ErrorLogger, 'report'>,
  options: GlobalHandlerOptions = {},
): () => void {
  const onError = (event: Event) => {
    const e = event as ErrorEvent;
    const line = e.lineno ? `${e.lineno}:${e.colno ?? 0}` : '';
    void logger.report(e.error ?? e.message, {
      ...(e.error ? {} : { description: e.message }),
      line,
    });
  };
  const onRejection = (event: Event) => {
    const reason = (event as PromiseRejectionEvent).reason;
    if (statusOfReason(reason) === 401 && !options.disableExpiredSessionDialog) {
      options.onExpiredSession?.();
      return;
    }
    void logger.report(
      reason,
      reason instanceof Error ? {} : { description: 'Unhandled rejection', details: reason },
    );
  };
  target.addEventListener('error', onError);
  target.addEventListener('unhandledrejection', onRejection);
  return () => {
    target.removeEventListener('error', onError);
    target.removeEventListener('unhandledrejection', onRejection);
  };
}
