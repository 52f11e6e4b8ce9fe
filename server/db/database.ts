/**
 * The database type every data-access module takes (PGlite's Drizzle, which PostgreSQL's matches).
 * Its own module so the seed and the read cache need not import the client that loads them.
 */
import type { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import type * as schema from './schema';

export type Database = ReturnType<typeof drizzlePglite<typeof schema>>;
