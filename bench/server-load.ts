/**
 * Part 5 of `npm run bench`, the reference server under load: requests per second, p99 latency
 * and completions per connection at 50 concurrent connections on loopback (autocannon), for the
 * two calls every dashboard page makes, each against a bare Node `http` server that returns the
 * same bytes with the same headers (the floor), on embedded PGlite and on PostgreSQL; then the
 * sign-in's throughput (scrypt) on its own.
 *
 * Three processes per measurement: the server under test (`server/index.ts` via tsx, as
 * `npm start` runs it), the bare server (this file with `--bare`), and the load generator (this
 * process), so the load generator never shares the measured event loop. The PostgreSQL part runs
 * in a child of `scripts/with-postgres.sh` (a throwaway cluster, as the PostgreSQL test suite
 * starts it); without PostgreSQL its rows are left out with a note.
 *
 *   node --import tsx bench/server-load.ts [--quick]   prints the rows (table and JSON)
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { demoPassword } from '../server/db/seed';
import { type ServerProcess, startServerProcess } from '../server/test/process';
import { endpoints } from '../src/platform/api/contract';
import { members } from '../src/platform/fixtures';
import type { BenchRow } from './figures';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const connections = 50;
/** The targets: share of the bare server's throughput, per database. */
const throughputTarget = { PGlite: 0.1, PostgreSQL: 0.2 } as const;
const p99TargetMs = 50;
type DatabaseName = keyof typeof throughputTarget;

export interface ServerBenchOptions {
  /** Shorter measurements (2 s instead of 5 s), for a quick look. */
  quick?: boolean;
}

/** One recorded answer: what the bare server replays. */
interface Recorded {
  status: number;
  headers: [string, string][];
  body: string;
}

/** Hop-by-hop and per-response headers the bare server writes itself. */
const ownHeaders = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding']);

async function record(
  server: ServerProcess,
  pathname: string,
  init: RequestInit,
): Promise<Recorded> {
  const response = await server.request(pathname, init);
  const body = await response.text();
  if (response.status !== 200) throw new Error(`${pathname}: HTTP ${response.status}: ${body}`);
  const headers = [...response.headers].filter(([name]) => !ownHeaders.has(name));
  return { status: response.status, headers, body };
}

/** The bare floor: a Node `http` server in its own process answering every request with `answer`. */
async function startBareServer(
  answer: Recorded,
): Promise<{ port: number; pid: number; stop(): Promise<void> }> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'ld-bare-'));
  const file = path.join(dir, 'answer.json');
  writeFileSync(file, JSON.stringify(answer));
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', 'bench/server-load.ts', '--bare', file],
    {
      cwd: root,
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const port = await new Promise<number>((resolve, reject) => {
    let out = '';
    child.stdout?.on('data', (chunk) => {
      out += String(chunk);
      const match = /listening on (\d+)/.exec(out);
      if (match) resolve(Number(match[1]));
    });
    child.once('exit', (code) => reject(new Error(`the bare server exited (${code})`)));
  });
  return {
    port,
    pid: child.pid ?? 0,
    async stop() {
      child.kill('SIGTERM');
      await exited;
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** `--bare <file>`: serve the recorded answer until killed. */
function serveBare(file: string) {
  const answer = JSON.parse(readFileSync(file, 'utf8')) as Recorded;
  const body = Buffer.from(answer.body);
  const headers: [string, string][] = [
    ...answer.headers.filter(([name]) => name !== 'content-length'),
    ['content-length', String(body.length)],
  ];
  const server = createServer((_request, response) => {
    response.writeHead(answer.status, headers.flat());
    response.end(body);
  });
  server.listen(0, '127.0.0.1', () => {
    const address = server.address();
    console.log(`listening on ${typeof address === 'object' && address ? address.port : 0}`);
  });
  process.on('SIGTERM', () => server.close(() => process.exit(0)));
}

interface Load {
  /** CPU time of the answering process per request, in µs (when measured). */
  cpuPerRequestUs?: number;
  requestsPerSecond: number;
  p99: number;
  fewest: number;
  most: number;
  requests: number;
}

/** One autocannon run: `connections` keep-alive connections for `seconds`; every answer checked. */
async function load(
  url: string,
  options: {
    seconds: number;
    connections?: number;
    headers?: Record<string, string>;
    method?: 'GET' | 'POST';
    /** The exact body every answer must have (a mismatch fails the run). */
    expectBody?: string;
    /** Varies each request (sign-in: another account, another address). */
    setupRequest?: (request: { body?: string; headers?: Record<string, string> }) => {
      body?: string;
      headers?: Record<string, string>;
    };
    verifyBody?: (body: string | Buffer | undefined) => boolean;
  },
): Promise<Load> {
  const perClient: number[] = [];
  const result = await autocannon({
    url,
    connections: options.connections ?? connections,
    duration: options.seconds,
    method: options.method ?? 'GET',
    headers: options.headers,
    ...(options.expectBody === undefined ? {} : { expectBody: options.expectBody }),
    ...(options.verifyBody ? { verifyBody: options.verifyBody } : {}),
    ...(options.setupRequest
      ? // biome-ignore lint/suspicious/noExplicitAny: autocannon's request type is looser than its typing
        { requests: [{ setupRequest: options.setupRequest as any }] }
      : {}),
    setupClient: (client) => {
      const index = perClient.push(0) - 1;
      client.on('response', () => {
        perClient[index] = (perClient[index] ?? 0) + 1;
      });
    },
  });
  const failed = result.errors + result.timeouts + result.non2xx + result.mismatches;
  if (failed > 0) {
    throw new Error(
      `${url}: ${result.errors} errors, ${result.timeouts} timeouts, ${result.non2xx} non-2xx, ${result.mismatches} unexpected bodies of ${result.requests.total}`,
    );
  }
  return {
    requestsPerSecond: result.requests.total / options.seconds,
    p99: result.latency.p99,
    fewest: Math.min(...perClient),
    most: Math.max(...perClient),
    requests: result.requests.total,
  };
}

const round = (value: number, digits = 0) => Number(value.toFixed(digits));

/** A process's user + system CPU time in milliseconds (Linux /proc; 0 elsewhere). */
function cpuMs(pid: number): number {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
  } catch {
    return 0;
  }
}

/** `load()`, also measuring the CPU time the answering process spent per request (µs). */
async function loadWithCpu(pid: number, ...args: Parameters<typeof load>) {
  const before = cpuMs(pid);
  const result = await load(...args);
  return { ...result, cpuPerRequestUs: ((cpuMs(pid) - before) * 1000) / result.requests };
}

/** The rows of one call on one database: throughput against the floor, p99, spread. */
function rowsOf(call: string, database: DatabaseName, server: Load, bare: Load): BenchRow[] {
  const share = server.requestsPerSecond / bare.requestsPerSecond;
  const target = throughputTarget[database];
  const name = `${call}, ${database}`;
  // The least-served connection still completed at least a quarter of the average.
  const starvedBelow = server.requests / connections / 4;
  return [
    {
      group: 'server',
      name: `${name}: req/s`,
      value: round(server.requestsPerSecond),
      unit: 'req/s',
      floor: round(bare.requestsPerSecond),
      ratio: round(share, 3),
      better: 'higher',
      target: `≥ ${target * 100}% of bare Node`,
      met: share >= target,
      note: `CPU per request: server ${round(server.cpuPerRequestUs ?? 0)} µs, bare Node ${round(bare.cpuPerRequestUs ?? 0)} µs (the database's own CPU not counted); 2 cores shared with the load generator`,
    },
    {
      group: 'server',
      name: `${name}: p99`,
      value: server.p99,
      unit: 'ms',
      floor: bare.p99,
      better: 'lower',
      target: `< ${p99TargetMs} ms at ${connections} connections`,
      met: server.p99 < p99TargetMs,
    },
    {
      group: 'server',
      name: `${name}: fewest completions per connection`,
      value: server.fewest,
      unit: 'count',
      better: 'higher',
      target: 'no connection starved',
      met: server.fewest >= starvedBelow,
      note: `most ${server.most}, mean ${round(server.requests / connections)} (starved: under a quarter of the mean)`,
    },
  ];
}

/** Measures both calls (and sign-in) against one database; `env` picks it. */
async function measureDatabase(
  database: DatabaseName,
  env: Record<string, string>,
  options: ServerBenchOptions,
): Promise<BenchRow[]> {
  const seconds = options.quick ? 2 : 5;
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'ld-bench-'));
  const server = await startServerProcess(
    {
      DATA_DIR: dataDir,
      OUTBOX_DIR: dataDir,
      // Sign-in's per-address limit is met with one address per request (X-Forwarded-For).
      TRUST_PROXY: '1',
      LOG_LEVEL: 'error',
      ...env,
    },
    undefined,
    profileArgs,
  );
  const rows: BenchRow[] = [];
  try {
    const host = `main.localhost:${server.port}`;
    const signInBody = (username: string) =>
      JSON.stringify({ userCredentials: { username, password: demoPassword } });
    const signIn = await server.request(endpoints.signIn.path, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': '10.255.0.1' },
      body: signInBody(members.several.user.username),
    });
    const signedIn = (await signIn.json()) as { result: { secureId: string } | null };
    if (!signedIn.result) throw new Error(`sign-in failed: ${JSON.stringify(signedIn)}`);
    const { secureId } = signedIn.result;

    // What the dashboard sends: its secure id in the authorization header; the shell's query.
    const calls = [
      {
        call: 'GET subscriptions (signed in)',
        pathname: endpoints.subscriptions.path,
        headers: { host, authorization: `secure_id ${secureId}` } as Record<string, string>,
      },
      {
        call: 'GET site configuration',
        pathname: `${endpoints.siteConfigValues.path}?host=${encodeURIComponent(host)}&countryCode=US&brand=main`,
        headers: { host } as Record<string, string>,
      },
    ];
    for (const { call, pathname, headers } of calls) {
      const answer = await record(server, pathname, { headers });
      const bare = await startBareServer(answer);
      try {
        const url = `http://127.0.0.1:${server.port}${pathname}`;
        const bareUrl = `http://127.0.0.1:${bare.port}${pathname}`;
        const check = { headers, expectBody: answer.body };
        // Warm-up of both (JIT, caches, connections), then the measured runs.
        await load(url, { ...check, seconds: 1 });
        await load(bareUrl, { ...check, seconds: 1 });
        const measured = await loadWithCpu(server.pid, url, { ...check, seconds });
        const floor = await loadWithCpu(bare.pid, bareUrl, { ...check, seconds });
        rows.push(...rowsOf(call, database, measured, floor));
      } finally {
        await bare.stop();
      }
    }

    // Sign-in: each request another account (10 attempts per account in 15 minutes) and another
    // address (30 per address). Few connections: scrypt runs on libuv's 4 threads anyway.
    const accounts = Object.values(members)
      .filter((member) => member.user.hasPassword && member !== members.several)
      .map((member) => member.user.username);
    let attempt = 0;
    const signInSeconds = options.quick ? 2 : 4;
    const signIns = await load(`http://127.0.0.1:${server.port}${endpoints.signIn.path}`, {
      seconds: signInSeconds,
      connections: 4,
      method: 'POST',
      headers: { host, 'content-type': 'application/json' },
      setupRequest: (request) => {
        attempt += 1;
        const username = accounts[attempt % accounts.length] as string;
        return {
          ...request,
          body: signInBody(username),
          headers: {
            ...request.headers,
            'x-forwarded-for': `10.${(attempt >> 8) & 255}.${attempt & 255}.2`,
          },
        };
      },
      verifyBody: (body) => String(body).includes('"status":0'),
    });
    if (signIns.requests > accounts.length * 10) {
      throw new Error(`${signIns.requests} sign-ins: more than the rate limits allow`);
    }
    rows.push({
      group: 'server',
      name: `POST sign-in (scrypt), ${database}: req/s`,
      value: round(signIns.requestsPerSecond, 1),
      unit: 'req/s',
      better: 'higher',
      note: `4 connections, p99 ${signIns.p99} ms; scrypt N=2^15 r=8 per attempt, each request another account and X-Forwarded-For (TRUST_PROXY=1)`,
    });
  } finally {
    await server.kill('SIGTERM');
    rmSync(dataDir, { recursive: true, force: true });
  }
  return rows;
}

/** `SERVER_BENCH_PROFILE=<dir>`: the server under test writes a CPU profile there on exit. */
const profileDir = process.env.SERVER_BENCH_PROFILE;
const profileArgs = profileDir ? ['--cpu-prof', `--cpu-prof-dir=${path.resolve(profileDir)}`] : [];

const rowsMarker = 'SERVER-BENCH-ROWS ';

/** The PostgreSQL part, run in a child of scripts/with-postgres.sh; rows come back on stdout. */
async function measurePostgres(options: ServerBenchOptions): Promise<BenchRow[]> {
  const args = ['scripts/with-postgres.sh', process.execPath, '--import', 'tsx'];
  args.push('bench/server-load.ts', '--postgres-child', ...(options.quick ? ['--quick'] : []));
  const child = spawn('bash', args, {
    cwd: root,
    env: { ...process.env, POSTGRES_NO_INSTALL: '1' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let out = '';
  child.stdout?.on('data', (chunk) => {
    out += String(chunk);
  });
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
  const line = out.split('\n').find((l) => l.startsWith(rowsMarker));
  if (line) return JSON.parse(line.slice(rowsMarker.length)) as BenchRow[];
  const skipped = /skipped: no PostgreSQL/.test(out);
  if (!skipped) throw new Error(`the PostgreSQL part failed (exit ${code}):\n${out}`);
  return [
    {
      group: 'server',
      name: 'PostgreSQL',
      value: 0,
      unit: 'count',
      note: 'skipped: no PostgreSQL server found (apt-get install postgresql)',
    },
  ];
}

/** Part 5 of the bench: both calls on PGlite and on PostgreSQL, and sign-in. */
export async function runServerBench(options: ServerBenchOptions = {}): Promise<BenchRow[]> {
  const pglite = await measureDatabase('PGlite', {}, options);
  const postgres = await measurePostgres(options);
  return [...pglite, ...postgres];
}

function printRows(rows: BenchRow[]) {
  for (const row of rows) {
    const floor = row.floor === undefined ? '' : `  floor ${row.floor}`;
    const ratio = row.ratio === undefined ? '' : `  ratio ${row.ratio}`;
    const met = row.met === undefined ? '' : row.met ? '  met' : '  NOT MET';
    console.log(`${row.name}: ${row.value} ${row.unit}${floor}${ratio}${met}`);
  }
}

const isMain = process.argv[1] === new URL(import.meta.url).pathname;
if (isMain) {
  const argv = process.argv.slice(2);
  const quick = argv.includes('--quick');
  const bareAt = argv.indexOf('--bare');
  if (bareAt >= 0) {
    serveBare(argv[bareAt + 1] as string);
  } else if (argv.includes('--postgres-child')) {
    const url = process.env.POSTGRES_URL;
    if (!url) throw new Error('--postgres-child runs under scripts/with-postgres.sh');
    const rows = await measureDatabase('PostgreSQL', { DATABASE_URL: url }, { quick });
    console.log(`${rowsMarker}${JSON.stringify(rows)}`);
  } else {
    const rows = await runServerBench({ quick });
    printRows(rows);
    console.log(JSON.stringify(rows, null, 2));
  }
}
