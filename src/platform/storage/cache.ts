/**
 * Local-storage cache with a time-to-live per entry (page-shell §9, account-dashboard §5):
 * entries live 30 days unless told otherwise, licences 24 hours, and expired entries are swept
 * 10 s after start. Storage can be missing (Safari private mode, quota, a locked-down browser):
 * the cache then behaves as if empty and every write is a silent no-op. Nothing here throws.
 */

const DAY_MS = 24 * 60 * 60 * 1000;

/** Default lifetime of a cached entry: 30 days. */
export const DEFAULT_TTL_MS = 30 * DAY_MS;
/** Lifetime of the user-licence cache: 24 hours. */
export const LICENSE_TTL_MS = DAY_MS;
/** Delay before the first sweep of expired entries after start. */
export const CLEANUP_DELAY_MS = 10_000;
/** Every key this cache writes starts with this, so the sweep never touches other data. */
export const CACHE_KEY_PREFIX = 'dcs-cache:';

/** What is stored under a key: the value and the epoch millisecond it expires at. */
interface Entry {
  value: unknown;
  expiresAt: number;
}

/** The part of the Web Storage API the cache uses. */
export type StorageLike = Pick<Storage, 'getItem' | 'setItem' | 'removeItem' | 'key' | 'length'>;

export interface CacheOptions {
  /** Where entries live; `null` means storage is unavailable. @default browserLocalStorage() */
  storage?: StorageLike | null;
  /** Epoch milliseconds now. @default Date.now */
  now?: () => number;
  /** Where unreadable entries and storage failures are reported. @default console.warn */
  warn?: (message: string, detail?: unknown) => void;
}

export interface Cache {
  /** The live value under `key`, or `undefined` when absent, expired or unreadable. */
  get<T>(key: string, accept?: (value: unknown) => value is T): T | undefined;
  /** Stores `value` under `key` for `ttlMs` (default 30 days). Returns whether it was written. */
  set(key: string, value: unknown, ttlMs?: number): boolean;
  remove(key: string): void;
  /** Removes every entry whose key (without the prefix) starts with `keyPrefix`. */
  removeByPrefix(keyPrefix: string): void;
  /** Removes expired and unreadable entries now; returns how many were removed. */
  cleanup(): number;
  /** Sweeps once after `delayMs` (default 10 s); returns a function that cancels the sweep. */
  scheduleCleanup(delayMs?: number): () => void;
}

/** `window.localStorage` if it exists and accepts a write, else `null`. */
export function browserLocalStorage(): StorageLike | null {
  try {
    const storage = globalThis.localStorage;
    if (!storage) return null;
    const probe = `${CACHE_KEY_PREFIX}probe`;
    storage.setItem(probe, '1');
    storage.removeItem(probe);
    return storage;
  } catch {
    return null;
  }
}

/** A Storage kept in memory: for tests, and as a stand-in where no browser storage exists. */
export function createMemoryStorage(initial: Record<string, string> = {}): Storage {
  const data = new Map<string, string>(Object.entries(initial));
  return {
    get length() {
      return data.size;
    },
    clear: () => data.clear(),
    getItem: (key) => data.get(key) ?? null,
    key: (index) => [...data.keys()][index] ?? null,
    removeItem: (key) => {
      data.delete(key);
    },
    setItem: (key, value) => {
      data.set(key, String(value));
    },
  };
}

function isEntry(raw: unknown): raw is Entry {
  return (
    typeof raw === 'object' &&
    raw !== null &&
    'expiresAt' in raw &&
    typeof raw.expiresAt === 'number' &&
    Number.isFinite(raw.expiresAt) &&
    'value' in raw
  );
}

/** Creates a cache over `storage` (local storage by default). */
export function createCache(options: CacheOptions = {}): Cache {
  const storage = options.storage === undefined ? browserLocalStorage() : options.storage;
  const now = options.now ?? Date.now;
  const warn = options.warn ?? ((message, detail) => console.warn(message, detail));
  const fullKey = (key: string) => `${CACHE_KEY_PREFIX}${key}`;

  function safely<T>(what: string, run: () => T, fallback: T): T {
    try {
      return run();
    } catch (error) {
      warn(`Local cache: ${what} failed`, error);
      return fallback;
    }
  }

  /** Reads one raw entry; a corrupt one is deleted and reported as absent. */
  function readEntry(storageKey: string): Entry | undefined {
    if (!storage) return undefined;
    const raw = safely('read', () => storage.getItem(storageKey), null);
    if (raw === null) return undefined;
    let parsed: unknown;
    try {
      parsed = JSON.parse(raw);
    } catch {
      parsed = undefined;
    }
    if (!isEntry(parsed)) {
      warn(`Local cache: discarded unreadable entry ${storageKey}`);
      safely('remove', () => storage.removeItem(storageKey), undefined);
      return undefined;
    }
    return parsed;
  }

  function ownKeys(): string[] {
    if (!storage) return [];
    return safely('list', () => {
      const keys: string[] = [];
      for (let index = 0; index < storage.length; index++) {
        const key = storage.key(index);
        if (key?.startsWith(CACHE_KEY_PREFIX)) keys.push(key);
      }
      return keys;
    }, []);
  }

  const cache: Cache = {
    get<T>(key: string, accept?: (value: unknown) => value is T): T | undefined {
      const storageKey = fullKey(key);
      const entry = readEntry(storageKey);
      if (!entry) return undefined;
      if (entry.expiresAt <= now()) {
        cache.remove(key);
        return undefined;
      }
      if (accept && !accept(entry.value)) {
        warn(`Local cache: discarded entry of unexpected shape ${storageKey}`);
        cache.remove(key);
        return undefined;
      }
      return entry.value as T;
    },
    set(key, value, ttlMs = DEFAULT_TTL_MS) {
      if (!storage) return false;
      const entry: Entry = { value, expiresAt: now() + ttlMs };
      return safely(
        'write',
        () => {
          storage.setItem(fullKey(key), JSON.stringify(entry));
          return true;
        },
        false,
      );
    },
    remove(key) {
      if (!storage) return;
      safely('remove', () => storage.removeItem(fullKey(key)), undefined);
    },
    removeByPrefix(keyPrefix) {
      if (!storage) return;
      const start = fullKey(keyPrefix);
      for (const key of ownKeys()) {
        if (key.startsWith(start)) safely('remove', () => storage.removeItem(key), undefined);
      }
    },
    cleanup() {
      if (!storage) return 0;
      let removed = 0;
      const at = now();
      for (const key of ownKeys()) {
        const entry = readEntry(key);
        if (!entry) {
          removed++;
        } else if (entry.expiresAt <= at) {
          safely('remove', () => storage.removeItem(key), undefined);
          removed++;
        }
      }
      return removed;
    },
    scheduleCleanup(delayMs = CLEANUP_DELAY_MS) {
      const timer = setTimeout(() => cache.cleanup(), delayMs);
      return () => clearTimeout(timer);
    },
  };
  return cache;
}
