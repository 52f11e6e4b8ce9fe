/**
 * Pure request and response rules of the API client (page-shell §5, §7; account-dashboard §5,
 * §7–8). No I/O here: the client composes these.
 */
import type { HttpMethod } from './contract';

/** Brand values that mean "no brand" and are dropped from GET queries (page-shell §5). */
export const meaninglessBrandValues: readonly string[] = ['+', '', '%2B', 'None'];

/**
 * Page-shell §5: "+", empty, "%2B" or "None". Surrounding whitespace counts as empty and
 * "%2b" is the same encoded "+"; "None" must match exactly ("none" is a real value).
 */
export function isMeaninglessBrand(value: unknown): boolean {
  if (typeof value !== 'string') return false;
  const brand = value.trim();
  return meaninglessBrandValues.includes(brand) || brand.toUpperCase() === '%2B';
}

/**
 * Query pairs to send: `undefined` and `null` are left out, booleans and numbers are
 * stringified, and on GET requests a meaningless `brand` is dropped.
 */
export function queryEntries(
  method: HttpMethod,
  query: Record<string, unknown> | undefined,
): [string, string][] {
  if (!query) return [];
  const entries: [string, string][] = [];
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null) continue;
    if (method === 'GET' && key === 'brand' && isMeaninglessBrand(value)) continue;
    entries.push([key, String(value)]);
  }
  return entries;
}

/** Fills `{name}` placeholders with URI-encoded parameter values. */
export function fillPath(template: string, params: Record<string, unknown> | undefined): string {
  return template.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined || value === null || value === '') {
      throw new Error(`Path parameter "${name}" must not be empty`);
    }
    return encodeURIComponent(String(value));
  });
}

/**
 * A regular expression source matching the paths of `template`, each `{name}` one segment:
 * how a server, a mock or a test recognises a call of an endpoint.
 */
export function pathPattern(template: string): string {
  return template.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{\w+\}/g, '[^/?]+');
}

/** The `authorization` header value, or nothing when no secure id is known. */
export function authorizationHeader(secureId: string | null | undefined): string | undefined {
  return secureId ? `secure_id ${secureId}` : undefined;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A body that says the session is gone (account-dashboard §4: `Status` is `SignedOut`). */
export function isSignedOutBody(body: unknown): boolean {
  if (!isRecord(body)) return false;
  return body.Status === 'SignedOut' || body.status === 'SignedOut';
}

/**
 * The error strings of a body: `errors`, or `result.errors` (account-dashboard §8 names the
 * latter for exceptions with a response body).
 */
export function errorStrings(body: unknown): string[] {
  if (!isRecord(body)) return [];
  const fromList = (list: unknown) =>
    Array.isArray(list) ? list.filter((e): e is string => typeof e === 'string' && e !== '') : [];
  const top = fromList(body.errors);
  if (top.length > 0) return top;
  return isRecord(body.result) ? fromList(body.result.errors) : [];
}

/** The first error string to show, or `null` to use the generic body. */
export function firstErrorMessage(body: unknown): string | null {
  return errorStrings(body)[0] ?? null;
}

/** my-projects tiles: this error means "no dashboards yet" (account-dashboard §7). */
export const noDashboardsError = 'Could not find any dashboards for secureId';

export function isNoDashboardsBody(body: unknown): boolean {
  return errorStrings(body).some((e) => e.includes(noDashboardsError));
}

/** ky's default retry wait: 0.3 s × 2^(attempt − 1). */
export function defaultRetryDelay(attempt: number): number {
  return 0.3 * 2 ** (attempt - 1) * 1000;
}

/** Sign-in URL with a return to my-account (account-dashboard §4). */
export function signInRedirectUrl(
  signInPath = '/SignIn/?page=signin',
  returnPath = '/my-account/',
): string {
  const separator = signInPath.includes('?') ? '&' : '?';
  return `${signInPath}${separator}ReturnUrl=${encodeURIComponent(returnPath)}`;
}
