import type { Database } from './database';

/**
 * Answers of the common reads (who a secure id is, a member's subscriptions) kept in memory
 * until anything is written. Every write through the database client empties it, so it is
 * correct exactly when this process makes every write: embedded PGlite, whose data directory
 * belongs to one process. On PostgreSQL, which other processes may write to, it stays off.
 */
export class ReadCache {
  #generation = 0;
  readonly #entries = new Map<string, unknown>();

  constructor(
    readonly enabled: boolean,
    private readonly maxEntries = 10_000,
  ) {}

  /** Called after every write (and every statement that might be one). */
  invalidate() {
    this.#generation += 1;
    this.#entries.clear();
  }

  /** The cached answer for `key`, or `load()`'s, kept unless a write finished meanwhile. */
  async get<T>(key: string, load: () => Promise<T>): Promise<T> {
    if (!this.enabled) return load();
    if (this.#entries.has(key)) return this.#entries.get(key) as T;
    const generation = this.#generation;
    const value = await load();
    if (generation === this.#generation) {
      if (this.#entries.size >= this.maxEntries) this.#entries.clear();
      this.#entries.set(key, value);
    }
    return value;
  }
}

const caches = new WeakMap<Database, ReadCache>();
const off = new ReadCache(false);

/** The read cache of a database (off for one opened elsewhere). */
export const readCacheOf = (db: Database): ReadCache => caches.get(db) ?? off;

export function registerReadCache(db: Database, cache: ReadCache) {
  caches.set(db, cache);
}
