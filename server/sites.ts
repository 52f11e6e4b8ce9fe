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
    /** Whether the browser reached us over TLS (the `Secure` cookie flag). */
    https: boolean;
    /** The caller's address (behind a trusted proxy, the one it forwards). */
    clientAddress: string;
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
    const origin = config.publicOrigins[brand];
    c.set('brand', brand);
    c.set('origin', origin);
    const forwarded = config.trustProxy ? c.req.header('x-forwarded-proto') : undefined;
    c.set(
      'https',
      origin.startsWith('https:') ||
        forwarded?.split(',')[0]?.trim() === 'https' ||
        new URL(c.req.url).protocol === 'https:',
    );
    const forwardedFor = config.trustProxy ? c.req.header('x-forwarded-for') : undefined;
    // The proxy appends the address it saw: the last entry is the one it vouches for.
    c.set('clientAddress', forwardedFor?.split(',').at(-1)?.trim() || socketAddress(c));
    await next();
  };
}

/** The socket's remote address; requests built in tests (no socket) share one bucket. */
function socketAddress(c: Context): string {
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
