/**
 * Redirect resolution (account-dashboard §5; page-shell §2 "After sign-out", §3 otherHosts).
 *
 * A target that is not an absolute http(s) URL gets a leading slash and is resolved against the
 * site host, so it can never leave it. An absolute http(s) URL is followed only to the site
 * host or to an allowed host (the signed-in session's otherHosts); anything else falls back to
 * the site root.
 */

export interface RedirectOptions {
  /** Origin of this site, e.g. `https://www.example.test`. */
  siteOrigin: string;
  /** Extra host names an absolute URL may go to (page-shell §3 sign-in result otherHosts). */
  allowedHosts?: readonly string[];
}

const ABSOLUTE_HTTP = /^https?:/i;
// The URL parser drops tabs and newlines anywhere and trims C0 controls and spaces at both ends,
// so "/\t/evil" would become "//evil": remove them first, as the parser would.
const TAB_OR_NEWLINE = /[\t\n\r]/g;
const LEADING_SLASHES = /^[/\\]+/;

function isEdgeJunk(code: number): boolean {
  return code <= 0x20;
}

function trimControls(text: string): string {
  let start = 0;
  let end = text.length;
  while (start < end && isEdgeJunk(text.charCodeAt(start))) start++;
  while (end > start && isEdgeJunk(text.charCodeAt(end - 1))) end--;
  return text.slice(start, end);
}

function hostAllowed(url: URL, site: URL, allowedHosts: readonly string[]): boolean {
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return false;
  if (url.host === site.host) return true;
  const hostname = url.hostname.toLowerCase();
  return allowedHosts.some((allowed) => {
    const entry = allowed.trim().toLowerCase();
    return entry !== '' && (entry === hostname || entry === url.host.toLowerCase());
  });
}

/**
 * Resolves a redirect target to an absolute href that stays on the site unless it is an
 * absolute http(s) URL to an allowed host (account-dashboard §5). Protocol-relative (`//x`,
 * `/\x`, `\\x`), scheme (`javascript:`, `data:`) and control-character tricks all become paths
 * on the site host; an absolute URL to any other host falls back to the site root.
 */
export function resolveRedirect(
  target: string | null | undefined,
  { siteOrigin, allowedHosts = [] }: RedirectOptions,
): string {
  const site = new URL(siteOrigin);
  const root = new URL('/', site).href;
  const cleaned = trimControls((target ?? '').replace(TAB_OR_NEWLINE, ''));
  if (cleaned === '') return root;

  if (ABSOLUTE_HTTP.test(cleaned)) {
    let absolute: URL;
    try {
      absolute = new URL(cleaned);
    } catch {
      return root;
    }
    return hostAllowed(absolute, site, allowedHosts) ? absolute.href : root;
  }

  const path = `/${cleaned.replace(LEADING_SLASHES, '')}`;
  let resolved: URL;
  try {
    resolved = new URL(path, site);
  } catch {
    return root;
  }
  if (resolved.origin !== site.origin) return root;
  // "/a/..//evil" resolves to the path "//evil", which is protocol-relative if someone later
  // uses only the path: collapse the leading slashes.
  resolved.pathname = resolved.pathname.replace(/^\/{2,}/, '/');
  return resolved.href;
}

/** Whether a string is an absolute http(s) URL (account-dashboard §5). */
export function isAbsoluteHttpUrl(target: string): boolean {
  const cleaned = trimControls(target.replace(TAB_OR_NEWLINE, ''));
  return ABSOLUTE_HTTP.test(cleaned) && URL.canParse(cleaned);
}
