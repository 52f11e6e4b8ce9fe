import { atomWithLazy } from 'jotai/utils';
import { type Cache, createCache } from './cache';

/**
 * The local cache this store uses. Created lazily on first use (browser local storage when it
 * works); tests and stories set their own with an in-memory storage and a fixed clock.
 */
export const cacheAtom = atomWithLazy<Cache>(() => createCache());
