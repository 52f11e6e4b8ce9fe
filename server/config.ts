import path from 'node:path';
import { hostsByBrand } from '../src/platform/site/hosts';
import { type BrandId, brandIds } from '../tokens/types';
import {
  type ExternalResource,
  type MaintenanceSetting,
  parseExternalResources,
  parseMaintenanceWindow,
} from './siteOperations';

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
   * `http://<its named host>:<port>`, on the embedded database only: with `DATABASE_URL`
   * (several instances may share it) start refuses unless every brand is named.
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
  /**
   * `MAINTENANCE_WINDOW="<start>/<end>"` (ISO instants with offsets, optional `/<zone name>`):
   * every site's configuration carries it, so the maintenance bar shows until it ends.
   */
  maintenance: MaintenanceSetting | null;
  /**
   * `EXTERNAL_RESOURCES`: scripts and stylesheets every page loads (`<TYPE>:<POSITION>:<url>`
   * items, or `example`), each with the response's nonce.
   */
  externalResources: ExternalResource[];
}

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');

/** A setting the server cannot start without; its message says what to set. */
export class ConfigError extends Error {}

/** A setting's reader whose complaint stops the start with its message. */
function readSetting<T>(read: () => T): T {
  try {
    return read();
  } catch (error) {
    throw new ConfigError(error instanceof Error ? error.message : String(error));
  }
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const level = env.LOG_LEVEL ?? 'info';
  if (env.DATABASE_URL) requireEveryOrigin(env.PUBLIC_ORIGINS ?? '');
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
    maintenance: readSetting(() => parseMaintenanceWindow(env.MAINTENANCE_WINDOW)),
    externalResources: readSetting(() => parseExternalResources(env.EXTERNAL_RESOURCES)),
  };
}

const configuredOrigins = (setting: string) =>
  new Map(
    setting
      .split(',')
      .map((pair) => pair.trim().split('='))
      .filter((pair): pair is [string, string] => pair.length === 2),
  );

/**
 * On a shared PostgreSQL several instances serve one site: an origin derived from each one's
 * port would differ between them (CSRF checks, links in emails), so every brand's must be set.
 */
function requireEveryOrigin(setting: string) {
  const configured = configuredOrigins(setting);
  const missing = brandIds.filter((brand) => !configured.get(brand));
  if (missing.length === 0) return;
  throw new ConfigError(
    `PUBLIC_ORIGINS must name every brand's public origin when DATABASE_URL is set (all instances must agree on them); missing: ${missing.join(', ')}. Example: PUBLIC_ORIGINS=${publicOriginsSetting(localOrigins(8080))}`,
  );
}

/** Each brand's origin on this machine at `port` (`http://main.localhost:8080`…). */
export function localOrigins(port: number): Record<BrandId, string> {
  return Object.fromEntries(
    brandIds.map((brand) => [
      brand,
      `http://${hostsByBrand[brand].at(-1)}${port === 80 ? '' : `:${port}`}`,
    ]),
  ) as Record<BrandId, string>;
}

/** The `PUBLIC_ORIGINS` value that configures `origins`. */
export const publicOriginsSetting = (origins: Record<BrandId, string>) =>
  brandIds.map((brand) => `${brand}=${origins[brand]}`).join(',');

function publicOrigins(setting: string, port: number): Record<BrandId, string> {
  const configured = configuredOrigins(setting);
  const local = localOrigins(port);
  return Object.fromEntries(
    brandIds.map((brand) => {
      const origin = configured.get(brand);
      return [brand, origin ? new URL(origin).origin : local[brand]];
    }),
  ) as Record<BrandId, string>;
}
