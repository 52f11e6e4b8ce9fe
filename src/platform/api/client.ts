/**
 * The typed API client: the only place that talks HTTP for both specs (page-shell §7,
 * account-dashboard §7–8). Every call goes through the contract: inputs are validated, the
 * response is parsed with the endpoint's schema, and every outcome is a discriminated
 * `ApiResult` — a call never throws and never yields an unchecked `undefined`.
 */
import ky, { isHTTPError, isNetworkError, isTimeoutError, type Options } from 'ky';
import * as v from 'valibot';
import {
  type BodyOf,
  type DataOf,
  type EndpointDefinition,
  type EndpointName,
  type ErrorDialogPolicy,
  endpoints,
  type ParamsOf,
  type QueryOf,
} from './contract';
import {
  authorizationHeader,
  defaultRetryDelay,
  errorStrings,
  fillPath,
  firstErrorMessage,
  isNoDashboardsBody,
  isSignedOutBody,
  queryEntries,
  signInRedirectUrl,
} from './rules';

/** Why a call failed. */
export type ApiFailureKind =
  /** The envelope said `succeeded: false`. */
  | 'failed'
  /** 401 or `Status: SignedOut`. */
  | 'signedOut'
  /** A non-OK HTTP status. */
  | 'http'
  /** The request never got a response (offline, CORS, page unload). */
  | 'network'
  | 'timeout'
  /** The caller aborted it through its signal. */
  | 'aborted'
  /** The body did not match the contract. */
  | 'invalidResponse'
  /** The caller's params, query or body did not match the contract; nothing was sent. */
  | 'invalidRequest';

export interface ApiFailure {
  kind: ApiFailureKind;
  endpoint: EndpointName;
  /** The requested URL. */
  url: string;
  /** HTTP status, when a response arrived. */
  status?: number;
  /** The server's first error string; `null` means "show the generic body". */
  message: string | null;
  /** Every error string the server sent. */
  errors: string[];
  /** A fetch failure that happened while the page was unloading. */
  canceledByUnload: boolean;
  /** Schema problems, for `invalidResponse` and `invalidRequest`. */
  issues?: string[];
  /** A non-OK response as it came (account-dashboard §8 "reports the URL and the response"). */
  response?: { status: number; statusText: string; body: unknown };
}

/** Whether `value` is the failure of a call (what `ApiResult` carries when not ok). */
export function isApiFailure(value: unknown): value is ApiFailure {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return (
    typeof v.kind === 'string' &&
    typeof v.endpoint === 'string' &&
    typeof v.url === 'string' &&
    typeof v.canceledByUnload === 'boolean'
  );
}

/** The outcome of a call. */
export type ApiResult<T> =
  | { ok: true; data: T; status: number }
  | { ok: false; failure: ApiFailure };

/** What the UI needs to show the error dialog (account-dashboard §8). */
export interface ErrorDialogEvent {
  endpoint: EndpointName;
  /** The first error string, or `null` for the translated generic body. */
  message: string | null;
  failure: ApiFailure;
}

/** Where the client reports failures (the error logger, or the console). */
export interface ApiLogger {
  error(description: string, details: Record<string, unknown>): void;
}

type Part<K extends string, T> = [T] extends [undefined]
  ? { [P in K]?: undefined }
  : object extends T
    ? { [P in K]?: T }
    : { [P in K]: T };

/** Per-call options: params, query and body as the contract types them. */
export type CallOptions<N extends EndpointName> = Part<'params', ParamsOf<N>> &
  Part<'query', QueryOf<N>> &
  Part<'body', BodyOf<N>> & {
    signal?: AbortSignal;
    /** Another origin for this call (other hosts, the configured search service). */
    baseUrl?: string;
    /** Overrides the endpoint's error-dialog policy. */
    errorDialog?: ErrorDialogPolicy;
  };

type CallArgs<N extends EndpointName> =
  object extends CallOptions<N> ? [options?: CallOptions<N>] : [options: CallOptions<N>];

type UnloadTarget = Pick<Window, 'addEventListener' | 'removeEventListener'>;

export interface ApiClientOptions {
  /** Origin (and optional path) the contract paths resolve against. @default location.origin */
  baseUrl?: string;
  /** The current secure id, read on every call. */
  getSecureId?: () => string | null | undefined;
  /**
   * The page's language, read on every call and sent as Accept-Language: server texts (errors,
   * metadata) follow the site's language, not the browser's.
   */
  getLocale?: () => string | undefined;
  /** Called when a call's policy is `show`: the UI opens its error dialog. */
  onError?: (event: ErrorDialogEvent) => void;
  /** Called on every signed-out failure (before any redirect). */
  onSignedOut?: (failure: ApiFailure) => void;
  /**
   * A signed-out failure of this page's own origin that no redirect handles (a shell call: the
   * spec's calls raise it and nobody catches it). The browser's pages make it an unhandled
   * rejection, which opens the expired-session dialog (page-shell §4, §8).
   */
  onUnhandledSignedOut?: (failure: ApiFailure) => void;
  /** Navigation, injectable for tests and stories. @default location.assign */
  navigate?: (url: string) => void;
  /** Sign-in page with a return to my-account. @default signInRedirectUrl() */
  signInUrl?: string;
  /**
   * End this site's session (the sign-out call) before the sign-in redirect: the dashboard found
   * it over, so the sign-in page must not find it alive and send the member straight back
   * (account-dashboard §4, §8 "once only"). The browser's pages set it; a server render never
   * leaves. @default false
   */
  endSessionBeforeSignIn?: boolean;
  /** @default console */
  logger?: ApiLogger;
  /** Wait before retry `attempt` (1-based), in ms. @default defaultRetryDelay */
  retryDelay?: (attempt: number) => number;
  /**
   * Per-attempt timeout in ms, or `false` for none. By default the client never gives up on a
   * slow server by itself: the call stays pending (the UI keeps showing progress) until it is
   * answered, the network fails, or the caller aborts it through its signal. A slow answer is
   * not a connection problem. @default false
   */
  timeout?: number | false;
  /** The window whose `pagehide`/`beforeunload` mark fetch failures as unload cancellations. */
  unloadTarget?: UnloadTarget | null;
  /** @default globalThis.fetch */
  fetch?: typeof fetch;
  /**
   * Answers the server's render of this page got (one data path for server and client): each
   * answers, once, the first call with the same endpoint and inputs instead of a request, so a
   * server-rendered page hydrates without asking again. A failure among them is reported as if
   * it had just happened (logger, error dialog, sign-in redirect). The first call that changes
   * data drops the answers not yet used: they describe the page before the change.
   */
  replay?: RecordedCalls;
  /** Told every answer of a call (the server's render keeps them for the page's state). */
  record?: (key: string, result: ApiResult<unknown>) => void;
}

/** Calls answered on the server, in order: `[callKey, result]`. Plain JSON. */
export type RecordedCalls = [key: string, result: ApiResult<unknown>][];

/** Whether a call of `endpoint` changes what pages show (any non-GET but the POSTs that read). */
export function changesData(endpoint: EndpointDefinition): boolean {
  return endpoint.method !== 'GET' && !endpoint.readsOnly;
}

/** What makes two calls the same call: the endpoint and its inputs (not the origin). */
export function callKey(
  name: EndpointName,
  inputs: { params?: unknown; query?: unknown; body?: unknown },
): string {
  return JSON.stringify([name, inputs.params ?? null, inputs.query ?? null, inputs.body ?? null]);
}

export interface ApiClient {
  /** Performs a call of the contract. Never throws. */
  call<N extends EndpointName>(name: N, ...args: CallArgs<N>): Promise<ApiResult<DataOf<N>>>;
  /** Subscribes to error-dialog events; returns the unsubscribe function. */
  onErrorDialog(listener: (event: ErrorDialogEvent) => void): () => void;
  /** Whether the one-time sign-in redirect has happened. */
  readonly hasRedirectedToSignIn: boolean;
  /** Removes the unload listeners. */
  dispose(): void;
}

const consoleLogger: ApiLogger = {
  error: (description, details) => console.error(description, details),
};

function issuesOf(issues: readonly v.BaseIssue<unknown>[]): string[] {
  return issues.map((issue) => {
    const path = issue.path?.map((item) => String(item.key)).join('.') ?? '';
    return path ? `${path}: ${issue.message}` : issue.message;
  });
}

function defaultBaseUrl(): string {
  return typeof location !== 'undefined' ? location.origin : 'http://localhost';
}

/**
 * The client-side timeout policy (docs/decisions.md): none. ky would otherwise abort every
 * attempt after 10 s and report a slow server as a failed connection.
 */
export const noClientTimeout = false;

/** Creates the client. One per app (or story, or test). */
export function createApiClient(options: ApiClientOptions = {}): ApiClient {
  const {
    getSecureId = () => undefined,
    getLocale = () => undefined,
    navigate = (url: string) => location.assign(url),
    signInUrl = signInRedirectUrl(),
    logger = consoleLogger,
    retryDelay = defaultRetryDelay,
    timeout = noClientTimeout,
  } = options;
  const baseUrl = options.baseUrl ?? defaultBaseUrl();
  const listeners = new Set<(event: ErrorDialogEvent) => void>();
  const replays = new Map<string, ApiResult<unknown>[]>();
  for (const [key, result] of options.replay ?? []) {
    replays.set(key, [...(replays.get(key) ?? []), result]);
  }
  if (options.onError) listeners.add(options.onError);
  // A page's first calls start before it renders (at boot): a failure that no dialog listens
  // to yet waits for the first listener instead of being lost.
  const unheard: ErrorDialogEvent[] = [];

  let redirected = false;
  let unloading = false;
  const markUnloading = () => {
    unloading = true;
  };
  const unloadTarget =
    options.unloadTarget === undefined
      ? typeof window !== 'undefined'
        ? window
        : null
      : options.unloadTarget;
  unloadTarget?.addEventListener('pagehide', markUnloading);
  unloadTarget?.addEventListener('beforeunload', markUnloading);

  const http = ky.create({
    throwHttpErrors: true,
    timeout,
    ...(options.fetch && { fetch: options.fetch }),
  });

  function report(def: EndpointDefinition, failure: ApiFailure, policy: ErrorDialogPolicy) {
    if (failure.kind === 'aborted') return;
    if (failure.kind === 'signedOut') {
      options.onSignedOut?.(failure);
      if (def.redirectWhenSignedOut) {
        // Once only (account-dashboard §4, §8): the page is leaving, whatever else answers 401.
        if (!redirected) {
          redirected = true;
          if (options.endSessionBeforeSignIn) {
            void call('signOut').finally(() => navigate(signInUrl));
          } else {
            navigate(signInUrl);
          }
        }
      } else if (!redirected && failure.url.startsWith(baseUrl)) {
        options.onUnhandledSignedOut?.(failure);
      }
      return;
    }
    const expectedByCaller = policy === 'suppress' && failure.kind === 'failed';
    if (!expectedByCaller) logger.error(describe(failure), { ...failure });
    if (policy === 'show' && !failure.canceledByUnload) {
      const event: ErrorDialogEvent = {
        endpoint: failure.endpoint,
        message: failure.message,
        failure,
      };
      if (listeners.size === 0) unheard.push(event);
      for (const listener of listeners) listener(event);
    }
  }

  async function call<N extends EndpointName>(
    name: N,
    ...args: CallArgs<N>
  ): Promise<ApiResult<DataOf<N>>> {
    const opts = (args[0] ?? {}) as { params?: unknown; query?: unknown; body?: unknown };
    // Only calls to this page's own origin are recorded or replayed.
    const key = (args[0] as { baseUrl?: string } | undefined)?.baseUrl ? null : callKey(name, opts);
    // A change (cancel, reactivate, a saved email…) makes what the server's render saw stale.
    if (changesData(endpoints[name])) replays.clear();
    const replayed = key === null ? undefined : replays.get(key)?.shift();
    if (replayed) {
      if (!replayed.ok) report(endpoints[name], replayed.failure, errorPolicy(name, args[0]));
      return replayed as ApiResult<DataOf<N>>;
    }
    const result = await send(name, ...args);
    if (key !== null) options.record?.(key, result);
    return result;
  }

  function errorPolicy(name: EndpointName, opts: { errorDialog?: ErrorDialogPolicy } | undefined) {
    return opts?.errorDialog ?? endpoints[name].errorDialog;
  }

  async function send<N extends EndpointName>(
    name: N,
    ...args: CallArgs<N>
  ): Promise<ApiResult<DataOf<N>>> {
    const def: EndpointDefinition = endpoints[name];
    const opts = (args[0] ?? {}) as {
      params?: Record<string, unknown>;
      query?: Record<string, unknown>;
      body?: unknown;
      signal?: AbortSignal;
      baseUrl?: string;
      errorDialog?: ErrorDialogPolicy;
    };
    const policy = errorPolicy(name, opts);
    const origin = opts.baseUrl ?? def.defaultBaseUrl ?? baseUrl;
    let url = `${origin}${def.path}`;

    const fail = (failure: FailureFields): ApiResult<DataOf<N>> => {
      const full: ApiFailure = {
        endpoint: name,
        url,
        errors: [],
        message: null,
        canceledByUnload: false,
        ...failure,
      };
      report(def, full, policy);
      return { ok: false, failure: full };
    };

    // Inputs: checked against the contract before anything is sent.
    const inputIssues: string[] = [];
    for (const part of ['params', 'query', 'body'] as const) {
      const schema = def[part];
      if (!schema) continue;
      const parsed = v.safeParse(schema, opts[part]);
      if (!parsed.success) inputIssues.push(...issuesOf(parsed.issues).map((i) => `${part}.${i}`));
    }
    if (inputIssues.length > 0) return fail({ kind: 'invalidRequest', issues: inputIssues });

    let path: string;
    try {
      path = fillPath(def.path, opts.params);
    } catch (error) {
      return fail({ kind: 'invalidRequest', issues: [String(error)] });
    }
    const search = new URLSearchParams(queryEntries(def.method, opts.query));
    url = `${origin}${path}${search.size > 0 ? `?${search}` : ''}`;

    const headers: Record<string, string> = {
      accept: def.responseType === 'json' ? 'application/json' : 'text/html, text/plain',
    };
    const authorization =
      def.sendsAuthorization === false ? undefined : authorizationHeader(getSecureId());
    if (authorization) headers.authorization = authorization;
    const locale = getLocale();
    if (locale) headers['accept-language'] = locale;

    const init: Options = {
      method: def.method,
      headers,
      baseUrl: origin,
      searchParams: search,
      retry: {
        limit: def.retries,
        methods: [def.method.toLowerCase() as Lowercase<typeof def.method>],
        delay: retryDelay,
      },
      ...(opts.signal && { signal: opts.signal }),
      ...(def.credentials && { credentials: def.credentials }),
    };
    if (def.bodyType === 'json' && opts.body !== undefined) init.json = opts.body;
    if (def.bodyType === 'form' && opts.body !== undefined) {
      init.body = new URLSearchParams(
        Object.entries(opts.body as Record<string, unknown>).map(([k, val]) => [k, String(val)]),
      );
    }

    let status: number;
    let raw: unknown;
    try {
      const response = await http(path, init);
      status = response.status;
      const text = await response.text();
      if (def.responseType === 'text') {
        raw = text;
      } else {
        try {
          raw = text === '' ? undefined : JSON.parse(text);
        } catch {
          return fail({ kind: 'invalidResponse', status, issues: ['body is not JSON'] });
        }
      }
    } catch (error) {
      if (
        def.special === 'noDashboardsIsEmpty' &&
        isHTTPError(error) &&
        isNoDashboardsBody(error.data)
      ) {
        return { ok: true, data: [] as DataOf<N>, status: error.response.status };
      }
      return fail(classifyThrown(error, opts.signal, unloading));
    }

    if (isSignedOutBody(raw)) return fail({ kind: 'signedOut', status });

    const parsed = v.safeParse(def.response, raw);
    if (!parsed.success) {
      return fail({ kind: 'invalidResponse', status, issues: issuesOf(parsed.issues) });
    }
    if (def.envelope !== 'result') {
      return { ok: true, data: parsed.output as DataOf<N>, status };
    }
    // The envelope schema holds the result schema: a success's result is parsed already.
    const body = parsed.output as
      | { succeeded: true; result: unknown; errors: string[] }
      | { succeeded: false; result: unknown; errors: string[] };
    if (!body.succeeded) {
      if (def.special === 'noDashboardsIsEmpty' && isNoDashboardsBody(body)) {
        return { ok: true, data: [] as DataOf<N>, status };
      }
      return fail({
        kind: 'failed',
        status,
        errors: body.errors,
        message: body.errors[0] ?? null,
      });
    }
    return { ok: true, data: body.result as DataOf<N>, status };
  }

  return {
    call,
    onErrorDialog(listener) {
      listeners.add(listener);
      for (const event of unheard.splice(0)) listener(event);
      return () => listeners.delete(listener);
    },
    get hasRedirectedToSignIn() {
      return redirected;
    },
    dispose() {
      unloadTarget?.removeEventListener('pagehide', markUnloading);
      unloadTarget?.removeEventListener('beforeunload', markUnloading);
    },
  };
}

type FailureFields = Omit<
  ApiFailure,
  'endpoint' | 'url' | 'canceledByUnload' | 'errors' | 'message'
> &
  Partial<Pick<ApiFailure, 'errors' | 'message' | 'canceledByUnload'>>;

/** Maps what ky threw to a failure (account-dashboard §8). */
function classifyThrown(
  error: unknown,
  signal: AbortSignal | undefined,
  unloading: boolean,
): FailureFields {
  if (isHTTPError(error)) {
    const status = error.response.status;
    const data: unknown = error.data;
    if (status === 401 || isSignedOutBody(data)) return { kind: 'signedOut', status };
    return {
      kind: 'http',
      status,
      errors: errorStrings(data),
      message: firstErrorMessage(data),
      response: { status, statusText: error.response.statusText, body: data ?? null },
    };
  }
  if (signal?.aborted && !unloading) return { kind: 'aborted' };
  if (isTimeoutError(error)) return { kind: 'timeout', canceledByUnload: unloading };
  if (isNetworkError(error) || error instanceof TypeError || isAbortError(error)) {
    return { kind: 'network', canceledByUnload: unloading };
  }
  return { kind: 'network', canceledByUnload: unloading, issues: [String(error)] };
}

function isAbortError(error: unknown): boolean {
  return error instanceof Error && error.name === 'AbortError';
}

function describe(failure: ApiFailure): string {
  switch (failure.kind) {
    case 'network':
    case 'timeout':
      return `Fetch failed (${failure.kind}) for ${failure.url}; canceled by page unload: ${failure.canceledByUnload}`;
    case 'http':
      return `Request to ${failure.url} failed with HTTP ${failure.status}`;
    case 'invalidResponse':
      return `Response from ${failure.url} does not match the ${failure.endpoint} contract`;
    case 'invalidRequest':
      return `Request for ${failure.endpoint} does not match the contract; not sent`;
    default:
      return `${failure.endpoint} did not succeed: ${failure.message ?? 'no error message'}`;
  }
}
