/**
 * Pure rules of the error logger (account-dashboard §7–9): caps, what to skip and what a report
 * contains. No I/O here.
 */
import type { ErrorReport } from '../api/contract';

/** Longest stack trace sent (account-dashboard §7). */
export const maxStackTraceLength = 8192;
/** Longest stringified value in a description (account-dashboard §9). */
export const maxStringifiedLength = 2000;
/** Timeout of the ignore-pattern fetch (account-dashboard §9). */
export const ignorePatternTimeoutMs = 15_000;
/** Retries of a report after the first attempt (account-dashboard §8). */
export const reportRetries = 2;

/** Wait before retry `attempt` (1-based): 500 ms × attempt (account-dashboard §8). */
export function reportRetryDelay(attempt: number): number {
  return 500 * attempt;
}

export function cap(text: string, max: number): string {
  return text.length > max ? text.slice(0, max) : text;
}

/** Any value as text for a log description, capped at 2000 characters; never throws. */
export function stringifyForLog(value: unknown): string {
  if (typeof value === 'string') return cap(value, maxStringifiedLength);
  let text: string;
  try {
    text = JSON.stringify(value) ?? String(value);
  } catch {
    text = String(value);
  }
  return cap(text, maxStringifiedLength);
}

/**
 * A page a developer serves on their own machine (account-dashboard §8 "skips localhost
 * errors"): its errors are not reported. The reference product's brand hosts
 * (`main.localhost`…) stand for the public sites and are reported (docs/decisions.md).
 */
export function isLocalHost(hostname: string): boolean {
  const host = hostname.toLowerCase().replace(/^\[|\]$/g, '');
  return host === 'localhost' || host === '::1' || host === '0.0.0.0' || /^127\./.test(host);
}

/** `ignoredErrorTypes.txt`: one pattern per line; blank lines and `#` comments are skipped. */
export function parseIgnorePatterns(text: string): string[] {
  return text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '' && !line.startsWith('#'));
}

/** A pattern matches when it occurs in the description or stack, ignoring case. */
export function isIgnored(
  report: Pick<ErrorReport, 'description' | 'stackTrace'>,
  patterns: readonly string[],
): boolean {
  const haystack = `${report.description}\n${report.stackTrace}`.toLowerCase();
  return patterns.some((pattern) => haystack.includes(pattern.toLowerCase()));
}

/** Where an error happened. */
export interface PageEnvironment {
  url: string;
  parentUrl: string;
  userAgent: string;
}

/** What the caller knows about an error beyond the value itself. */
export interface ErrorContext {
  /** Replaces the description derived from the error. */
  description?: string;
  /** `line:column`, from an ErrorEvent. */
  line?: string;
  /** Extra details, stringified (capped) after the description. */
  details?: unknown;
}

function describeError(error: unknown): string {
  if (error instanceof Error) return `${error.name}: ${error.message}`;
  return stringifyForLog(error);
}

/** Builds the form body (account-dashboard §7) with the caps applied. */
export function buildErrorReport(
  error: unknown,
  context: ErrorContext,
  page: PageEnvironment,
): ErrorReport {
  const base = context.description ?? describeError(error);
  const details = context.details === undefined ? '' : ` ${stringifyForLog(context.details)}`;
  const stack = error instanceof Error && error.stack ? error.stack : '';
  return {
    description: `${base}${details}`,
    url: page.url,
    line: context.line ?? '',
    parentUrl: page.parentUrl,
    userAgent: page.userAgent,
    stackTrace: cap(stack, maxStackTraceLength),
  };
}

/** The HTTP status a rejection reason carries, if any (ky HTTPError, API failure, plain). */
export function statusOfReason(reason: unknown): number | undefined {
  if (typeof reason !== 'object' || reason === null) return undefined;
  const r = reason as {
    status?: unknown;
    response?: { status?: unknown };
    failure?: { status?: unknown };
  };
  for (const candidate of [r.status, r.response?.status, r.failure?.status]) {
    if (typeof candidate === 'number') return candidate;
  }
  return undefined;
}
