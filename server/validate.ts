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
 * Bodies are read once, by `readInput` (./input.ts); these check them against the contract.
 * Not `@hono/valibot-validator`: the server coerces query and path strings the schemas want as
 * booleans or numbers and answers every failure in the envelope.
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

/**
 * The longest text the server stores for each body field a request writes: the contract leaves
 * these strings unbounded, the database columns should not be.
 */
const storedTextCaps: { [N in EndpointName]?: Record<string, number> } = {
  createAccount: { countryCode: 8 },
  cancelSubscriptionWithReason: { reason: 100, freeText: 2000 },
  updatePaymentMethod: { nameOnCard: 100, cardStartDate: 10 },
  userExperiment: { experimentName: 100 },
  errorLogger: { description: 4096, url: 2048, line: 100, parentUrl: 2048, userAgent: 1024 },
};

/** Batch bodies: a list field whose items are another endpoint's bodies, capped like them. */
const batchItemsOf: { [N in EndpointName]?: { field: string; itemsOf: EndpointName } } = {
  userExperiments: { field: 'experiments', itemsOf: 'userExperiment' },
};

/** The first body field over its cap, as `path: longer than N characters`, if any. */
function fieldOverCap(endpoint: EndpointName, body: unknown, path: string): string | undefined {
  for (const [field, max] of Object.entries(storedTextCaps[endpoint] ?? {})) {
    const value = (body as Record<string, unknown>)[field];
    if (typeof value === 'string' && value.length > max) {
      return `${path}.${field}: longer than ${max} characters`;
    }
  }
  const batch = batchItemsOf[endpoint];
  const items = batch ? (body as Record<string, unknown>)[batch.field] : undefined;
  if (!batch || !Array.isArray(items)) return undefined;
  for (const [index, item] of items.entries()) {
    const over = fieldOverCap(batch.itemsOf, item, `${path}.${batch.field}.${index}`);
    if (over) return over;
  }
  return undefined;
}

/** The 400 envelope for the first body field over its cap, if any. */
function overCap(c: Context, endpoint: EndpointName, body: unknown): Response | undefined {
  const over = fieldOverCap(endpoint, body, 'body');
  return over ? fail(c, 400, over) : undefined;
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

/** Validates the JSON body (read by `readInput`); a body sent as anything but JSON is a 400. */
export function validJson<N extends EndpointWith<'body'>>(endpoint: N) {
  const schema = schemaOf(endpoint, 'body');
  // Hono's validator only supplies the types: it would parse the body itself, whatever its
  // content type for a form, and answer a malformed one with an exception (a 500).
  const typed = validator('json', (): PartOf<N, 'body'> | Response => {
    throw new Error('types only');
  });
  const validate: typeof typed = async (c, next) => {
    const { json } = c.get('input');
    // Only `application/json`: a foreign page can send text/plain without a preflight.
    if (json === undefined) return fail(c, 400, 'body: expected application/json');
    const parsed = check<PartOf<N, 'body'>>(c, 'body', schema, json);
    if (parsed instanceof Response) return parsed;
    const refused = overCap(c, endpoint, parsed);
    if (refused) return refused;
    c.req.addValidatedData('json', parsed as object);
    await next();
  };
  return validate;
}

/** Validates a form body (`application/x-www-form-urlencoded` or multipart). */
export function validForm<N extends EndpointWith<'body'>>(endpoint: N) {
  const schema = schemaOf(endpoint, 'body');
  const typed = validator('form', (): PartOf<N, 'body'> | Response => {
    throw new Error('types only');
  });
  const validate: typeof typed = async (c, next) => {
    const { form } = c.get('input');
    if (form === undefined) return fail(c, 400, 'body: expected a form');
    const parsed = check<PartOf<N, 'body'>>(c, 'body', schema, form);
    if (parsed instanceof Response) return parsed;
    const refused = overCap(c, endpoint, parsed);
    if (refused) return refused;
    c.req.addValidatedData('form', parsed as object);
    await next();
  };
  return validate;
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
