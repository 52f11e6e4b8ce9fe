import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';
import { localOrigins, publicOriginsSetting } from '../config';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..', '..');

/** A TCP port nobody listens on right now (the OS picks it). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

/** The real server (`server/index.ts`) running as its own process. */
export interface ServerProcess {
  port: number;
  pid: number;
  /** Sends a request over real HTTP as if to `host` (a brand's host name). */
  request(pathname: string, init?: RequestInit & { host?: string }): Promise<Response>;
  /** Kills the process with a signal and waits until it is gone. */
  kill(signal: NodeJS.Signals): Promise<void>;
  /** Everything it wrote, for failure messages. */
  output(): string;
}

/**
 * Starts `node --import tsx server/index.ts` on a free port with `env` added to this process's
 * environment (public origins default to the brands' local hosts at that port, which a server
 * on PostgreSQL requires), and waits until `/healthz` answers.
 */
export async function startServerProcess(
  env: Record<string, string>,
  readyTimeoutMs = 120_000,
  /** Node options before the script, e.g. `--cpu-prof` (the load bench's profile). */
  nodeArgs: string[] = [],
): Promise<ServerProcess> {
  const port = await freePort();
  const args = [...nodeArgs, '--import', 'tsx', 'server/index.ts'];
  const child: ChildProcess = spawn(process.execPath, args, {
    cwd: root,
    env: {
      ...process.env,
      LOG_LEVEL: 'error',
      PUBLIC_ORIGINS: publicOriginsSetting(localOrigins(port)),
      ...env,
      PORT: String(port),
      HOST: '127.0.0.1',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk) => {
    output += String(chunk);
  });
  child.stderr?.on('data', (chunk) => {
    output += String(chunk);
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  let alive = true;
  void exited.then(() => {
    alive = false;
  });

  const request: ServerProcess['request'] = (pathname, init = {}) => {
    const { host = 'main.localhost', ...rest } = init;
    const headers = new Headers(rest.headers);
    headers.set('host', `${host}:${port}`);
    return fetch(`http://127.0.0.1:${port}${pathname}`, { ...rest, headers });
  };

  const deadline = Date.now() + readyTimeoutMs;
  for (;;) {
    if (!alive) throw new Error(`the server exited before it was ready:\n${output}`);
    try {
      const health = await request('/healthz');
      // Read the body, so no half-read keep-alive socket is left for the kill to reset.
      await health.arrayBuffer();
      if (health.ok) break;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`the server was not ready after ${readyTimeoutMs} ms:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }

  return {
    port,
    pid: child.pid ?? 0,
    request,
    async kill(signal) {
      if (alive) child.kill(signal);
      await exited;
    },
    output: () => output,
  };
}
