import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { createApp } from '../app';
import { loadConfig, type ServerConfig } from '../config';
import { type DatabaseHandle, openDatabase } from '../db/client';
import { demoPassword, seedIfEmpty } from '../db/seed';

export { demoPassword };

/**
 * A server on a fresh database for one test file. With `TEST_DATABASE_URL` (a PostgreSQL
 * server), each harness creates and later drops its own database; otherwise it uses embedded
 * PGlite in a temporary directory, so restarts can be tested on the same files.
 */
export interface TestServer {
  config: ServerConfig;
  database: DatabaseHandle;
  /** Sends a request as if to `host` (a brand's host name). */
  request(pathname: string, init?: RequestInit & { host?: string }): Promise<Response>;
  /** Closes the database and opens it again: what a process restart does. */
  restart(): Promise<void>;
  close(): Promise<void>;
}

async function createPostgresDatabase(
  adminUrl: string,
): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `ld_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}

export async function startTestServer(): Promise<TestServer> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'ld-pglite-'));
  const outboxDir = mkdtempSync(path.join(os.tmpdir(), 'ld-outbox-'));
  const postgres = adminUrl ? await createPostgresDatabase(adminUrl) : null;
  const config: ServerConfig = {
    ...loadConfig({}),
    databaseUrl: postgres?.url,
    dataDir,
    outboxDir,
    logLevel: 'error',
  };
  let database = await openDatabase(config);
  await seedIfEmpty(database.db);
  let app = createApp({ config, database });
  return {
    config,
    get database() {
      return database;
    },
    request(pathname, init = {}) {
      const { host = 'main.localhost', ...rest } = init;
      const headers = new Headers(rest.headers);
      headers.set('host', host);
      return Promise.resolve(app.request(`http://${host}${pathname}`, { ...rest, headers }));
    },
    async restart() {
      await database.close();
      database = await openDatabase(config);
      app = createApp({ config, database });
    },
    async close() {
      await database.close();
      await postgres?.drop();
      rmSync(dataDir, { recursive: true, force: true });
      rmSync(outboxDir, { recursive: true, force: true });
    },
  };
}

/** JSON request init. */
export function json(
  method: string,
  body: unknown,
  headers: Record<string, string> = {},
): RequestInit {
  return {
    method,
    body: JSON.stringify(body),
    headers: { 'content-type': 'application/json', ...headers },
  };
}

/** Signs a demo member in on a brand host and returns its secure id. */
export async function signIn(
  server: TestServer,
  username: string,
  host = 'main.localhost',
  password = demoPassword,
) {
  const response = await server.request('/api/foundation/user-account-management/v2/session', {
    ...json('POST', { userCredentials: { username, password } }),
    host,
  });
  const body = (await response.json()) as { status: number; result: { secureId: string } | null };
  if (body.status !== 0 || !body.result)
    throw new Error(`sign-in failed for ${username}: ${JSON.stringify(body)}`);
  return body.result.secureId;
}

/** The dashboard's authorization header. */
export const auth = (secureId: string) => ({ authorization: `secure_id ${secureId}` });
