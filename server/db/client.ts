import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import type { ServerConfig } from '../config';
import { ReadCache, registerReadCache } from './readCache';
import * as schema from './schema';

const migrationsFolder = path.join(path.dirname(new URL(import.meta.url).pathname), 'migrations');

export type Database = ReturnType<typeof drizzlePglite<typeof schema>>;

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
}

/**
 * Opens the database and applies pending migrations. The same SQL runs on embedded PGlite
 * (default, files in `dataDir`) and on a real PostgreSQL server (`DATABASE_URL`).
 */
export async function openDatabase(
  config: Pick<ServerConfig, 'databaseUrl' | 'dataDir'>,
): Promise<DatabaseHandle> {
  if (config.databaseUrl) {
    const pool = new pg.Pool({ connectionString: config.databaseUrl, max: 10 });
    // An idle connection can be ended by the server (restart, failover, network). The pool drops
    // it and opens a new one on the next query; unheard, the 'error' event would end the process.
    pool.on('error', (error) => console.error(`PostgreSQL connection lost: ${error.message}`));
    const db = drizzlePg(pool, { schema });
    await migratePg(db, { migrationsFolder });
    // Both drivers expose the same query builder; the PGlite type is the common surface we use.
    return { db: db as unknown as Database, kind: 'postgres', close: () => pool.end() };
  }
  // PGlite writes through to its data directory on every commit (relaxedDurability off),
  // so an acknowledged write survives the process being killed.
  if (!config.dataDir.startsWith('memory://')) mkdirSync(config.dataDir, { recursive: true });
  const client = await PGlite.create(config.dataDir);
  const cache = new ReadCache(true);
  invalidateOnWrite(client, cache);
  const db = drizzlePglite(client, { schema });
  registerReadCache(db, cache);
  await migratePglite(db, { migrationsFolder });
  return { db, kind: 'pglite', close: () => client.close() };
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
  client.query = ((
    text: string,
    ...rest: Parameters<PGlite['query']> extends [string, ...infer R] ? R : never
  ) =>
    /^\s*select\b/i.test(text)
      ? query(text, ...rest)
      : after(query(text, ...rest))) as PGlite['query'];
  client.exec = ((...args: Parameters<PGlite['exec']>) => after(exec(...args))) as PGlite['exec'];
  client.transaction = ((...args: Parameters<PGlite['transaction']>) =>
    after(transaction(...args))) as PGlite['transaction'];
}
