/**
 * The experiment cookie `dcsExp` (account-dashboard §9): the member's assigned variations as
 * `name=variation` pairs joined by semicolons, kept for a year so the server and other pages
 * see the same assignment. The value is URI-encoded because a raw `;` ends a cookie value.
 */

export const EXPERIMENT_COOKIE = 'dcsExp';
/** One year, in seconds. */
export const EXPERIMENT_COOKIE_MAX_AGE_S = 31_536_000;

/** Experiment name → variation code, as kept in the cookie. */
export type ExperimentAssignments = Record<string, string>;

/** Parses the cookie value (`a=N;b=C`); pairs without a name or a variation are skipped. */
export function parseAssignments(value: string): ExperimentAssignments {
  let decoded = value;
  try {
    decoded = decodeURIComponent(value);
  } catch {
    // A malformed escape: read the raw text rather than dropping every assignment.
  }
  const assignments: ExperimentAssignments = {};
  for (const pair of decoded.split(';')) {
    const separator = pair.indexOf('=');
    if (separator <= 0) continue;
    const name = pair.slice(0, separator).trim();
    const variation = pair.slice(separator + 1).trim();
    if (name && variation && !/[=;]/.test(variation)) assignments[name] = variation;
  }
  return assignments;
}

/** Formats assignments as the cookie value (before URI encoding). */
export function formatAssignments(assignments: ExperimentAssignments): string {
  return Object.entries(assignments)
    .filter(([name, variation]) => name && variation)
    .map(([name, variation]) => `${name}=${variation}`)
    .join(';');
}

/** Finds `dcsExp` in a `document.cookie` string and parses it; absent or broken → `{}`. */
export function readExperimentCookie(cookieHeader: string): ExperimentAssignments {
  for (const part of cookieHeader.split(/;\s*/)) {
    const separator = part.indexOf('=');
    if (separator < 0) continue;
    if (part.slice(0, separator).trim() === EXPERIMENT_COOKIE) {
      return parseAssignments(part.slice(separator + 1));
    }
  }
  return {};
}

/** The full `document.cookie` assignment string: one year, site-wide, Secure, SameSite=Lax. */
export function serializeExperimentCookie(assignments: ExperimentAssignments): string {
  const value = encodeURIComponent(formatAssignments(assignments));
  return `${EXPERIMENT_COOKIE}=${value}; Max-Age=${EXPERIMENT_COOKIE_MAX_AGE_S}; Path=/; Secure; SameSite=Lax`;
}

/** Anything with a `cookie` property that reads and writes like `document.cookie`. */
export interface CookieJar {
  cookie: string;
}

/** Adds or replaces one assignment in the cookie, keeping the others. */
export function writeExperimentAssignment(jar: CookieJar, name: string, variation: string): void {
  try {
    const current = readExperimentCookie(jar.cookie);
    jar.cookie = serializeExperimentCookie({ ...current, [name]: variation });
  } catch (error) {
    // Cookies can be blocked (sandboxed frames); the assignment still applies to this page.
    console.warn('Could not write the experiment cookie', error);
  }
}
