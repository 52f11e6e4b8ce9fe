import { createHash } from 'node:crypto';
import { brotliCompressSync, constants, createBrotliCompress, gzipSync } from 'node:zlib';
import type { Context, MiddlewareHandler } from 'hono';

/**
 * How the reference server sends bytes, in one place (DESIGN "Serving and rendering"):
 * - hashed build assets (`/my-account/assets/*`): precompressed at build time
 *   (app/precompress.ts), cached for a year and never revalidated;
 * - the server's own files (`/server-assets/*`, the `/my-account/` page): compressed once at
 *   start-up, sent with an ETag and revalidated;
 * - every other text answer (host pages, API JSON): compressed on the way out, brotli when the
 *   browser takes it; HTML revalidated, API answers `no-store` (./security.ts).
 * Every compressed answer says `Vary: Accept-Encoding`, so no cache hands brotli to a browser
 * that asked for gzip.
 */

export const immutable = 'public, max-age=31536000, immutable';
export const revalidate = 'no-cache';

type Encoding = 'br' | 'gzip';

/**
 * The encoding to send for `accept` (an `Accept-Encoding` header): brotli first, then gzip;
 * an encoding refused with `q=0` is never chosen.
 */
export function chooseEncoding(accept: string | undefined): Encoding | null {
  if (!accept) return null;
  const weights = new Map<string, number>();
  for (const part of accept.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    weights.set(name, q ? Number(q.slice(2)) || 0 : 1);
  }
  const accepted = (encoding: Encoding) => (weights.get(encoding) ?? weights.get('*') ?? 0) > 0;
  if (accepted('br')) return 'br';
  if (accepted('gzip')) return 'gzip';
  return null;
}

const compressibleType =
  /^\s*(?:text\/|application\/(?:javascript|json|xml|manifest\+json)|image\/svg\+xml)/i;
/** Below this, compression saves less than its framing costs. */
const minimumBytes = 1024;

const addVary = (headers: Headers) => {
  const vary = headers.get('vary');
  if (!vary) headers.set('vary', 'Accept-Encoding');
  else if (!/accept-encoding/i.test(vary)) headers.set('vary', `${vary}, Accept-Encoding`);
};

/**
 * Brotli as a web stream, flushed after every chunk so a streamed page still arrives in pieces.
 * Quality 5: most of brotli's gain for a fraction of quality 11's time on a per-request body.
 */
function brotliStream(): TransformStream<Uint8Array, Uint8Array> {
  const compressor = createBrotliCompress({ params: { [constants.BROTLI_PARAM_QUALITY]: 5 } });
  return new TransformStream({
    start(controller) {
      compressor.on('data', (chunk: Buffer) => {
        try {
          controller.enqueue(new Uint8Array(chunk));
        } catch {
          // The browser went away and the stream was cancelled: stop compressing for no one.
          compressor.destroy();
        }
      });
    },
    transform(chunk) {
      return new Promise<void>((resolve, reject) => {
        compressor.write(chunk, (error) => {
          if (error) reject(error);
          else compressor.flush(constants.BROTLI_OPERATION_FLUSH, () => resolve());
        });
      });
    },
    flush() {
      return new Promise<void>((resolve, reject) => {
        compressor.once('end', resolve);
        compressor.once('close', resolve);
        compressor.once('error', reject);
        compressor.end();
      });
    },
  });
}

/**
 * Compresses text answers that are not compressed yet (what the handlers wrote per request).
 * Headers go onto the response's own header list, as `noStore` does (./security.ts), instead of
 * `c.header()` after `next()`, which would copy the response around its body.
 */
export const compressResponses: MiddlewareHandler = async (c, next) => {
  await next();
  const { res } = c;
  const { headers } = res;
  const length = headers.get('content-length');
  if (
    !res.body ||
    c.req.method === 'HEAD' ||
    res.status === 204 ||
    res.status === 206 ||
    res.status === 304 ||
    headers.has('content-encoding') ||
    !compressibleType.test(headers.get('content-type') ?? '') ||
    /no-transform/i.test(headers.get('cache-control') ?? '') ||
    (length !== null && Number(length) < minimumBytes)
  ) {
    return;
  }
  addVary(headers);
  const encoding = chooseEncoding(c.req.header('accept-encoding'));
  if (!encoding) return;
  const stream = encoding === 'br' ? brotliStream() : new CompressionStream('gzip');
  const compressed = new Response(res.body.pipeThrough(stream), res);
  compressed.headers.delete('content-length');
  compressed.headers.set('content-encoding', encoding);
  c.res = undefined;
  c.res = compressed;
};

/** HTML that says nothing of caching is revalidated on every visit (it names the build's files). */
export const revalidateHtml: MiddlewareHandler = async (c, next) => {
  await next();
  const { headers } = c.res;
  if (!headers.has('cache-control') && /^text\/html/i.test(headers.get('content-type') ?? '')) {
    headers.set('cache-control', revalidate);
  }
};

/** Text the server holds in memory, compressed once, with its ETag. */
export interface TextAsset {
  body: string;
  contentType: string;
  etag: string;
  br: Buffer;
  gzip: Buffer;
}

export function textAsset(body: string, contentType: string): TextAsset {
  const bytes = Buffer.from(body);
  return {
    body,
    contentType,
    etag: `"${createHash('sha256').update(bytes).digest('base64url').slice(0, 27)}"`,
    br: brotliCompressSync(bytes, {
      params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY },
    }),
    gzip: gzipSync(bytes, { level: 9 }),
  };
}

/**
 * Sends `asset` in the best encoding the browser takes, or `304 Not Modified` when the browser
 * already holds this version (`If-None-Match`).
 */
export function sendTextAsset(c: Context, asset: TextAsset, cacheControl = revalidate) {
  const headers: Record<string, string> = {
    'content-type': asset.contentType,
    'cache-control': cacheControl,
    etag: asset.etag,
    vary: 'Accept-Encoding',
  };
  const known = c.req.header('if-none-match');
  if (known?.split(',').some((tag) => tag.trim().replace(/^W\//, '') === asset.etag)) {
    return c.body(null, 304, headers);
  }
  const encoding = chooseEncoding(c.req.header('accept-encoding'));
  if (encoding === null) return c.body(asset.body, 200, headers);
  headers['content-encoding'] = encoding;
  const bytes = encoding === 'br' ? asset.br : asset.gzip;
  return c.body(new Uint8Array(bytes), 200, headers);
}
