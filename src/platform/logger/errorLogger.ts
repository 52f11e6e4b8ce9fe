/**
 * The error logger (account-dashboard §7–9): posts reports to the error-logger service as a form
 * body, skips localhost and ignored error types, retries twice, stops while the service says
 * "too many" (429), and installs the global handlers for unhandled errors and rejections once
 * per page.
 *
 * It talks HTTP through its own ky instance, not the API client, because the client reports its
 * own failures here: going back through the client could loop.
 */
import ky, { isHTTPError } from 'ky';
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
} from './rules';

/** What happened to a report. */
export type ReportOutcome =
  | 'sent'
  | 'skippedLocalhost'
  | 'skippedIgnored'
  /** The service answered 429 a moment ago: nothing is sent until its window has passed. */
  | 'skippedRateLimited'
  | 'failed';

/** How long the logger stays quiet after a 429 without `Retry-After` (the service's window). */
export const rateLimitPauseMs = 60_000;
/** Statuses worth another attempt: not 429 (the limit), not 413 (too large stays too large). */
const retriedStatuses = [408, 500, 502, 503, 504];

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
  /** @default Date.now */
  now?: () => number;
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
  const now = options.now ?? Date.now;
  const http = ky.create({ baseUrl, ...(options.fetch && { fetch: options.fetch }) });
  let patterns: Promise<string[]> | undefined;
  let quietUntil = 0;

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
    if (now() < quietUntil) return 'skippedRateLimited';
    try {
      await http.post(endpoints.errorLogger.path, {
        body: new URLSearchParams(Object.entries(body)),
        retry: {
          limit: reportRetries,
          methods: ['post'],
          statusCodes: retriedStatuses,
          delay: options.retryDelay ?? reportRetryDelay,
        },
      });
      return 'sent';
    } catch (failure) {
      // The service's rate limit: another attempt would only count against it again.
      if (isHTTPError(failure) && failure.response.status === 429) {
        quietUntil = now() + retryAfterMs(failure.response.headers.get('retry-after'), now());
        return 'skippedRateLimited';
      }
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

/** `Retry-After` (seconds or an HTTP date) in ms; the service's window when absent. */
function retryAfterMs(header: string | null, now: number): number {
  if (header === null) return rateLimitPauseMs;
  const seconds = Number(header);
  if (Number.isFinite(seconds)) return Math.max(0, seconds * 1000);
  const date = Date.parse(header);
  return Number.isNaN(date) ? rateLimitPauseMs : Math.max(0, date - now);
}

// Shared by every bundle of the page (the host page's shell and the account app may both run).
const pageLoggerKey = Symbol.for('legal-docs.pageErrorLogger');
const installedHandlersKey = Symbol.for('legal-docs.globalErrorHandlers');

const consoleOnlyLogger: ErrorLogger = {
  report: async (error, context = {}) => {
    console.error(context.description ?? 'Error', error, context.details ?? '');
    return 'failed';
  },
  apiLogger: { error: (description, details) => console.error(description, details) },
};

/**
 * The page's one error logger: every report of the page (global handlers, API client, screens)
 * goes through it, so the ignore patterns are fetched once and a 429 quiets all of them.
 * Outside a browser (the server's render) errors go to the console.
 */
export function pageErrorLogger(): ErrorLogger {
  if (typeof window === 'undefined') return consoleOnlyLogger;
  const holder = window as unknown as Record<symbol, ErrorLogger | undefined>;
  holder[pageLoggerKey] ??= createErrorLogger();
  return holder[pageLoggerKey];
}

type ErrorTarget = Pick<Window, 'addEventListener' | 'removeEventListener'>;

/**
 * Reports unhandled errors and rejections (account-dashboard §8), once per target however many
 * entries of the page install them (later calls get the first installation's remover). A
 * rejection another listener handled (`preventDefault`: the shell's expired-session flow takes
 * an unhandled 401, page-shell §4) is not reported. Returns the function that removes them.
 */
export function installGlobalErrorHandlers(
  target: ErrorTarget,
  logger: Pick<ErrorLogger, 'report'>,
): () => void {
  const holder = target as unknown as Record<symbol, (() => void) | undefined>;
  const installed = holder[installedHandlersKey];
  if (installed) return installed;
  const onError = (event: Event) => {
    const e = event as ErrorEvent;
    const line = e.lineno ? `${e.lineno}:${e.colno ?? 0}` : '';
    void logger.report(e.error ?? e.message, {
      ...(e.error ? {} : { description: e.message }),
      line,
    });
  };
  const onRejection = (event: Event) => {
    if (event.defaultPrevented) return;
    const reason = (event as PromiseRejectionEvent).reason;
    void logger.report(
      reason,
      reason instanceof Error ? {} : { description: 'Unhandled rejection', details: reason },
    );
  };
  target.addEventListener('error', onError);
  target.addEventListener('unhandledrejection', onRejection);
  const remove = () => {
    target.removeEventListener('error', onError);
    target.removeEventListener('unhandledrejection', onRejection);
    delete holder[installedHandlersKey];
  };
  holder[installedHandlersKey] = remove;
  return remove;
}
