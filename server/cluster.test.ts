import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpoints, signInStatus } from '../src/platform/api/contract';
import { type Cluster, type ClusterRequestInit, haproxyBinary, startCluster } from './cluster';
import { demoMembers } from './db/seed';
import { lockAfterFailures } from './routes/session';
import { createPostgresDatabase, demoPassword, makeAppDist } from './test/harness';
import { myAccount } from './test/setup';

/**
 * Two server instances on one PostgreSQL behind haproxy (server/cluster.ts), checked through
 * the balancer as the table was (#26): each row must read as one instance does. Runs in
 * `npm run test:server:postgres`, which provides PostgreSQL and installs haproxy.
 */
const adminUrl = process.env.TEST_DATABASE_URL;

describe.runIf(Boolean(adminUrl && haproxyBinary()))('two instances behind haproxy', () => {
  let cluster: Cluster;
  let databaseUrl: string;
  let drop: () => Promise<void>;
  const dirs: string[] = [];

  beforeAll(async () => {
    const database = await createPostgresDatabase(adminUrl as string);
    databaseUrl = database.url;
    drop = database.drop;
    const outboxDir = mkdtempSync(path.join(os.tmpdir(), 'ld-cluster-outbox-'));
    const appDist = makeAppDist();
    dirs.push(outboxDir, appDist);
    // Both start at once on the empty database: they race for the migrations and the seed.
    cluster = await startCluster({ databaseUrl, instances: 2, outboxDir, appDist });
  }, 180_000);
  afterAll(async () => {
    await cluster?.stop();
    await drop?.();
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  });

  const rows = async <T>(text: string, values: unknown[] = []) => {
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    try {
      return (await client.query(text, values)).rows as T[];
    } finally {
      await client.end();
    }
  };
  const jsonInit = (method: string, body: unknown, init: ClusterRequestInit = {}) => ({
    ...init,
    method,
    body: JSON.stringify(body),
    headers: { 'content-type': 'application/json', ...init.headers },
  });
  /** Signs `email` in through instance `via` from address `from`: the secure id it gets. */
  async function secureIdOf(email: string, via: ClusterRequestInit['via'], from: string) {
    const signIn = await cluster.request(
      endpoints.signIn.path,
      jsonInit(
        'POST',
        { userCredentials: { username: email, password: demoPassword } },
        { via, from },
      ),
    );
    const { result } = (await signIn.json()) as { result: { secureId: string } };
    return result.secureId;
  }
  /** An error report (the logger's form) sent from address `from`. */
  const errorReport = (description: string, from: string): ClusterRequestInit => ({
    method: 'POST',
    from,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      description,
      url: 'u',
      line: '1',
      parentUrl: 'p',
      userAgent: 'a',
      stackTrace: 's',
    }).toString(),
  });
  /** `count` requests one after the other; their statuses and which instance answered each. */
  async function burst(count: number, send: (i: number) => Promise<Response>) {
    const statuses: number[] = [];
    const servedBy = new Set<string>();
    for (let i = 0; i < count; i++) {
      const response = await send(i);
      await response.arrayBuffer();
      statuses.push(response.status);
      servedBy.add(response.headers.get('x-served-by') ?? '');
    }
    return { statuses, servedBy };
  }
  const refusedAt = (limit: number) => [
    ...Array.from({ length: limit }, () => 'let in'),
    'refused',
  ];
  const outcome = (statuses: number[]) => statuses.map((s) => (s === 429 ? 'refused' : 'let in'));

  it('all come up on an empty database started at once, and seed it once', async () => {
    for (const instance of cluster.instances) expect(instance.alive()).toBe(true);
    const [seeded] = await rows<{ n: number }>('SELECT count(*)::int AS n FROM members');
    expect(seeded?.n).toBe(demoMembers.length);
  });

  it('keeps a session made on one instance on the other, and ends it everywhere on sign-out', async () => {
    const [a, b] = cluster.instances;
    const secureId = await secureIdOf('library@example.com', a, '127.0.0.20');
    const list = (init: ClusterRequestInit) =>
      cluster.request(`${myAccount}/subscription/`, {
        ...init,
        headers: { authorization: `secure_id ${secureId}` },
      });
    expect((await list({ via: b })).status).toBe(200);
    const through = await burst(2, () => list({}));
    expect(through.statuses).toEqual([200, 200]);
    expect(through.servedBy).toEqual(new Set(['a', 'b']));

    const signOut = await cluster.request(endpoints.signOut.path, {
      method: 'DELETE',
      via: b,
      headers: { authorization: `secure_id ${secureId}` },
    });
    expect(signOut.status).toBe(200);
    expect((await list({ via: a })).status).toBe(401);
    expect((await burst(2, () => list({}))).statuses).toEqual([401, 401]);
  });

  it('agrees on origins: a POST from the public origin passes on each, and each writes the same URLs', async () => {
    const origin = `http://main.localhost:${cluster.port}`;
    const answers: string[] = [];
    for (const via of cluster.instances) {
      const restored = await cluster.request(endpoints.userAuth.path, {
        method: 'POST',
        via,
        headers: { origin },
      });
      expect(restored.status).toBe(200);
      const configuration = await cluster.request(
        `${endpoints.siteConfigValues.path}?host=main.localhost&countryCode=US&brand=main`,
        { via },
      );
      expect(configuration.status).toBe(200);
      answers.push(await configuration.text());
    }
    expect(answers[1]).toBe(answers[0]);
  });

  it('shows a cancellation on one instance at once on the other, and stays consistent under concurrent changes', async () => {
    const [a, b] = cluster.instances;
    if (!a || !b) throw new Error('two instances');
    const secureId = await secureIdOf('active-yearly@example.com', a, '127.0.0.22');
    const headers = { authorization: `secure_id ${secureId}` };
    type Listed = { subscriptionId: number; cancelledDate: string | null }[];
    const list = async (via: typeof a) =>
      (
        (await (await cluster.request(`${myAccount}/subscription/`, { via, headers })).json()) as {
          result: Listed;
        }
      ).result;
    const [first] = await list(a);
    if (!first) throw new Error('the demo member has no subscription');
    const id = first.subscriptionId;
    const cancel = (via: typeof a) =>
      cluster.request(`${myAccount}/subscription/cancel`, jsonInit('POST', id, { via, headers }));
    const reactivate = (via: typeof a) =>
      cluster.request(
        `${myAccount}/subscription/reactivate`,
        jsonInit('PUT', { subscriptionId: id }, { via, headers }),
      );
    const cancelledOn = async (via: typeof a) =>
      (await list(via)).find((s) => s.subscriptionId === id)?.cancelledDate !== null;

    for (let round = 0; round < 20; round++) {
      const [writer, reader] = round % 2 ? [b, a] : [a, b];
      expect((await cancel(writer)).status).toBe(200);
      expect(await cancelledOn(reader)).toBe(true);
      expect((await reactivate(reader)).status).toBe(200);
      expect(await cancelledOn(writer)).toBe(false);
    }
    const statuses = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        (i % 2 ? reactivate : cancel)(i % 4 < 2 ? a : b).then((r) => r.status),
      ),
    );
    expect(statuses.filter((status) => status >= 500)).toEqual([]);
    expect(await cancelledOn(a)).toBe(await cancelledOn(b));
  });

  it('locks an account at five wrong passwords, tried across both instances', async () => {
    const { statuses } = await burst(lockAfterFailures + 1, async (i) => {
      const response = await cluster.request(
        endpoints.signIn.path,
        jsonInit(
          'POST',
          { userCredentials: { username: 'active-monthly@example.com', password: `Wrong-${i}-x` } },
          { via: cluster.instances[i % 2], from: '127.0.0.21' },
        ),
      );
      const body = (await response.clone().json()) as { status: number };
      return new Response(String(body.status), { status: 200 + body.status });
    });
    const locked = 200 + signInStatus.accountLocked;
    const incorrect = 200 + signInStatus.incorrectEmailOrPassword;
    expect(statuses).toEqual([incorrect, incorrect, incorrect, incorrect, locked, locked]);
  });

  // Each limit of the table, counted through the balancer from a loopback address of its own
  // (haproxy appends it to X-Forwarded-For): requests alternate between the instances.
  const limits: {
    name: string;
    limit: number;
    from: string;
    send: (i: number, from: string) => Promise<Response>;
  }[] = [
    {
      name: 'sign-ins per address',
      limit: 30,
      from: '127.0.0.31',
      // An invalid address is refused after the limit is counted, without a password hash.
      send: (i, from) =>
        cluster.request(
          endpoints.signIn.path,
          jsonInit(
            'POST',
            { userCredentials: { username: `nobody-${i}`, password: 'x' } },
            { from },
          ),
        ),
    },
    {
      name: 'password recoveries per address',
      limit: 20,
      from: '127.0.0.32',
      send: (i, from) =>
        cluster.request(
          endpoints.passwordRecovery.path,
          jsonInit('POST', { email: `nobody-${i}` }, { from }),
        ),
    },
    {
      name: 'password recoveries per account',
      limit: 5,
      from: '127.0.0.33',
      send: (_i, from) =>
        cluster.request(
          endpoints.passwordRecovery.path,
          jsonInit('POST', { email: 'nobody-at-all@example.com' }, { from }),
        ),
    },
    {
      name: 'accounts created per address',
      limit: 20,
      from: '127.0.0.34',
      send: (i, from) =>
        cluster.request(
          endpoints.createAccount.path,
          jsonInit(
            'POST',
            {
              userCredentials: { username: `not-an-address-${i}`, password: 'x' },
              countryCode: 'US',
              source: 'D',
              isSendingEmailsAllowed: true,
              isSendingPromotionsAllowed: true,
              websiteLinkHash: null,
            },
            { from },
          ),
        ),
    },
    {
      name: 'error reports a minute per address',
      limit: 60,
      from: '127.0.0.35',
      send: (i, from) =>
        cluster.request(endpoints.errorLogger.path, errorReport(`limit ${i}`, from)),
    },
  ];
  for (const { name, limit, from, send } of limits) {
    it(`refuses ${name} after ${limit}, as one instance does`, async () => {
      const { statuses, servedBy } = await burst(limit + 1, (i) => send(i, from));
      expect(outcome(statuses)).toEqual(refusedAt(limit));
      expect(servedBy).toEqual(new Set(['a', 'b']));
    });
  }

  it('loses no acknowledged write when an instance is killed mid-burst, and routes around it', async () => {
    const [a, b] = cluster.instances;
    if (!a || !b) throw new Error('two instances');
    // Four writers, each from its own address (under the error-report limit), 40 writes each.
    const acknowledged: string[] = [];
    const failed: string[] = [];
    const servedAfterKill: string[] = [];
    let killed = false;
    const writer = async (w: number) => {
      for (let i = 0; i < 40; i++) {
        const description = `kill ${w}-${i}`;
        const wasKilled = killed;
        const response = await cluster
          .request(endpoints.errorLogger.path, errorReport(description, `127.0.0.${40 + w}`))
          .catch(() => undefined);
        await response?.arrayBuffer();
        if (response?.status === 200) acknowledged.push(description);
        else failed.push(`${description}: ${response?.status ?? 'no answer'}`);
        if (wasKilled) servedAfterKill.push(response?.headers.get('x-served-by') ?? 'none');
      }
    };
    const writers = [0, 1, 2, 3].map(writer);
    await new Promise((resolve) => setTimeout(resolve, 150));
    await a.kill('SIGKILL');
    killed = true;
    await Promise.all(writers);

    const stored = await rows<{ description: string; n: number }>(
      `SELECT description, count(*)::int AS n FROM error_reports WHERE description LIKE 'kill %'
       GROUP BY description`,
    );
    const counts = new Map(stored.map((row) => [row.description, row.n]));
    // Every acknowledged write is there, once; nothing is there twice.
    for (const description of acknowledged) expect(counts.get(description), description).toBe(1);
    expect(stored.every((row) => row.n === 1)).toBe(true);
    // Only requests in flight at the kill may fail (one per writer at most).
    expect(failed.length, failed.join('\n')).toBeLessThanOrEqual(4);
    expect(acknowledged.length).toBeGreaterThanOrEqual(160 - 4);
    // After the kill, the surviving instance answers everything.
    expect(servedAfterKill.length).toBeGreaterThan(20);
    expect(new Set(servedAfterKill.slice(-20))).toEqual(new Set(['b']));
  });
});
