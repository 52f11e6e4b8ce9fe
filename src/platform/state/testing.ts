/**
 * Test support: a Jotai store wired to a real API client whose `fetch` is a scripted fake
 * server, so tests see exactly which endpoints atoms call, in what order, and can hold
 * responses back to observe overlap.
 */
import { createStore } from 'jotai';
import { createApiClient } from '../api/client';
import { secureIdAtom } from '../session/atoms';
import { siteContextAtom } from '../site/atoms';
import { cacheAtom } from '../storage/atoms';
import { type Cache, createCache, createMemoryStorage } from '../storage/cache';
import { apiClientAtom } from './atoms';

export interface RecordedCall {
  method: string;
  path: string;
  search: string;
  body: unknown;
  authorization: string | null;
  /** The page's language the client sent (Accept-Language). */
  language: string | null;
}

/** A handler answers with a JSON body (status 200) or `{status, body}`. */
export type FakeHandler = (
  call: RecordedCall,
) => unknown | Promise<unknown> | { status: number; body: unknown };

export interface FakeServer {
  calls: RecordedCall[];
  /** Paths called, as `METHOD /path`. */
  log(): string[];
  /** Calls still waiting for their answer. */
  pending(): number;
  fetch: typeof fetch;
}

/** The dashboard envelope. */
export const ok = (result: unknown) => ({ succeeded: true, result, errors: [] });

export function createFakeServer(routes: Record<string, FakeHandler>): FakeServer {
  const calls: RecordedCall[] = [];
  let waiting = 0;
  const fakeFetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const request = new Request(input, init);
    const url = new URL(request.url);
    const text = await request.text();
    let body: unknown = text;
    try {
      body = text ? JSON.parse(text) : undefined;
    } catch {
      // Form bodies stay text.
    }
    const call: RecordedCall = {
      method: request.method,
      path: url.pathname,
      search: url.search,
      body,
      authorization: request.headers.get('authorization'),
      language: request.headers.get('accept-language'),
    };
    calls.push(call);
    const handler = routes[`${request.method} ${url.pathname}`];
    if (!handler) return new Response('not found', { status: 404 });
    waiting++;
    try {
      const answer = await handler(call);
      const isStatusAnswer =
        typeof answer === 'object' && answer !== null && 'status' in answer && 'body' in answer;
      const status = isStatusAnswer ? (answer as { status: number }).status : 200;
      const payload = isStatusAnswer ? (answer as { body: unknown }).body : answer;
      return new Response(JSON.stringify(payload), {
        status,
        headers: { 'content-type': 'application/json' },
      });
    } finally {
      waiting--;
    }
  };
  return {
    calls,
    log: () => calls.map((call) => `${call.method} ${call.path}`),
    pending: () => waiting,
    fetch: fakeFetch as typeof fetch,
  };
}

/** A promise the test resolves when it wants. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

/** A fresh store with an in-memory cache and a client talking to `server`. */
export function createTestStore(server: FakeServer, options: { cache?: Cache } = {}) {
  const store = createStore();
  const cache = options.cache ?? createCache({ storage: createMemoryStorage() });
  store.set(cacheAtom, cache);
  store.set(siteContextAtom, { brand: 'main', country: 'US', locale: 'en-US' });
  store.set(
    apiClientAtom,
    createApiClient({
      baseUrl: 'https://site.test',
      fetch: server.fetch,
      getSecureId: () => store.get(secureIdAtom),
      getLocale: () => store.get(siteContextAtom).locale,
      navigate: () => {},
      signInUrl: 'https://site.test/SignIn/',
      logger: { error: () => {} },
      unloadTarget: null,
      retryDelay: () => 0,
    }),
  );
  return { store, cache };
}
