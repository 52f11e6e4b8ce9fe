import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  auth,
  createPostgresDatabase,
  demoPassword,
  json,
  makeAppDist,
  signIn,
} from './test/harness';
import { type ServerProcess, startServerProcess } from './test/process';
import { accountCreate, myAccount, setUpTestServer, subscriptionsOf, uam } from './test/setup';

describe('writes survive a restart (same database files)', () => {
  const server = setUpTestServer();

  it('keeps a cancellation, an email preference and a new account after the database reopens', async () => {
    const secureId = await signIn(server, 'active-monthly@example.com');
    const list = (id: string) => subscriptionsOf(server, id);
    const [before] = await list(secureId);
    if (!before) throw new Error('the demo member has no subscription');
    expect(before.cancelledDate).toBeNull();

    const cancelled = await server.request(
      `${myAccount}/subscription/cancel`,
      json('POST', before.subscriptionId, auth(secureId)),
    );
    expect((await cancelled.json()).result).toBe(true);
    const preference = await server.request(
      `${myAccount}/account/email-preference?emailOffer=false`,
      {
        method: 'PUT',
        headers: auth(secureId),
      },
    );
    expect((await preference.json()).succeeded).toBe(true);
    const created = await server.request(
      `${uam}/v2/account`,
      json(
        'POST',
        accountCreate('after-restart@example.com', 'Restart-Pass-1', {
          isSendingPromotionsAllowed: false,
        }),
      ),
    );
    expect((await created.json()).status).toBe(0);

    await server.restart();

    // The session itself is stored too: the same secure id still works after the restart.
    const [after] = await list(secureId);
    expect(after).toMatchObject({
      subscriptionId: before.subscriptionId,
      nextChargeDate: null,
      expiryDate: before.nextChargeDate,
    });
    expect(after?.cancelledDate).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d$/);
    const readBack = await (
      await server.request(`${myAccount}/account/email-preference`, { headers: auth(secureId) })
    ).json();
    expect(readBack.result.emailPromotions).toBe(false);
    expect(
      await signIn(server, 'after-restart@example.com', 'main.localhost', 'Restart-Pass-1'),
    ).toBeTruthy();
  });
});

describe('an acknowledged write survives the process being killed', () => {
  // Runs on both databases: on PGlite the files in DATA_DIR must hold every acknowledged
  // commit; on PostgreSQL it shows the server keeps nothing in memory that a crash would lose.
  const dirs: string[] = [];
  let dropDatabase: (() => Promise<void>) | undefined;
  let env: Record<string, string>;
  let running: ServerProcess | undefined;

  beforeAll(async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'ld-kill-data-'));
    const outboxDir = mkdtempSync(path.join(os.tmpdir(), 'ld-kill-outbox-'));
    const appDist = makeAppDist();
    dirs.push(dataDir, outboxDir, appDist);
    let databaseUrl = '';
    if (process.env.TEST_DATABASE_URL) {
      const database = await createPostgresDatabase(process.env.TEST_DATABASE_URL);
      databaseUrl = database.url;
      dropDatabase = database.drop;
    }
    env = {
      DATA_DIR: dataDir,
      OUTBOX_DIR: outboxDir,
      APP_DIST: appDist,
      DATABASE_URL: databaseUrl,
    };
  }, 120_000);
  afterAll(async () => {
    await running?.kill('SIGKILL');
    await dropDatabase?.();
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  });

  it('reads back, after SIGKILL and a fresh start on the same data, a cancellation answered before the kill', async () => {
    running = await startServerProcess(env);
    expect((await (await running.request('/healthz')).json()).database).toBe(
      process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite',
    );
    const signInResponse = await running.request(
      `${uam}/v2/session`,
      json('POST', {
        userCredentials: { username: 'active-yearly@example.com', password: demoPassword },
      }),
    );
    const { result } = (await signInResponse.json()) as { result: { secureId: string } };
    const listOn = (target: ServerProcess) => subscriptionsOf(target, result.secureId);
    const [subscription] = await listOn(running);
    if (!subscription) throw new Error('the demo member has no subscription');

    const cancel = await running.request(
      `${myAccount}/subscription/cancel-with-reason`,
      json(
        'POST',
        { subscriptionId: subscription.subscriptionId, reason: 'price', freeText: 'killed' },
        auth(result.secureId),
      ),
    );
    // The write is acknowledged; nothing else happens before the kill.
    expect(await cancel.json()).toMatchObject({ succeeded: true, result: true });
    await running.kill('SIGKILL');

    running = await startServerProcess(env);
    const [after] = await listOn(running);
    expect(after).toMatchObject({
      subscriptionId: subscription.subscriptionId,
      nextChargeDate: null,
      expiryDate: subscription.nextChargeDate,
    });
    expect(after?.cancelledDate).toBeTruthy();
    await running.kill('SIGTERM');
    running = undefined;
  }, 300_000);
});

// PostgreSQL only: embedded PGlite has no connections a server could drop.
describe.runIf(Boolean(process.env.TEST_DATABASE_URL))(
  'PostgreSQL ending the server’s idle connections (a database restart, a network blip)',
  () => {
    const server = setUpTestServer();

    it('keeps the process alive and answers the next request on a fresh connection', async () => {
      expect(
        (
          await server.request(`${uam}/v1/user-auth`, {
            method: 'POST',
          })
        ).status,
      ).toBe(200);
      const url = server.config.databaseUrl as string;
      const name = new URL(url).pathname.slice(1);
      const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
      await admin.connect();
      try {
        const { rows } = await admin.query(
          'SELECT count(pg_terminate_backend(pid))::int AS ended FROM pg_stat_activity WHERE datname = $1',
          [name],
        );
        expect(rows[0].ended).toBeGreaterThan(0);
      } finally {
        await admin.end();
      }
      // Give the pool time to see its connections close (an 'error' event per idle client).
      await new Promise((resolve) => setTimeout(resolve, 500));
      const signIn = await server.request(
        `${uam}/v2/session`,
        json('POST', {
          userCredentials: { username: 'library@example.com', password: demoPassword },
        }),
      );
      expect((await signIn.json()).status).toBe(0);
    });
  },
);
