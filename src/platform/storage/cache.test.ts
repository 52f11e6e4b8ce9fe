import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  CACHE_KEY_PREFIX,
  CLEANUP_DELAY_MS,
  createCache,
  createMemoryStorage,
  DEFAULT_TTL_MS,
  LICENSE_TTL_MS,
  type StorageLike,
} from './cache';

function setup(start = 1_000_000) {
  let time = start;
  const storage = createMemoryStorage();
  const warn = vi.fn();
  const cache = createCache({ storage, now: () => time, warn });
  return {
    cache,
    storage,
    warn,
    advance: (ms: number) => {
      time += ms;
    },
  };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('local cache TTL', () => {
  it('keeps an entry 30 days by default and drops it afterwards', () => {
    const { cache, advance, storage } = setup();
    cache.set('a', { n: 1 });
    advance(DEFAULT_TTL_MS - 1);
    expect(cache.get('a')).toEqual({ n: 1 });
    advance(1);
    expect(cache.get('a')).toBeUndefined();
    expect(storage.getItem(`${CACHE_KEY_PREFIX}a`)).toBeNull();
  });

  it('honours a shorter TTL such as the 24-hour licence cache', () => {
    const { cache, advance } = setup();
    cache.set('licenses', ['X'], LICENSE_TTL_MS);
    advance(LICENSE_TTL_MS - 1);
    expect(cache.get('licenses')).toEqual(['X']);
    advance(1);
    expect(cache.get('licenses')).toBeUndefined();
    expect(LICENSE_TTL_MS).toBe(24 * 60 * 60 * 1000);
    expect(DEFAULT_TTL_MS).toBe(2_592_000 * 1000);
  });

  it('discards corrupt or foreign-shaped entries without throwing', () => {
    const { cache, storage, warn } = setup();
    storage.setItem(`${CACHE_KEY_PREFIX}broken`, '{not json');
    storage.setItem(`${CACHE_KEY_PREFIX}shape`, JSON.stringify({ value: 1 }));
    expect(cache.get('broken')).toBeUndefined();
    expect(cache.get('shape')).toBeUndefined();
    expect(storage.getItem(`${CACHE_KEY_PREFIX}broken`)).toBeNull();
    expect(storage.getItem(`${CACHE_KEY_PREFIX}shape`)).toBeNull();
    expect(warn).toHaveBeenCalled();
  });

  it('rejects a value the caller does not accept', () => {
    const { cache } = setup();
    cache.set('n', 'text');
    const isNumber = (value: unknown): value is number => typeof value === 'number';
    expect(cache.get('n', isNumber)).toBeUndefined();
    expect(cache.get('n')).toBeUndefined();
  });

  it('removes entries by key prefix and leaves others', () => {
    const { cache } = setup();
    cache.set('license_US_A', 1);
    cache.set('license_CA_B', 2);
    cache.set('experiment_x', 3);
    cache.removeByPrefix('license_');
    expect(cache.get('license_US_A')).toBeUndefined();
    expect(cache.get('license_CA_B')).toBeUndefined();
    expect(cache.get('experiment_x')).toBe(3);
  });
});

describe('cleanup', () => {
  it('sweeps expired and corrupt entries 10 s after start, never foreign keys', () => {
    vi.useFakeTimers();
    const { cache, storage, advance } = setup();
    cache.set('old', 1, 1000);
    cache.set('fresh', 2);
    storage.setItem(`${CACHE_KEY_PREFIX}junk`, 'nope');
    storage.setItem('someone-else', 'x');
    advance(5000);
    cache.scheduleCleanup();
    vi.advanceTimersByTime(CLEANUP_DELAY_MS - 1);
    expect(storage.getItem(`${CACHE_KEY_PREFIX}old`)).not.toBeNull();
    vi.advanceTimersByTime(1);
    expect(storage.getItem(`${CACHE_KEY_PREFIX}old`)).toBeNull();
    expect(storage.getItem(`${CACHE_KEY_PREFIX}junk`)).toBeNull();
    expect(cache.get('fresh')).toBe(2);
    expect(storage.getItem('someone-else')).toBe('x');
  });

  it('can be cancelled before it runs', () => {
    vi.useFakeTimers();
    const { cache, storage, advance } = setup();
    cache.set('old', 1, 10);
    advance(20);
    const cancel = cache.scheduleCleanup(500);
    cancel();
    vi.advanceTimersByTime(1000);
    expect(storage.getItem(`${CACHE_KEY_PREFIX}old`)).not.toBeNull();
  });
});

describe('unavailable storage', () => {
  it('works as an empty cache when there is no storage', () => {
    const cache = createCache({ storage: null });
    expect(cache.set('a', 1)).toBe(false);
    expect(cache.get('a')).toBeUndefined();
    expect(cache.cleanup()).toBe(0);
  });

  it('swallows quota and security errors', () => {
    const throwing: StorageLike = {
      length: 1,
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
      removeItem: () => {
        throw new Error('SecurityError');
      },
      key: () => {
        throw new Error('SecurityError');
      },
    };
    const warn = vi.fn();
    const cache = createCache({ storage: throwing, warn });
    expect(cache.set('a', 1)).toBe(false);
    expect(cache.get('a')).toBeUndefined();
    expect(() => cache.remove('a')).not.toThrow();
    expect(() => cache.removeByPrefix('a')).not.toThrow();
    expect(cache.cleanup()).toBe(0);
    expect(warn).toHaveBeenCalled();
  });
});
