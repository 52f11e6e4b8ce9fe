import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context, MiddlewareHandler } from 'hono';
import { brandForHost, hostsByBrand } from '../src/platform/site/hosts';
import type { BrandId } from '../tokens/types';
import type { ServerConfig } from './config';
import { fail } from './http';

declare module 'hono' {
  interface ContextVariableMap {
    brand: BrandId;
    /** The configured public origin of the request's brand. */
    origin: string;
    /** Whether a TLS-terminating proxy in front is trusted (`TRUST_PROXY`). */
    trustProxy: boolean;
  }
}

/** The host name of a Host header, without the port, lower-cased. */
const hostName = (header: string) => header.replace(/:\d+$/, '').toLowerCase();

/**
 * Resolves the brand from the Host header once per request. A host that is none of the brands'
 * answers 421: it is never echoed into a link or trusted to pick a brand.
 */
export function siteResolver(config: ServerConfig): MiddlewareHandler {
  const brandsByHost = new Map<string, BrandId>();
  for (const [brand, hosts] of Object.entries(hostsByBrand) as [BrandId, readonly string[]][]) {
    for (const host of hosts) brandsByHost.set(host, brand);
  }
  for (const [brand, origin] of Object.entries(config.publicOrigins) as [BrandId, string][]) {
    brandsByHost.set(new URL(origin).hostname, brand);
  }
  return async (c, next) => {
    const brand = brandsByHost.get(hostName(c.req.header('host') ?? new URL(c.req.url).host));
    if (!brand) return fail(c, 421, 'Misdirected request: unknown host');
    c.set('brand', brand);
    c.set('origin', config.publicOrigins[brand]);
    c.set('trustProxy', config.trustProxy);
    await next();
  };
}

/** Whether the browser reached us over TLS: the `Secure` cookie flag. */
export function isHttps(c: Context): boolean {
  const forwarded = c.get('trustProxy') ? c.req.header('x-forwarded-proto') : undefined;
  return (
    originOf(c).startsWith('https:') ||
    forwarded?.split(',')[0]?.trim() === 'https' ||
    new URL(c.req.url).protocol === 'https:'
  );
}

/**
 * The caller's address, for rate limits. Behind a trusted proxy, the last X-Forwarded-For entry
 * (the one the proxy appended); requests built in tests (no socket) share one bucket.
 */
export function clientAddress(c: Context): string {
  const forwarded = c.get('trustProxy') ? c.req.header('x-forwarded-for') : undefined;
  const last = forwarded?.split(',').at(-1)?.trim();
  if (last) return last;
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    return 'unknown';
  }
}

/** The brand whose host the request came to. */
export function brandOf(c: Context): BrandId {
  return c.get('brand') ?? brandForHost(hostName(c.req.header('host') ?? ''));
}

/** The brand's configured public origin: the start of every absolute URL the server writes. */
export const originOf = (c: Context): string => c.get('origin');
