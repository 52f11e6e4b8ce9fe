import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { endpoints } from '../src/platform/api/contract';
import { ConfigError, loadConfig } from './config';
import { openDatabase } from './db/client';
import { demoMembers } from './db/seed';
import { createPostgresDatabase, makeAppDist, queryRows } from './test/harness';
import { startServerProcess } from './test/process';
import { setUpTestServer } from './test/setup';

const adminUrl = process.env.TEST_DATABASE_URL;

/** A fresh database (PostgreSQL under the PostgreSQL run, else a PGlite folder) for a process. */
async function freshDatabase() {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'ld-start-data-'));
  const appDist = makeAppDist();
  const postgres = adminUrl ? await createPostgresDatabase(adminUrl) : undefined;
  return {
    env: {
      DATA_DIR: dataDir,
      OUTBOX_DIR: dataDir,
      APP_DIST: appDist,
      DATABASE_URL: postgres?.url ?? '',
    },
    config: { databaseUrl: postgres?.url, dataDir },
    async drop() {
      await postgres?.drop();
      rmSync(dataDir, { recursive: true, force: true });
      rmSync(appDist, { recursive: true, force: true });
    },
  };
}

/** What a crashed start printed, the error `startServerProcess` throws carrying it. */
async function failedStart(env: Record<string, string>): Promise<string> {
  const error = await startServerProcess(env, 60_000).then(
    (running) => {
      void running.kill('SIGKILL');
      throw new Error('the server started');
    },
    (failure: Error) => failure.message,
  );
  return error;
}

describe('no query parameter reaches the log', () => {
  const server = setUpTestServer();

  it('logs a failed query of a request by statement and SQLSTATE only', async () => {
    const secret = 'secret-parameter-7f3a';
    await queryRows(
      server,
      `ALTER TABLE error_reports ADD CONSTRAINT refuses_secret CHECK (description NOT LIKE '%${secret}%')`,
    );
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      const response = await server.request(endpoints.errorLogger.path, {
        method: 'POST',
        body: new URLSearchParams({
          description: secret,
          url: 'u',
          line: '1',
          parentUrl: 'p',
          userAgent: 'a',
          stackTrace: 's',
        }),
      });
      expect(response.status).toBe(500);
      const output = logged.mock.calls.flat().map(String).join('\n');
      expect(output).toContain('query failed: insert "error_reports" (SQLSTATE 23514)');
      expect(output).not.toContain(secret);
      expect(output).not.toMatch(/params/i);
    } finally {
      logged.mockRestore();
    }
  });

  it('logs a start that fails in the seed without the seed’s parameters (password hash, emails)', async () => {
    const database = await freshDatabase();
    try {
      // The schema is there; the seed's first member insert is refused.
      const handle = await openDatabase(database.config);
      await handle.db.execute(
        "ALTER TABLE members ADD CONSTRAINT refuses_seed CHECK (email NOT LIKE '%@example.com')",
      );
      await handle.close();
      const output = await failedStart(database.env);
      expect(output).toContain(
        'Reference server stopped: query failed: insert "members" (SQLSTATE 23514)',
      );
      expect(output).not.toContain('scrypt$');
      expect(output).not.toContain('@example.com');
      expect(output).not.toMatch(/params/i);
    } finally {
      await database.drop();
    }
  }, 120_000);
});

describe('one configuration for every instance', () => {
  it('refuses to start on PostgreSQL unless every brand’s public origin is set, saying so', async () => {
    const url = 'postgres://operator:hunter2-secret@127.0.0.1:1/legal';
    expect(() => loadConfig({ DATABASE_URL: url })).toThrow(ConfigError);
    expect(() =>
      loadConfig({ DATABASE_URL: url, PUBLIC_ORIGINS: 'main=https://www.example.com' }),
    ).toThrow(/missing: legal-contracts, fr-legal, de-legal/);
    expect(loadConfig({}).publicOrigins.main).toBe('http://main.localhost:8080');

    const output = await failedStart({ DATABASE_URL: url, PUBLIC_ORIGINS: '' });
    expect(output).toContain('Cannot start: PUBLIC_ORIGINS must name every brand');
    expect(output).not.toContain('hunter2');
  }, 120_000);
});

describe.runIf(Boolean(adminUrl))('instances started at once on an empty PostgreSQL', () => {
  const databases: { drop(): Promise<void> }[] = [];
  afterAll(async () => {
    for (const database of databases) await database.drop();
  });

  it('all open it: one migrates and seeds under the advisory lock, the others find it done', async () => {
    const database = await freshDatabase();
    databases.push(database);
    const handles = await Promise.all(
      Array.from({ length: 4 }, () => openDatabase(database.config, { seed: true })),
    );
    try {
      expect(handles.filter((handle) => handle.seeded)).toHaveLength(1);
      const [first] = handles;
      const result = (await first?.db.execute(
        'SELECT count(*)::int AS n FROM members',
      )) as unknown as {
        rows: { n: number }[];
      };
      expect(result.rows[0]?.n).toBe(demoMembers.length);
    } finally {
      await Promise.all(handles.map((handle) => handle.close()));
    }
  }, 120_000);
});
