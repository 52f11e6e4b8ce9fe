import type { Context } from 'hono';
import { brandForHost } from '../src/platform/site/hosts';
import type { BrandId } from '../tokens/types';

/** The brand whose host the request came to (Host header without the port). */
export function brandOf(c: Context): BrandId {
  const host = (c.req.header('host') ?? new URL(c.req.url).host).replace(/:\d+$/, '');
  return brandForHost(host);
}
