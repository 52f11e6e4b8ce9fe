/**
 * What every group of the contract is built from: the wire's envelopes, dates and query fields,
 * and the kit that states an endpoint (its definition, each spec's defaults, the shared path
 * prefixes). The group files import only this file; `index.ts` re-exports what was public before
 * the split, so `shell`, `dashboard`, `enveloped` and the query fields stay inside this folder.
 */
import * as v from 'valibot';

// ---------------------------------------------------------------------------------------------
// Wire building blocks
// ---------------------------------------------------------------------------------------------

/** A server date-time without a zone, e.g. `2026-03-15T10:30:00` (read as US Central time). */
export const serverDate = v.string();

/** A list of error strings; servers send `null` or leave it out when there are none. */
const errorList = v.nullish(v.array(v.string()), []);

/**
 * The dashboard envelope (account-dashboard §3): `{succeeded, result, errors}`. A success carries
 * a `result` that matches `result`; a failure's `result` is ignored (servers send `null`).
 */
export function envelope<const S extends v.GenericSchema>(result: S) {
  return v.variant('succeeded', [
    v.object({ succeeded: v.literal(true), result, errors: errorList }),
    v.object({ succeeded: v.literal(false), result: v.nullish(v.unknown()), errors: errorList }),
  ]);
}

/**
 * The sign-in style envelope (page-shell §7–8): the caller handles `status` 0–6 itself, so the
 * whole body is the call's data even when `succeeded` is false.
 */
export function statusEnvelope<const S extends v.GenericSchema>(result: S) {
  return v.object({
    succeeded: v.boolean(),
    status: v.nullish(v.number()),
    statusDescription: v.nullish(v.string()),
    errors: errorList,
    result: v.nullish(result),
  });
}

/** Query values travel as strings; booleans and numbers are stringified by the client. */
export const queryText = v.optional(v.string());
export const queryFlag = v.optional(v.boolean());

// ---------------------------------------------------------------------------------------------
// Endpoint definitions
// ---------------------------------------------------------------------------------------------

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * What the client does when a call fails (account-dashboard §8):
 * - `show`: log the failure and ask the UI for the error dialog;
 * - `logOnly`: log it, no dialog;
 * - `suppress`: the caller shows its own message; business failures (`succeeded: false`) are
 *   neither logged nor shown, transport and schema failures are still logged.
 */
export type ErrorDialogPolicy = 'show' | 'suppress' | 'logOnly';

/**
 * How the body relates to the call's data:
 * - `result`: the `{succeeded, result, errors}` envelope; data is `result`; `succeeded: false`
 *   is a failure;
 * - `status`: the sign-in style envelope; data is the whole body, the caller reads `status`;
 * - `none`: the body is the data.
 */
export type EnvelopeKind = 'result' | 'status' | 'none';

/** Special handling named by the specs, applied by the client. */
export type SpecialHandling =
  /** my-projects tiles: "Could not find any dashboards for secureId" is an empty success. */
  'noDashboardsIsEmpty';

export interface EndpointDefinition {
  readonly method: HttpMethod;
  /** Path with `{name}` placeholders filled from `params` (encoded). */
  readonly path: string;
  /** Default origin for calls that leave the site (external search); the caller may override. */
  readonly defaultBaseUrl?: string;
  readonly params?: v.GenericSchema;
  readonly query?: v.GenericSchema;
  readonly body?: v.GenericSchema;
  /** How the body is sent. */
  readonly bodyType: 'json' | 'form' | 'none';
  /** Schema of the whole response body. */
  readonly response: v.GenericSchema;
  /** The schema of `result`: set exactly when `envelope` is `result`. */
  readonly result?: v.GenericSchema;
  readonly envelope: EnvelopeKind;
  /** `text` for HTML and plain-text files. */
  readonly responseType: 'json' | 'text';
  /** Retries after the first attempt ("2 retries" in the specs). */
  readonly retries: 0 | 2;
  readonly errorDialog: ErrorDialogPolicy;
  /** A 401 or `Status: SignedOut` sends the browser to sign-in (dashboard calls). */
  readonly redirectWhenSignedOut: boolean;
  /** Cookies travel cross-origin (secure-session on other hosts). */
  readonly credentials?: 'include';
  /** `false` keeps the secure id away from third parties (external search). */
  readonly sendsAuthorization?: false;
  readonly special?: SpecialHandling;
  /**
   * A POST that only reads (the spec's user-auth and experiment assignment): it changes nothing
   * a page shows. Every other non-GET call changes the member's data.
   */
  readonly readsOnly?: true;
  /** Where the spec lists it. */
  readonly spec: string;
}

type Defaults = Pick<
  EndpointDefinition,
  'bodyType' | 'envelope' | 'responseType' | 'retries' | 'errorDialog' | 'redirectWhenSignedOut'
>;

export function shell<const E extends Partial<EndpointDefinition>>(
  e: E,
): E & Omit<Defaults, keyof E> & { spec: string } {
  const defaults: Defaults = {
    bodyType: e.body ? 'json' : 'none',
    envelope: 'none',
    responseType: 'json',
    retries: 0,
    errorDialog: 'logOnly',
    redirectWhenSignedOut: false,
  };
  return { ...defaults, spec: 'page-shell §7', ...e } as E &
    Omit<Defaults, keyof E> & {
      spec: string;
    };
}

export function dashboard<const E extends Partial<EndpointDefinition>>(
  e: E,
): E & Omit<Defaults, keyof E> & { spec: string } {
  const defaults: Defaults = {
    bodyType: e.body ? 'json' : 'none',
    envelope: 'result',
    responseType: 'json',
    retries: 0,
    errorDialog: 'show',
    redirectWhenSignedOut: true,
  };
  return { ...defaults, spec: 'account-dashboard §7', ...e } as E &
    Omit<Defaults, keyof E> & { spec: string };
}

/** The result of an empty envelope: anything, or nothing at all. */
export const emptyResult = v.nullish(v.unknown());

/**
 * An endpoint answered in the `{succeeded, result, errors}` envelope, stated once by its result:
 * the response schema is derived from it, so the client parses the body once.
 */
export function enveloped<const S extends v.GenericSchema>(result: S) {
  return { envelope: 'result' as const, result, response: envelope(result) };
}

/**
 * Path prefixes shared by several calls. The endpoints below are built from them, and the
 * reference server mounts its middleware (body limit, member check) and its server-only routes
 * under them, so no other file spells them out.
 */
export const apiPrefixes = {
  /** Every API call of both specs. */
  api: '/api',
  userAccountManagement: '/api/foundation/user-account-management',
  myAccount: '/api/dashboards/my-account/v1',
  postPurchase: '/api/dashboards/post-purchase/v1',
} as const;
