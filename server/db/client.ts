import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import type { ServerConfig } from '../config';
import type { Database } from './database';
import { ReadCache, registerReadCache } from './readCache';
import * as schema from './schema';
import { seedIfEmpty } from './seed';

const migrationsFolder = path.join(path.dirname(new URL(import.meta.url).pathname), 'migrations');

export type { Database } from './database';

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  /** Whether this open seeded the demo members (`seed` asked, and the database had none). */
  seeded: boolean;
  close(): Promise<void>;
}

/**
 * The advisory lock every instance takes on PostgreSQL to migrate and seed: of N instances
 * started at once on an empty database, one migrates and seeds, the others then find it done.
 */
export const startupLockKey = 4_240_026;

/**
 * Opens the database, applies pending migrations and, with `seed`, seeds the demo members into
 * an empty database. The same SQL runs on embedded PGlite (default, files in `dataDir`) and on a
 * real PostgreSQL server (`DATABASE_URL`).
 */
export async function openDatabase(
  config: Pick<ServerConfig, 'databaseUrl' | 'dataDir'>,
  { seed = false }: { seed?: boolean } = {},
): Promise<DatabaseHandle> {
  if (config.databaseUrl) {
    const pool = new pg.Pool({ connectionString: config.databaseUrl, max: 10 });
    // An idle connection can be ended by the server (restart, failover, network). The pool drops
    // it and opens a new one on the next query; unheard, the 'error' event would end the process.
    pool.on('error', (error) => console.error(`PostgreSQL connection lost: ${error.message}`));
    // Both drivers expose the same query builder; the PGlite type is the common surface we use.
    const db = drizzlePg(pool, { schema }) as unknown as Database;
    try {
      const seeded = await underStartupLock(pool, async () => {
        await migratePg(db as unknown as Parameters<typeof migratePg>[0], { migrationsFolder });
        return seed ? seedIfEmpty(db) : false;
      });
      return { db, kind: 'postgres', seeded, close: () => pool.end() };
    } catch (error) {
      await pool.end().catch(() => undefined);
      throw error;
    }
  }
  // PGlite writes through to its data directory on every commit (relaxedDurability off),
  // so an acknowledged write survives the process being killed.
  if (!config.dataDir.startsWith('memory://')) mkdirSync(config.dataDir, { recursive: true });
  const client = await PGlite.create(config.dataDir);
  const cache = new ReadCache(true);
  invalidateOnWrite(client, cache);
  const db = drizzlePglite(client, { schema });
  registerReadCache(db, cache);
  // One process owns a PGlite data directory: no other instance to wait for.
  await migratePglite(db, { migrationsFolder });
  const seeded = seed ? await seedIfEmpty(db) : false;
  return { db, kind: 'pglite', seeded, close: () => client.close() };
}

/**
 * Runs `work` holding the start-up advisory lock, on a connection of its own that holds it until
 * `work` is done (a session lock: a crashed holder's connection closes and frees it).
 */
async function underStartupLock<T>(pool: pg.Pool, work: () => Promise<T>): Promise<T> {
  const holder = await pool.connect();
  let healthy = true;
  try {
    await holder.query('SELECT pg_advisory_lock($1)', [startupLockKey]);
    try {
      return await work();
    } finally {
      await holder.query('SELECT pg_advisory_unlock($1)', [startupLockKey]).catch(() => {
        healthy = false;
      });
    }
  } finally {
    // A connection whose unlock failed may still hold the lock: closed, not reused.
    holder.release(!healthy);
  }
}

/**
 * Empties the read cache after every statement that is not a plain SELECT, and after every
 * transaction: the one place all writes pass, the tests' direct SQL included.
 */
function invalidateOnWrite(client: PGlite, cache: ReadCache) {
  const query = client.query.bind(client);
  const exec = client.exec.bind(client);
  const transaction = client.transaction.bind(client);
  const after = <T>(result: Promise<T>) => result.finally(() => cache.invalidate());
  // Rate-limit counting (server/auth/rateLimit.ts) writes no table a cached read comes from.
  const keepsCache = /^\s*(select\b|insert into "rate_limits"|delete from "rate_limits")/i;
  client.query = ((
    text: string,
    ...rest: Parameters<PGlite['query']> extends [string, ...infer R] ? R : never
  ) =>
    keepsCache.test(text) ? query(text, ...rest) : after(query(text, ...rest))) as PGlite['query'];
  client.exec = ((...args: Parameters<PGlite['exec']>) => after(exec(...args))) as PGlite['exec'];
  client.transaction = ((...args: Parameters<PGlite['transaction']>) =>
    after(transaction(...args))) as PGlite['transaction'];
}
