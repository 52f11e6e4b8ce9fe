import type { Context } from 'hono';
import { validator } from 'hono/validator';
import * as v from 'valibot';
import { type EndpointName, type Endpoints, endpoints } from '../src/platform/api/contract';
import { fail } from './http';

/**
 * Request validation against the contract, as Hono validator middleware: a route lists the
 * middleware of the parts its endpoint defines, and its handler reads the parsed, typed values
 * with `c.req.valid('json' | 'form' | 'query' | 'param')`. A request that breaks the contract
 * gets a 400 in the envelope, each error naming the part and the field
 * (`body.userCredentials.username: Invalid type…`) — never a 500.
 *
 * Hono's `validator` is used with our own reading of the raw parts, not
 * `@hono/valibot-validator`: the server coerces query and path strings the schemas want as
 * booleans or numbers, reads a JSON body whatever its content type, and answers malformed JSON
 * in the envelope, none of which that package does without a hook as long as this file.
 */

type Part = 'body' | 'query' | 'params';

/** Endpoints whose contract defines a schema for `part`. */
type EndpointWith<K extends Part> = {
  [N in EndpointName]: Endpoints[N] extends { [P in K]: v.GenericSchema } ? N : never;
}[EndpointName];

/** The parsed value of `part` of endpoint `N`. */
type PartOf<N extends EndpointName, K extends Part> = Endpoints[N] extends {
  [P in K]: infer S extends v.GenericSchema;
}
  ? v.InferOutput<S>
  : never;

/** The contract's path of an endpoint as a Hono route: `{creditCardId}` becomes `:creditCardId`. */
export function routeOf(endpoint: EndpointName): string {
  return endpoints[endpoint].path.replace(/\{(\w+)\}/g, ':$1');
}

function schemaOf(endpoint: EndpointName, part: Part): v.GenericSchema {
  const schema = (endpoints[endpoint] as Partial<Record<Part, v.GenericSchema>>)[part];
  if (!schema) throw new Error(`the contract defines no ${part} for ${endpoint}`);
  return schema;
}

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

/** The parsed value, or the 400 envelope listing every issue as `part.path: message`. */
function check<T>(c: Context, part: Part, schema: v.GenericSchema, raw: unknown): T | Response {
  const parsed = v.safeParse(schema, raw);
  if (parsed.success) return parsed.output as T;
  return fail(
    c,
    400,
    ...parsed.issues.map((issue) => {
      const where = v.getDotPath(issue);
      return `${part}${where ? `.${where}` : ''}: ${issue.message}`;
    }),
  );
}

/** Validates the JSON body; a body that is not JSON at all is a 400 too. */
export function validJson<N extends EndpointWith<'body'>>(endpoint: N) {
  const schema = schemaOf(endpoint, 'body');
  // The raw body is read here rather than taken from Hono, which reads it only for a JSON
  // content type and throws (a 500 through `onError`) on malformed JSON.
  const validate = validator('json', async (_value, c) =>
    check<PartOf<N, 'body'>>(c, 'body', schema, await c.req.json()),
  );
  const guarded: typeof validate = async (c, next) => {
    try {
      await c.req.json();
    } catch {
      return fail(c, 400, 'body: not valid JSON');
    }
    return validate(c, next);
  };
  return guarded;
}

/** Validates a form body (`application/x-www-form-urlencoded` or multipart). */
export function validForm<N extends EndpointWith<'body'>>(endpoint: N) {
  const schema = schemaOf(endpoint, 'body');
  return validator('form', async (_value, c) =>
    check<PartOf<N, 'body'>>(c, 'body', schema, { ...(await c.req.parseBody()) }),
  );
}

/** Validates the query string, with strings coerced to the booleans and numbers it spells. */
export function validQuery<N extends EndpointWith<'query'>>(endpoint: N) {
  const schema = schemaOf(endpoint, 'query');
  return validator('query', (_value, c) =>
    check<PartOf<N, 'query'>>(c, 'query', schema, coerceStrings(c.req.query(), schema)),
  );
}

/** Validates the path parameters, coerced like the query. */
export function validParams<N extends EndpointWith<'params'>>(endpoint: N) {
  const schema = schemaOf(endpoint, 'params');
  return validator('param', (_value, c) =>
    check<PartOf<N, 'params'>>(
      c,
      'params',
      schema,
      coerceStrings(c.req.param() as Record<string, string>, schema),
    ),
  );
}
