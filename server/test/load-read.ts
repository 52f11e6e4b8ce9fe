/**
 * Load on the dashboard's common read: signed-in `GET subscription` over real HTTP against the
 * real server process (embedded PGlite unless DATABASE_URL is set), with `CONNECTIONS` parallel
 * clients (Node's fetch, keep-alive) for `SECONDS`. Prints requests per second, latency percentiles and the
 * server's CPU time per request (from /proc, so Linux only).
 *
 *   node --import tsx server/test/load-read.ts   (CONNECTIONS=50 SECONDS=10 by default)
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { members } from '../../src/platform/fixtures';
import { demoPassword } from '../db/seed';
import { startServerProcess } from './process';

const connections = Number(process.env.CONNECTIONS ?? 50);
const seconds = Number(process.env.SECONDS ?? 10);
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'ld-load-'));
const server = await startServerProcess({ DATA_DIR: dataDir, OUTBOX_DIR: dataDir });
const { pid } = server;

/** The server's user + system CPU time in milliseconds. */
function cpuMs(): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
  const ticks = Number(fields[11]) + Number(fields[12]);
  return (ticks * 1000) / 100;
}

const base = `http://127.0.0.1:${server.port}`;
const headers = { host: `main.localhost:${server.port}`, 'content-type': 'application/json' };
const signIn = await fetch(`${base}/api/foundation/user-account-management/v2/session`, {
  method: 'POST',
  headers,
  body: JSON.stringify({
    userCredentials: { username: members.several.user.username, password: demoPassword },
  }),
});
const { result } = (await signIn.json()) as { result: { secureId: string } };
const url = `${base}/api/dashboards/my-account/v1/subscription/`;
const call = async () => {
  // Node's fetch keeps connections alive: each loop below reuses its own.
  const response = await fetch(url, {
    headers: { host: headers.host, authorization: `secure_id ${result.secureId}` },
  });
  const text = await response.text();
  if (response.status !== 200 || !text.includes('"succeeded":true')) {
    throw new Error(`unexpected answer ${response.status}: ${text.slice(0, 200)}`);
  }
};

// Warm-up: JIT, PGlite caches, connections.
for (let i = 0; i < 200; i += 1) await call();

const latencies: number[] = [];
const perConnection = new Array(connections).fill(0) as number[];
const cpuBefore = cpuMs();
const deadline = performance.now() + seconds * 1000;
await Promise.all(
  perConnection.map(async (_, index) => {
    while (performance.now() < deadline) {
      const start = performance.now();
      await call();
      latencies.push(performance.now() - start);
      perConnection[index] = (perConnection[index] ?? 0) + 1;
    }
  }),
);
const cpu = cpuMs() - cpuBefore;
latencies.sort((a, b) => a - b);
const at = (q: number) =>
  latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))];
console.log(
  JSON.stringify(
    {
      connections,
      seconds,
      requests: latencies.length,
      perSecond: Math.round(latencies.length / seconds),
      p50ms: at(0.5)?.toFixed(1),
      p99ms: at(0.99)?.toFixed(1),
      maxMs: at(1)?.toFixed(1),
      serverCpuMsPerRequest: (cpu / latencies.length).toFixed(2),
      fewestPerConnection: Math.min(...perConnection),
      mostPerConnection: Math.max(...perConnection),
    },
    null,
    2,
  ),
);
await server.kill('SIGTERM');
rmSync(dataDir, { recursive: true, force: true });
