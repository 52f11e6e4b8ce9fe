import type { MiddlewareHandler } from 'hono';
import { secureHeaders } from 'hono/secure-headers';
import { isBuildAsset } from './appBuild';
import type { ServerConfig } from './config';
import { fail } from './http';

/**
 * The one inline stylesheet of the app: react-aria's press handling prepends
 * `<style id="react-aria-pressable-style">` (touch-action for pressable elements) to <head>.
 * Allowed by the hash of its exact text; if a react-aria upgrade changes that text, the
 * end-to-end suite's zero-violation check fails and names the new hash.
 */
const reactAriaPressableStyle = "'sha256-38RhXrc7EdReTKsOm23ZPOCUgniTUUcjky8QOOrQx6o='";

/**
 * Security headers on every response. The Content-Security-Policy allows no inline script
 * and no inline style but react-aria's one stylesheet above: vanilla-extract emits static CSS
 * files and the app has no inline bootstrap.
 */
export const securityHeaders = secureHeaders({
  contentSecurityPolicy: {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'"],
    styleSrc: ["'self'", reactAriaPressableStyle],
    imgSrc: ["'self'", 'data:'],
    fontSrc: ["'self'"],
    connectSrc: ["'self'"],
    frameAncestors: ["'none'"],
    formAction: ["'self'"],
    baseUri: ["'self'"],
    objectSrc: ["'none'"],
  },
  crossOriginEmbedderPolicy: false,
  referrerPolicy: 'strict-origin-when-cross-origin',
  strictTransportSecurity: 'max-age=31536000; includeSubDomains',
  xFrameOptions: 'DENY',
  permissionsPolicy: { camera: [], microphone: [], geolocation: [] },
});

/** The family's public origins other than the one a request came to. */
const otherFamilyOrigins = (config: Pick<ServerConfig, 'publicOrigins'>, own: string) =>
  Object.values(config.publicOrigins).filter((origin) => origin !== own);

/** Adds `sources` to one directive of a policy (the policy unchanged if it has none). */
function withSources(policy: string, directive: string, sources: string): string {
  return policy.replace(new RegExp(`(^|;\\s*)(${directive} [^;]*)`), `$1$2 ${sources}`);
}

/**
 * The build's hashed files (scripts, stylesheets, fonts under `/my-account/assets/`) get only what
 * protects a subresource: a browser applies the Content-Security-Policy, frame, permission and
 * transport policies of a document, not of the files it loads, and those headers cost about
 * 1 kB on each of the first screen's 45 files. Every other answer gets the security headers,
 * whose policy lets a page call the family's other hosts.
 */
export function responseSecurityHeaders(
  config: Pick<ServerConfig, 'publicOrigins'>,
): MiddlewareHandler {
  return async (c, next) => {
    if (!isBuildAsset(c.req.path)) {
      await securityHeaders(c, next);
      let policy = c.res.headers.get('content-security-policy');
      if (!policy) return;
      // Sign-in and sign-out reach the family's other hosts too (page-shell §7); the brand is
      // known once the request has been through siteResolver.
      const brand = c.get('brand');
      if (brand) {
        const others = otherFamilyOrigins(config, config.publicOrigins[brand]);
        if (others.length > 0) policy = withSources(policy, 'connect-src', others.join(' '));
      }
      // A server-rendered page names the style attributes it contains (server/render.ts).
      const styleAttributes = c.get('styleAttributes');
      if (styleAttributes) policy = `${policy}; style-src-attr ${styleAttributes}`;
      // A page with external resources allows exactly those tags (./siteOperations.ts).
      const nonce = c.get('resourceNonce');
      if (nonce) {
        policy = withSources(policy, 'script-src', `'nonce-${nonce}'`);
        policy = withSources(policy, 'style-src', `'nonce-${nonce}'`);
      }
      c.res.headers.set('content-security-policy', policy);
      return;
    }
    await next();
    c.res.headers.set('x-content-type-options', 'nosniff');
    c.res.headers.set('cross-origin-resource-policy', 'same-origin');
  };
}

/**
 * The two calls the family's other hosts make here cross-origin, with credentials (page-shell
 * §7): secure-session after their sign-in and DELETE session at their sign-out. Only those
 * paths, only from the configured brand origins other than this one: CORS headers name the
 * exact origin (never `*`), and a preflight from anyone else gets none, so the browser refuses.
 */
export function familyCors(
  config: Pick<ServerConfig, 'publicOrigins'>,
  paths: readonly string[],
): MiddlewareHandler {
  const family = new Set(Object.values(config.publicOrigins));
  return async (c, next) => {
    const origin = c.req.header('origin');
    const allowed =
      origin !== undefined &&
      paths.includes(c.req.path) &&
      family.has(origin) &&
      origin !== config.publicOrigins[c.get('brand')];
    if (!allowed) return next();
    if (c.req.method === 'OPTIONS') {
      return c.body(null, 204, {
        'access-control-allow-origin': origin,
        'access-control-allow-credentials': 'true',
        'access-control-allow-methods': 'POST, DELETE',
        'access-control-allow-headers': 'authorization, content-type, accept, accept-language',
        'access-control-max-age': '600',
        vary: 'Origin',
      });
    }
    await next();
    c.res.headers.set('access-control-allow-origin', origin);
    c.res.headers.set('access-control-allow-credentials', 'true');
    c.res.headers.append('vary', 'Origin');
  };
}

/**
 * State-changing requests from a foreign page are refused (CSRF, login CSRF included): a
 * browser names the page's origin, which must be this request's own or one of the family's
 * configured origins (secure-session and sign-out are sent to the other brands' hosts).
 * Requests without `Origin` (not from a browser page) pass unless the browser says cross-site.
 */
export function originCheck(config: ServerConfig): MiddlewareHandler {
  const family = new Set(Object.values(config.publicOrigins));
  return async (c, next) => {
    if (c.req.method === 'GET' || c.req.method === 'HEAD' || c.req.method === 'OPTIONS') {
      return next();
    }
    const origin = c.req.header('origin');
    const foreign =
      origin !== undefined
        ? origin !== new URL(c.req.url).origin && !family.has(origin)
        : c.req.header('sec-fetch-site') === 'cross-site';
    if (foreign) return fail(c, 403, 'Forbidden: cross-origin request');
    await next();
  };
}

/**
 * Answers that depend on who is signed in are never stored by a browser or a proxy.
 * The header goes onto the finished response's own headers, as `securityHeaders` does:
 * `c.header()` after `next()` would copy the response around a stream of its body, which
 * @hono/node-server then writes chunk by chunk instead of in one piece.
 */
export const noStore: MiddlewareHandler = async (c, next) => {
  await next();
  const { headers } = c.res;
  if (!headers.has('cache-control')) headers.set('cache-control', 'no-store');
};
