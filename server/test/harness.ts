import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { and, eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { expect } from 'vitest';
import { endpoints } from '../../src/platform/api/contract';
import { supportedLocales } from '../../src/platform/i18n/locales';
import { brandIds } from '../../tokens/types';
import { createApp } from '../app';
import { newSecret, secretHash } from '../auth/sessions';
import { loadConfig, type ServerConfig } from '../config';
import { type DatabaseHandle, openDatabase } from '../db/client';
import { members, sessions } from '../db/schema';
import { demoPassword } from '../db/seed';
import { copySeededTemplate } from './pgliteTemplate';

export { demoPassword };

/**
 * A server on a fresh database for one test file. With `TEST_DATABASE_URL` (a PostgreSQL
 * server), each harness creates and later drops its own database; otherwise it uses embedded
 * PGlite in a temporary directory (a copy of the run's seeded template), so restarts can be
 * tested on the same files.
 */
export interface TestServer {
  config: ServerConfig;
  database: DatabaseHandle;
  /** Sends a request as if to `host` (a brand's host name). */
  request(pathname: string, init?: RequestInit & { host?: string }): Promise<Response>;
  /** Closes the database and opens it again: what a process restart does. */
  restart(): Promise<void>;
  /**
   * The same database behind an app with other settings: a second instance configured
   * differently, without seeding a second database (which is slow on a loaded machine).
   */
  configured(overrides: Partial<ServerConfig>): Pick<TestServer, 'config' | 'request'>;
  close(): Promise<void>;
}

/** A fresh database on the PostgreSQL server at `adminUrl`, and how to drop it. */
export async function createPostgresDatabase(
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

export async function startTestServer(overrides: Partial<ServerConfig> = {}): Promise<TestServer> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'ld-pglite-'));
  const outboxDir = mkdtempSync(path.join(os.tmpdir(), 'ld-outbox-'));
  const appDist = makeAppDist();
  const postgres = adminUrl ? await createPostgresDatabase(adminUrl) : null;
  const config: ServerConfig = {
    ...loadConfig({}),
    databaseUrl: postgres?.url,
    dataDir,
    outboxDir,
    appDist,
    logLevel: 'error',
    ...overrides,
  };
  // A copy of the run's seeded template when there is one (./pgliteTemplate.ts); else seeded here.
  if (!config.databaseUrl && config.dataDir === dataDir) copySeededTemplate(dataDir);
  let database = await openDatabase(config, { seed: true });
  let app = createApp({ config, database });
  return {
    config,
    get database() {
      return database;
    },
    request: (pathname, init) => requestTo(app, pathname, init),
    async restart() {
      await database.close();
      database = await openDatabase(config);
      app = createApp({ config, database });
    },
    configured(overrides) {
      const changed = { ...config, ...overrides };
      const other = createApp({ config: changed, database });
      return { config: changed, request: (pathname, init) => requestTo(other, pathname, init) };
    },
    async close() {
      await database.close();
      await postgres?.drop();
      rmSync(dataDir, { recursive: true, force: true });
      rmSync(outboxDir, { recursive: true, force: true });
      rmSync(appDist, { recursive: true, force: true });
    },
  };
}

/** Sends a request to an in-process app as if to `host` (a brand's host name). */
function requestTo(
  app: ReturnType<typeof createApp>,
  pathname: string,
  init: RequestInit & { host?: string } = {},
): Promise<Response> {
  const { host = 'main.localhost', ...rest } = init;
  const headers = new Headers(rest.headers);
  headers.set('host', host);
  return Promise.resolve(app.request(`http://${host}${pathname}`, { ...rest, headers }));
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
  const response = await server.request(endpoints.signIn.path, {
    ...json('POST', { userCredentials: { username, password } }),
    host,
  });
  const body = (await response.json()) as { status: number; result: { secureId: string } | null };
  if (body.status !== 0 || !body.result)
    throw new Error(`sign-in failed for ${username}: ${JSON.stringify(body)}`);
  return body.result.secureId;
}

/**
 * A live session for a seeded member, written straight to the database. Skips the sign-in call
 * (scrypt is slow on a loaded machine) and reaches members without a password (delegates);
 * sign-in itself is covered by session.test.ts.
 */
export async function sessionFor(
  server: TestServer,
  email: string,
  brand = 'main',
): Promise<string> {
  const { db } = server.database;
  const [member] = await db
    .select({ id: members.id })
    .from(members)
    .where(and(eq(members.brand, brand), eq(members.email, email)))
    .limit(1);
  if (!member) throw new Error(`no member ${email} on ${brand}`);
  const secureId = newSecret();
  await db.insert(sessions).values({
    secureId: secretHash(secureId),
    memberId: member.id,
    expiresAt: new Date(Date.now() + 60 * 60 * 1000),
  });
  return secureId;
}

/** The dashboard's authorization header. */
export const auth = (secureId: string) => ({ authorization: `secure_id ${secureId}` });

/**
 * A page of `server` as a browser on `host` gets it (redirects not followed), signed in when
 * `session` (an `ld_session` cookie value) is given: the response and its HTML.
 */
export async function pageOf(
  server: TestServer,
  pathname: string,
  host = 'main.localhost',
  session?: string,
) {
  const response = await server.request(pathname, {
    host,
    headers: session ? { cookie: `ld_session=${session}` } : {},
    redirect: 'manual',
  });
  return { response, html: await response.text() };
}

/** The index page of the stand-in app build that test servers serve under /my-account/. */
export const appIndexMarker = '<div id="ld-test-app-root"></div>';

/** The text of the stand-in build's script (large enough to be worth compressing). */
export const appScript = `export const app = ${JSON.stringify('app '.repeat(400))};\n`;

/**
 * A tiny stand-in for `dist/app` (index.html, a script precompressed as the build does, and a
 * manifest naming the host bundle, each brand's theme and the locales' chunks), so tests need
 * no app build.
 */
export function makeAppDist(): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'ld-app-'));
  writeFileSync(
    path.join(dir, 'index.html'),
    `<!doctype html><html lang="en"><head><title>My Account</title></head><body>${appIndexMarker}<script type="module" src="/my-account/assets/app.js"></script></body></html>`,
  );
  mkdirSync(path.join(dir, 'assets'));
  writeFileSync(path.join(dir, 'assets', 'app.js'), appScript);
  writeFileSync(path.join(dir, 'assets', 'app.js.br'), brotliCompressSync(appScript));
  writeFileSync(path.join(dir, 'assets', 'app.js.gz'), gzipSync(appScript));
  // The manifest the pages read to find the shell bundle and each brand's first-screen files.
  mkdirSync(path.join(dir, '.vite'));
  const themes = Object.fromEntries(
    brandIds.map((brand) => [
      `../src/theme/brands/${brand}.ts`,
      {
        file: `assets/${brand}-1.js`,
        css: [`assets/${brand}-1.css`, 'assets/global-1.css'],
        assets: [`assets/${brand}-font-1.woff2`, `assets/${brand}-font-1.woff`],
      },
    ]),
  );
  const locales = Object.fromEntries(
    supportedLocales.map((locale) => [
      `_locale-${locale}.js`,
      { file: `assets/locale-${locale}-1.js`, name: `locale-${locale}` },
    ]),
  );
  writeFileSync(
    path.join(dir, '.vite', 'manifest.json'),
    JSON.stringify({
      'host.tsx': { file: 'assets/host-1.js', css: ['assets/host-1.css'], imports: ['_shared'] },
      _shared: { file: 'assets/shared-1.js', css: ['assets/shared-1.css'] },
      ...themes,
      ...locales,
    }),
  );
  return dir;
}

/** Rows of a raw SQL query (both drivers answer with `rows`). */
export async function queryRows<T = Record<string, unknown>>(
  server: TestServer,
  text: string,
): Promise<T[]> {
  const result = (await server.database.db.execute(sql.raw(text))) as unknown as { rows: T[] };
  return result.rows;
}

/**
 * Every `table.column` of the public schema whose value contains `needle`, over every column
 * that can hold text (text, varchar, char, json): "this value is stored nowhere" checks.
 */
export async function columnsContaining(server: TestServer, needle: string): Promise<string[]> {
  const columns = await queryRows<{ table_name: string; column_name: string }>(
    server,
    `SELECT table_name, column_name FROM information_schema.columns
     WHERE table_schema = 'public'
       AND data_type IN ('text', 'character varying', 'character', 'json', 'jsonb')`,
  );
  expect(columns.length).toBeGreaterThan(10);
  const literal = `'%${needle.replace(/'/g, "''")}%'`;
  const hits: string[] = [];
  for (const { table_name: table, column_name: column } of columns) {
    const [row] = await queryRows<{ n: number }>(
      server,
      `SELECT count(*)::int AS n FROM "${table}" WHERE "${column}"::text LIKE ${literal}`,
    );
    if ((row?.n ?? 0) > 0) hits.push(`${table}.${column}`);
  }
  return hits;
}

/** The session cookie the server pages (receipts, order) read. */
export const sessionCookieOf = (secureId: string) => ({ cookie: `ld_session=${secureId}` });

/**
 * Asserts a failure in the dashboard envelope: the HTTP status, `succeeded: false`, at least one
 * error string, and nothing that looks like a stack trace or a source path.
 */
export async function expectEnvelopeFailure(response: Response, status: number) {
  const text = await response.text();
  expect(response.status, text).toBe(status);
  const body = JSON.parse(text) as { succeeded: boolean; errors: unknown };
  expect(body.succeeded).toBe(false);
  expect(Array.isArray(body.errors)).toBe(true);
  const errors = body.errors as unknown[];
  expect(errors.length).toBeGreaterThan(0);
  for (const error of errors) expect(typeof error).toBe('string');
  expectNoStackTrace(text);
  return errors as string[];
}

/** A response text leaks no stack frame, source path or driver error. */
export function expectNoStackTrace(text: string) {
  expect(text).not.toMatch(/\n\s+at\s|\.ts:\d+|node_modules|error: /i);
}
