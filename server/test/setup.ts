import { afterAll, beforeAll, expect } from 'vitest';
import {
  type AccountCreate,
  apiPrefixes,
  type Subscription,
} from '../../src/platform/api/contract';
import type { ServerConfig } from '../config';
import { auth, startTestServer, type TestServer } from './harness';

/**
 * The setup every server test file shares: one server on a fresh database per file (or per
 * `describe`, when called inside one), the contract's path prefixes, and the few request and
 * response shapes several files build.
 */

/** The contract's prefixes, under the short names the tests use. */
export const uam = apiPrefixes.userAccountManagement;
export const myAccount = apiPrefixes.myAccount;

/**
 * Starts a test server before the tests of the enclosing file or `describe` and closes it after
 * them. The handle forwards to that server, so it can be taken at module level.
 */
export function setUpTestServer(overrides: Partial<ServerConfig> = {}): TestServer {
  let current: TestServer | undefined;
  beforeAll(async () => {
    current = await startTestServer(overrides);
  });
  afterAll(async () => {
    await current?.close();
  });
  const live = () => {
    if (!current) throw new Error('the test server starts in beforeAll');
    return current;
  };
  return {
    get config() {
      return live().config;
    },
    get database() {
      return live().database;
    },
    request: (pathname, init) => live().request(pathname, init),
    restart: () => live().restart(),
    configured: (overrides) => live().configured(overrides),
    close: () => live().close(),
  };
}

/** Anything that answers requests like a test server (an in-process app or a child process). */
interface Requester {
  request(pathname: string, init?: RequestInit & { host?: string }): Promise<Response>;
}

/** Asserts a 200 and returns the parsed JSON body. */
export async function okJson<T>(response: Response | Promise<Response>): Promise<T> {
  const r = await response;
  const text = await r.text();
  expect(r.status, text).toBe(200);
  return JSON.parse(text) as T;
}

/** Asserts a 200 dashboard envelope and returns it. */
export const okEnvelope = <T = unknown>(response: Response | Promise<Response>) =>
  okJson<{ succeeded: boolean; result: T; errors: string[] }>(response);

/** A member's subscriptions as the dashboard lists them. */
export async function subscriptionsOf(
  server: Requester,
  secureId: string,
): Promise<Subscription[]> {
  return (
    await okEnvelope<Subscription[]>(
      server.request(`${myAccount}/subscription/`, { headers: auth(secureId) }),
    )
  ).result;
}

/** The account-create body (page-shell §3) for a new member; `overrides` change any field. */
export function accountCreate(
  username: string,
  password: string,
  overrides: Partial<AccountCreate> = {},
): AccountCreate {
  return {
    userCredentials: { username, password },
    countryCode: 'US',
    source: 'D',
    isSendingEmailsAllowed: true,
    isSendingPromotionsAllowed: true,
    websiteLinkHash: null,
    ...overrides,
  };
}
