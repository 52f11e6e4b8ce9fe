import path from 'node:path';

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
  };
}
