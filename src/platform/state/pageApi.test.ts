import { describe, expect, it, vi } from 'vitest';
import { endpoints } from '../api/contract';
import { createErrorLogger } from '../logger/errorLogger';
import { userSessionAtom } from '../session/atoms';
import { createCache, createMemoryStorage } from '../storage/cache';
import { apiClientAtom } from './atoms';
import { browserPageApiOptions } from './pageApi';
import { createAppStore } from './store';
import { createFakeServer } from './testing';

const origin = 'https://www.legal-docs.test';
const licensesUrl = `${origin}${endpoints.licenses.path}`;

/** A page's logger posting to the fake server, and the reports it posted. */
function pageWith(routes: Parameters<typeof createFakeServer>[0] = {}) {
  const server = createFakeServer({
    [`POST ${endpoints.errorLogger.path}`]: () => null,
    ...routes,
  });
  // The site's ignoredErrorTypes.txt, as text.
  const loggerFetch: typeof fetch = async (input, init) =>
    (input instanceof Request ? input.url : String(input)).endsWith(
      endpoints.ignoredErrorTypes.path,
    )
      ? new Response('ResizeObserver loop\n')
      : server.fetch(input, init);
  const logger = createErrorLogger({
    baseUrl: origin,
    page: () => ({ url: `${origin}/my-account/`, parentUrl: '', userAgent: 'Test' }),
    fetch: loggerFetch,
    warn: () => {},
  });
  const reports = () =>
    server.calls
      .filter((call) => call.path === endpoints.errorLogger.path)
      .map((call) => new URLSearchParams(String(call.body)).get('description') ?? '');
  return { server, logger, reports };
}

function fire(target: EventTarget, type: string, props: Record<string, unknown>) {
  const event = new Event(type, { cancelable: true });
  Object.assign(event, props);
  target.dispatchEvent(event);
}

describe('browserPageApiOptions (account-dashboard §8, page-shell §4)', () => {
  it('reports a failed call once, with its URL, canceled-by-unload and the response', async () => {
    const { server, logger, reports } = pageWith({
      [`GET ${endpoints.licenses.path}`]: () => ({
        status: 500,
        body: { succeeded: false, errors: ['Database down'] },
      }),
    });
    const target = new EventTarget();
    const { store, dispose } = createAppStore({
      cache: createCache({ storage: createMemoryStorage() }),
      cleanupDelayMs: null,
      api: {
        ...browserPageApiOptions(logger, target),
        baseUrl: origin,
        fetch: server.fetch,
        unloadTarget: null,
      },
    });
    const console = vi.spyOn(globalThis.console, 'error').mockImplementation(() => {});
    const result = await store.get(apiClientAtom).call('licenses');
    expect(result.ok).toBe(false);
    await vi.waitFor(() => expect(reports()).toHaveLength(1));
    const [description = ''] = reports();
    expect(description).toContain(licensesUrl);
    expect(description).toContain('"canceledByUnload":false');
    expect(description).toContain('"response":{"status":500');
    expect(description).toContain('Database down');
    // Not also on the console: the logger is the client's one place.
    expect(console).not.toHaveBeenCalled();
    console.mockRestore();
    dispose();
  });

  it('installs the global handlers once however many entries boot on the page', async () => {
    const { logger, reports } = pageWith();
    const target = new EventTarget();
    // The host page's shell and the account app on one page.
    browserPageApiOptions(logger, target);
    browserPageApiOptions(logger, target);
    fire(target, 'error', { error: new Error('Uncaught once'), message: 'Uncaught once' });
    fire(target, 'unhandledrejection', { reason: new Error('Rejected once') });
    // An ignored type (the site's ignoredErrorTypes.txt) is not sent.
    fire(target, 'error', { error: new Error('ResizeObserver loop'), message: '' });
    await vi.waitFor(() => expect(reports()).toHaveLength(2));
    await new Promise((done) => setTimeout(done, 20));
    expect(reports()).toEqual(['Error: Uncaught once', 'Error: Rejected once']);
  });

  it("a dashboard's 401 ends the session, then leaves for sign-in once; a shell 401 is raised", async () => {
    const { server, logger } = pageWith({
      [`GET ${endpoints.licenses.path}`]: () => ({ status: 401, body: {} }),
      [`DELETE ${endpoints.signOut.path}`]: () => ({
        succeeded: true,
        status: 0,
        statusDescription: '',
        errors: [],
      }),
      [`POST ${endpoints.userAuth.path}`]: () => ({ status: 401, body: {} }),
    });
    const navigate = vi.fn();
    const unhandled: unknown[] = [];
    const onRejection = (reason: unknown) => unhandled.push(reason);
    process.on('unhandledRejection', onRejection);
    const { store, dispose } = createAppStore({
      cache: createCache({ storage: createMemoryStorage() }),
      cleanupDelayMs: null,
      api: {
        ...browserPageApiOptions(logger, new EventTarget()),
        baseUrl: origin,
        fetch: server.fetch,
        unloadTarget: null,
        navigate,
        signInUrl: '/SignIn/',
      },
    });
    try {
      store.set(userSessionAtom, {
        ...store.get(userSessionAtom),
        isSignedIn: true,
        secureId: 'a',
      });
      // A shell call's 401 before anything leaves: the page's unhandled 401.
      await store.get(apiClientAtom).call('userAuth');
      await vi.waitFor(() => expect(unhandled).toHaveLength(1));
      expect(unhandled[0]).toMatchObject({ kind: 'signedOut', status: 401, endpoint: 'userAuth' });
      await Promise.all([
        store.get(apiClientAtom).call('licenses'),
        store.get(apiClientAtom).call('licenses'),
      ]);
      await vi.waitFor(() => expect(navigate).toHaveBeenCalledTimes(1));
      expect(server.log()).toContain(`DELETE ${endpoints.signOut.path}`);
      const signOutAt = server.log().indexOf(`DELETE ${endpoints.signOut.path}`);
      expect(server.calls[signOutAt]?.authorization).toBeNull();
      expect(navigate).toHaveBeenCalledWith('/SignIn/');
    } finally {
      process.off('unhandledRejection', onRejection);
      dispose();
    }
  });
});
