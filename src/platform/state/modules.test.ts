import { createStore } from 'jotai';
import { describe, expect, it, vi } from 'vitest';
import { createCache, createMemoryStorage } from '../storage/cache';
import { configureModuleAtom, moduleStatusesAtom } from './modules';
import { createAppStore } from './store';

describe('module configuration (page-shell §3 statuses, §4)', () => {
  it('starts every module NotStarted and configures it once; translations again and again', () => {
    const store = createStore();
    expect(store.get(moduleStatusesAtom)).toEqual({
      cache: 'NotStarted',
      api: 'NotStarted',
      translations: 'NotStarted',
    });
    const configure = vi.fn();
    expect(store.set(configureModuleAtom, 'cache', configure)).toBe(true);
    expect(store.set(configureModuleAtom, 'cache', configure)).toBe(false);
    expect(configure).toHaveBeenCalledTimes(1);
    expect(store.get(moduleStatusesAtom).cache).toBe('Configured');
    const translate = vi.fn();
    store.set(configureModuleAtom, 'translations', translate);
    store.set(configureModuleAtom, 'translations', translate);
    expect(translate).toHaveBeenCalledTimes(2);
    expect(store.get(moduleStatusesAtom).translations).toBe('Configured');
  });

  it('is what an app store does with its api client and cache sweep', () => {
    vi.useFakeTimers();
    try {
      const storage = createMemoryStorage();
      const cache = createCache({ storage });
      const { store, dispose } = createAppStore({ cache, search: '', cleanupDelayMs: 10_000 });
      expect(store.get(moduleStatusesAtom)).toMatchObject({
        api: 'Configured',
        cache: 'Configured',
      });
      dispose();
    } finally {
      vi.useRealTimers();
    }
  });
});
