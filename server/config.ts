import path from 'node:path';
import { hostsByBrand } from '../src/platform/site/hosts';
import { type BrandId, brandIds } from '../tokens/types';

/** Server settings from the environment, with defaults that need nothing installed. */
export interface ServerConfig {
  port: number;
  host: string;
  /** `postgres://…` uses a real PostgreSQL server; unset uses embedded PGlite in `dataDir`. */
  databaseUrl: string | undefined;
  /** Where embedded PGlite keeps its files (`memory://` for a throwaway database). */
  dataDir: string;
  logLevel: 'debug' | 'info' | 'warn' | 'error' | 'silent';
  /** The built /my-account/ app. */
  appDist: string;
  /** Where password-recovery emails are written for developers to read. */
  outboxDir: string;
  /**
   * Each brand's public origin: every absolute URL the server writes (reset link, order URL,
   * search service) starts with it, never with the request's Host header. `PUBLIC_ORIGINS`
   * (`main=https://www.example.com,fr-legal=https://fr.example.com`); a brand left out is
   * `http://<its named host>:<port>`.
   */
  publicOrigins: Record<BrandId, string>;
  /**
   * `TRUST_PROXY=1`: a TLS-terminating proxy sits in front, so its `X-Forwarded-Proto` and
   * `X-Forwarded-For` are believed (the `Secure` cookie flag, the client address).
   */
  trustProxy: boolean;
  /**
   * `FAULT_INJECTION=1`, for the end-to-end suite only: a `ld-fault=<endpoint>` cookie makes
   * the server's render get a 500 from that endpoint of the contract (the browser's own calls
   * are faulted by the test itself), so a server-side data failure can be tested.
   */
  faultInjection: boolean;
}

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');

export function loadConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const level = env.LOG_LEVEL ?? 'info';
  return {
    port: Number(env.PORT ?? 8080),
    host: env.HOST ?? '127.0.0.1',
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir: env.DATA_DIR ?? path.join(root, '.data', 'pglite'),
    logLevel: (['debug', 'info', 'warn', 'error', 'silent'].includes(level)
      ? level
      : 'info') as ServerConfig['logLevel'],
    appDist: env.APP_DIST ?? path.join(root, 'dist', 'app'),
    outboxDir: env.OUTBOX_DIR ?? path.join(root, '.data', 'outbox'),
    publicOrigins: publicOrigins(env.PUBLIC_ORIGINS ?? '', Number(env.PORT ?? 8080)),
    trustProxy: env.TRUST_PROXY === '1' || env.TRUST_PROXY === 'true',
    faultInjection: env.FAULT_INJECTION === '1',
  };
}

function publicOrigins(setting: string, port: number): Record<BrandId, string> {
  const configured = new Map(
    setting
      .split(',')
      .map((pair) => pair.trim().split('='))
      .filter((pair): pair is [string, string] => pair.length === 2),
  );
  return Object.fromEntries(
    brandIds.map((brand) => {
      const origin = configured.get(brand);
      if (origin) return [brand, new URL(origin).origin];
      return [brand, `http://${hostsByBrand[brand].at(-1)}${port === 80 ? '' : `:${port}`}`];
    }),
  ) as Record<BrandId, string>;
}
