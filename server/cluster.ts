/**
 * `npm run start:cluster`: the reference server as several identical instances on one
 * PostgreSQL behind Debian's haproxy, as an operator runs it when members outgrow one process.
 *
 * Settings (environment): DATABASE_URL (without it, a throwaway PostgreSQL from
 * scripts/with-postgres.sh), INSTANCES (2), PORT (the balancer's, 8080), PUBLIC_ORIGINS (the
 * brands' local hosts at PORT unless set), OUTBOX_DIR (one folder all instances write to).
 * Every instance gets TRUST_PROXY=1: haproxy appends the client's address to X-Forwarded-For.
 *
 * The cluster test (server/cluster.test.ts) starts the same cluster through `startCluster`.
 */
import { type ChildProcess, execFileSync, spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { localOrigins, publicOriginsSetting } from './config';
import { freePort } from './test/process';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');

/** Debian's haproxy binary, installed with apt-get when missing and allowed (root, apt). */
export function haproxyBinary({ install = false } = {}): string | undefined {
  const found = () =>
    ['/usr/sbin/haproxy', '/usr/bin/haproxy', '/usr/local/sbin/haproxy'].find((file) =>
      existsSync(file),
    );
  if (found() || !install) return found();
  if (process.getuid?.() !== 0 || process.env.HAPROXY_NO_INSTALL) return undefined;
  if (spawnSync('sh', ['-c', 'command -v apt-get']).status !== 0) return undefined;
  console.log('haproxy not found: installing the haproxy package with apt-get');
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  const install_ = () =>
    spawnSync('apt-get', ['install', '-y', '-q', '--no-install-recommends', 'haproxy'], {
      env,
      stdio: 'inherit',
    }).status === 0;
  if (!install_()) {
    spawnSync('apt-get', ['update', '-q'], { env, stdio: 'inherit' });
    install_();
  }
  return found();
}

/** One server process of the cluster. */
export interface Instance {
  name: string;
  port: number;
  pid: number;
  /** Whether the process is still running. */
  alive(): boolean;
  kill(signal: NodeJS.Signals): Promise<void>;
  /** Everything it wrote (the tests search it; the command line prints it as it comes). */
  output(): string;
}

export interface Cluster {
  /** The balancer's port on 127.0.0.1. */
  port: number;
  instances: Instance[];
  /** A request through the balancer (or straight to `via`), from the loopback address `from`. */
  request(pathname: string, init?: ClusterRequestInit): Promise<Response>;
  stop(): Promise<void>;
}

export interface ClusterRequestInit {
  method?: string;
  headers?: Record<string, string>;
  body?: string;
  /** Host header's brand host (`main.localhost` unless given). */
  host?: string;
  /**
   * The loopback source address (127.0.0.1 unless given): through haproxy it becomes the
   * client address the server's per-address limits count.
   */
  from?: string;
  /** An instance to ask directly instead of the balancer. */
  via?: Instance;
}

export interface ClusterOptions {
  databaseUrl: string;
  instances?: number;
  /** The balancer's port (a free one unless given). */
  port?: number;
  outboxDir: string;
  appDist?: string;
  /** More environment for every instance. */
  env?: Record<string, string>;
  /** Each output line of an instance, prefixed with its name. */
  onOutput?: (line: string) => void;
  readyTimeoutMs?: number;
}

/** Starts `server/index.ts` on a free port and waits until its /healthz answers. */
async function startInstance(
  name: string,
  env: Record<string, string>,
  onOutput: ((line: string) => void) | undefined,
  readyTimeoutMs: number,
): Promise<Instance> {
  const port = await freePort();
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'server/index.ts'], {
    cwd: root,
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const collect = (chunk: Buffer) => {
    output += String(chunk);
    for (const line of String(chunk).split('\n')) if (line) onOutput?.(`[${name}] ${line}`);
  };
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);
  let running = true;
  const exited = new Promise<void>((resolve) =>
    child.once('exit', () => {
      running = false;
      resolve();
    }),
  );
  const instance: Instance = {
    name,
    port,
    pid: child.pid ?? 0,
    alive: () => running,
    async kill(signal) {
      if (running) child.kill(signal);
      await exited;
    },
    output: () => output,
  };
  const deadline = Date.now() + readyTimeoutMs;
  for (;;) {
    if (!running) throw new Error(`instance ${name} exited before it was ready:\n${output}`);
    const health = await send(port, port, '/healthz', {}).catch(() => undefined);
    if (health?.ok) return instance;
    if (Date.now() > deadline) {
      await instance.kill('SIGKILL');
      throw new Error(`instance ${name} was not ready after ${readyTimeoutMs} ms:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/**
 * One HTTP request over a fresh connection from a chosen loopback address, to `port`, with the
 * Host header a browser sends: the brand host at the public port (the balancer's).
 */
function send(
  port: number,
  publicPort: number,
  pathname: string,
  init: ClusterRequestInit,
): Promise<Response> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        host: '127.0.0.1',
        port,
        path: pathname,
        method: init.method ?? 'GET',
        localAddress: init.from ?? '127.0.0.1',
        agent: false,
        headers: { ...init.headers, host: `${init.host ?? 'main.localhost'}:${publicPort}` },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('error', reject);
        response.on('end', () => {
          const headers = new Headers();
          for (const [key, value] of Object.entries(response.headers)) {
            if (typeof value === 'string') headers.set(key, value);
            else if (Array.isArray(value)) for (const v of value) headers.append(key, v);
          }
          const status = response.statusCode ?? 0;
          const body = [204, 304].includes(status) ? null : Buffer.concat(chunks);
          resolve(new Response(body, { status, headers }));
        });
      },
    );
    request.on('error', reject);
    request.end(init.body);
  });
}

/** haproxy's configuration: round robin over the instances, health-checked every 300 ms. */
function haproxyConfig(port: number, instances: Instance[]): string {
  return `global
  maxconn 2048

defaults
  mode http
  timeout connect 2s
  timeout client 60s
  timeout server 60s
  # A connection refused (an instance just died) is tried again on another instance; a request
  # an instance received is never sent twice, so no write is made twice.
  retries 3
  option redispatch 1

frontend web
  bind 127.0.0.1:${port}
  # The client's address, appended last: what TRUST_PROXY=1 makes the instances count.
  option forwardfor
  default_backend instances

backend instances
  balance roundrobin
  option httpchk GET /healthz
  default-server inter 300ms fall 1 rise 2
  # Which instance answered: the tests check the requests are spread.
  http-response set-header x-served-by %s
${instances.map((i) => `  server ${i.name} 127.0.0.1:${i.port} check`).join('\n')}
`;
}

/**
 * Starts `instances` server processes at once on `databaseUrl` (so they race for migrations and
 * the seed, as a fresh deployment does), then haproxy in front of them.
 */
export async function startCluster(options: ClusterOptions): Promise<Cluster> {
  const haproxy = haproxyBinary({ install: true });
  if (!haproxy) {
    throw new Error(
      'haproxy is not installed: sudo apt-get install haproxy (or run as root to install it)',
    );
  }
  const port = options.port ?? (await freePort());
  const env: Record<string, string> = {
    LOG_LEVEL: 'error',
    PUBLIC_ORIGINS: publicOriginsSetting(localOrigins(port)),
    ...options.env,
    DATABASE_URL: options.databaseUrl,
    OUTBOX_DIR: options.outboxDir,
    TRUST_PROXY: '1',
    ...(options.appDist ? { APP_DIST: options.appDist } : {}),
  };
  const names = Array.from({ length: options.instances ?? 2 }, (_, i) =>
    String.fromCharCode(97 + i),
  );
  const started = await Promise.allSettled(
    names.map((name) =>
      startInstance(name, env, options.onOutput, options.readyTimeoutMs ?? 120_000),
    ),
  );
  const instances = started.flatMap((s) => (s.status === 'fulfilled' ? [s.value] : []));
  const failed = started.find((s) => s.status === 'rejected');
  if (failed) {
    await Promise.all(instances.map((i) => i.kill('SIGKILL')));
    throw failed.reason;
  }

  const dir = mkdtempSync(path.join(os.tmpdir(), 'ld-haproxy-'));
  const config = path.join(dir, 'haproxy.cfg');
  writeFileSync(config, haproxyConfig(port, instances));
  execFileSync(haproxy, ['-c', '-q', '-f', config]);
  const balancer = spawn(haproxy, ['-db', '-f', config], { stdio: ['ignore', 'pipe', 'pipe'] });
  let balancerOutput = '';
  const note = (chunk: Buffer) => {
    balancerOutput += String(chunk);
  };
  balancer.stdout?.on('data', note);
  balancer.stderr?.on('data', note);
  const balancerExited = new Promise<void>((resolve) => balancer.once('exit', () => resolve()));

  const stop = async () => {
    balancer.kill('SIGTERM');
    await Promise.all([balancerExited, ...instances.map((i) => i.kill('SIGTERM'))]);
    rmSync(dir, { recursive: true, force: true });
  };
  // Ready when every instance has answered through the balancer.
  const deadline = Date.now() + 30_000;
  const seen = new Set<string>();
  while (seen.size < instances.length) {
    const health = await send(port, port, '/healthz', {}).catch(() => undefined);
    const by = health?.ok ? health.headers.get('x-served-by') : null;
    if (by) seen.add(by);
    else await new Promise((resolve) => setTimeout(resolve, 100));
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`haproxy did not reach every instance:\n${balancerOutput}`);
    }
  }
  return {
    port,
    instances,
    request: (pathname, init = {}) => send(init.via?.port ?? port, port, pathname, init),
    stop,
  };
}

const isMain = process.argv[1] === new URL(import.meta.url).pathname;
if (isMain) {
  const databaseUrl = process.env.DATABASE_URL || process.env.POSTGRES_URL;
  if (!databaseUrl) {
    // No database named: a throwaway PostgreSQL for as long as the cluster runs.
    const child = spawn(
      'bash',
      ['scripts/with-postgres.sh', process.execPath, '--import', 'tsx', 'server/cluster.ts'],
      { cwd: root, stdio: 'inherit' },
    );
    for (const signal of ['SIGINT', 'SIGTERM'] as const)
      process.on(signal, () => child.kill(signal));
    child.on('exit', (code) => process.exit(code ?? 0));
  } else {
    // As `npm start` does: build the app when it is missing or older than its sources.
    execFileSync(process.execPath, ['scripts/build-app.mjs'], { cwd: root, stdio: 'inherit' });
    const port = Number(process.env.PORT ?? 8080);
    const cluster = await startCluster({
      databaseUrl,
      instances: Number(process.env.INSTANCES ?? 2),
      port,
      outboxDir: process.env.OUTBOX_DIR ?? path.join(root, '.data', 'outbox'),
      env: {
        LOG_LEVEL: process.env.LOG_LEVEL ?? 'info',
        ...(process.env.PUBLIC_ORIGINS ? { PUBLIC_ORIGINS: process.env.PUBLIC_ORIGINS } : {}),
      },
      onOutput: (line) => console.log(line),
    });
    console.log(
      `haproxy on http://localhost:${port}/my-account/ in front of ${cluster.instances
        .map((i) => `${i.name} (127.0.0.1:${i.port})`)
        .join(', ')}`,
    );
    for (const signal of ['SIGINT', 'SIGTERM'] as const) {
      process.on(signal, () => void cluster.stop().then(() => process.exit(0)));
    }
  }
}
