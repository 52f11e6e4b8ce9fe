import type { Context, MiddlewareHandler } from 'hono';
import { fail } from './http';
import { translatorFor } from './i18n';

/**
 * The one place request input is read. Every route gets a URL, credentials and a body that have
 * passed these checks, and reads the parsed body from `c.var.input` (never from `c.req`):
 * - a NUL character (U+0000, `%00`) anywhere is refused: PostgreSQL cannot store it in text, so
 *   it would otherwise surface as a 500 from whichever query meets it first;
 * - one size limit for every route, counted while reading, so nothing large is ever parsed;
 * - the body is parsed once by its content type, and a malformed one is a 400.
 */

/** No call of either spec and no form of the server pages sends more than a few kilobytes. */
export const maxBodyBytes = 64 * 1024;

export interface RequestInput {
  /** The parsed body of an `application/json` request. */
  json?: unknown;
  /** The text fields of a form body (urlencoded or multipart); a repeated field keeps its last. */
  form?: Record<string, string>;
}

declare module 'hono' {
  interface ContextVariableMap {
    input: RequestInput;
  }
}

const jsonType = /^application\/([\w.-]+\+)?json$/;

function containsNul(value: unknown): boolean {
  if (typeof value === 'string') return value.includes('\0');
  if (Array.isArray(value)) return value.some(containsNul);
  if (value && typeof value === 'object') {
    return Object.entries(value).some(([key, item]) => key.includes('\0') || containsNul(item));
  }
  return false;
}

/** The body's bytes, or `null` past the limit (a lying or missing Content-Length included). */
async function readLimited(body: ReadableStream<Uint8Array>): Promise<Uint8Array | null> {
  const reader = body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.length;
    if (size > maxBodyBytes) {
      await reader.cancel();
      return null;
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks);
}

type Parsed = RequestInput | 'invalid';

async function parseBody(bytes: Uint8Array, contentType: string): Promise<Parsed> {
  const mediaType = (contentType.split(';')[0] ?? '').trim().toLowerCase();
  if (bytes.length === 0) return {};
  try {
    if (jsonType.test(mediaType)) {
      return { json: JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(bytes)) };
    }
    if (mediaType === 'application/x-www-form-urlencoded') {
      const text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
      return { form: Object.fromEntries(new URLSearchParams(text)) };
    }
    if (mediaType === 'multipart/form-data') {
      const data = await new Response(Buffer.from(bytes), {
        headers: { 'content-type': contentType },
      }).formData();
      const form: Record<string, string> = {};
      for (const [key, value] of data) {
        // No route takes a file.
        if (typeof value !== 'string') return 'invalid';
        form[key] = value;
      }
      return { form };
    }
  } catch {
    // Malformed JSON, a truncated part, a multipart type without a boundary, bad UTF-8.
    return 'invalid';
  }
  // Any other type (text/plain…) is no body a route reads: JSON routes then refuse it.
  return {};
}

export const readInput: MiddlewareHandler = async (c, next) => {
  if (/%00|\0/.test(c.req.url)) return fail(c, 400, 'url: contains a NUL character');
  const credentials = `${c.req.header('cookie') ?? ''} ${c.req.header('authorization') ?? ''}`;
  if (/%00|\0/.test(credentials)) return fail(c, 401, translatorFor(c)('status.unauthorized'));
  let input: RequestInput = {};
  // A GET or HEAD request has no body (fetch's Request never gives it one). Asking for it anyway
  // would make @hono/node-server build the full Request it otherwise avoids, on every read.
  const method = c.req.method;
  if (method !== 'GET' && method !== 'HEAD' && c.req.raw.body) {
    if (Number(c.req.header('content-length') ?? 0) > maxBodyBytes) return tooLarge(c);
    const bytes = await readLimited(c.req.raw.body);
    if (!bytes) return tooLarge(c);
    const parsed = await parseBody(bytes, c.req.header('content-type') ?? '');
    if (parsed === 'invalid') return fail(c, 400, 'body: malformed');
    if (containsNul(parsed)) return fail(c, 400, 'body: contains a NUL character');
    input = parsed;
  }
  c.set('input', input);
  await next();
};

const tooLarge = (c: Context) => fail(c, 413, translatorFor(c)('status.tooLarge'));

/** The form fields of the request (empty when it sent none). */
export const formOf = (c: Context): Record<string, string> => c.get('input')?.form ?? {};
