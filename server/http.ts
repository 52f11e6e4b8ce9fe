import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';
import * as v from 'valibot';
import { type EndpointName, endpoints } from '../src/platform/api/contract';

/** The dashboard envelope of a success. */
export function ok<T>(c: Context, result: T) {
  return c.json({ succeeded: true, result, errors: [] });
}

/** The envelope of a failure: `succeeded: false` with the error strings, and an HTTP status. */
export function fail(
  c: Context,
  status: 400 | 401 | 403 | 404 | 409 | 413 | 429 | 500,
  ...errors: string[]
) {
  return c.json({ succeeded: false, result: null, errors }, status);
}

/** The sign-in style envelope (page-shell §8 status codes). */
export function statusReply<T>(
  c: Context,
  status: number,
  description: string,
  result: T | null = null,
) {
  return c.json({
    succeeded: status === 0,
    status,
    statusDescription: description,
    errors: status === 0 ? [] : [description],
    result,
  });
}

function issuesOf(prefix: string, issues: readonly v.BaseIssue<unknown>[]): string[] {
  return issues.map((issue) => {
    const where = v.getDotPath(issue);
    return `${prefix}${where ? `.${where}` : ''}: ${issue.message}`;
  });
}

type Part = 'query' | 'body' | 'params';

/**
 * Query and path values arrive as strings. For each key whose schema rejects the string,
 * try it as the boolean or number it spells ("true", "42"), so `?emailOffer=true` validates.
 */
function coerceStrings(
  raw: Record<string, string>,
  schema: v.GenericSchema,
): Record<string, unknown> {
  const entries = ('entries' in schema ? schema.entries : {}) as Record<string, v.GenericSchema>;
  return Object.fromEntries(
    Object.entries(raw).map(([key, value]) => {
      const entry = entries[key];
      if (!entry || v.is(entry, value)) return [key, value];
      const spelled = value === 'true' ? true : value === 'false' ? false : Number(value);
      return [key, v.is(entry, spelled) ? spelled : value];
    }),
  );
}

/**
 * Reads and validates one part of a request against the endpoint's contract schema.
 * Returns the parsed value, or a 400 response with the envelope's `errors` — never a 500.
 */
export async function readPart<N extends EndpointName>(
  c: Context,
  endpoint: N,
  part: Part,
): Promise<{ ok: true; value: unknown } | { ok: false; response: Response }> {
  const definition = endpoints[endpoint] as unknown as Partial<Record<Part, v.GenericSchema>> & {
    bodyType: string;
  };
  const schema = definition[part];
  if (!schema) return { ok: true, value: undefined };
  let raw: unknown;
  if (part === 'query') raw = coerceStrings(c.req.query(), schema);
  else if (part === 'params') raw = coerceStrings(c.req.param() as Record<string, string>, schema);
  else if (definition.bodyType === 'form')
    raw = Object.fromEntries(Object.entries(await c.req.parseBody()));
  else {
    try {
      raw = await c.req.json();
    } catch {
      return { ok: false, response: fail(c, 400, 'body: not valid JSON') };
    }
  }
  const parsed = v.safeParse(schema, raw);
  if (!parsed.success)
    return { ok: false, response: fail(c, 400, ...issuesOf(part, parsed.issues)) };
  return { ok: true, value: parsed.output };
}

/** The caller's address; requests built in tests (no socket) share one bucket. */
export function clientAddress(c: Context): string {
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    return 'unknown';
  }
}
