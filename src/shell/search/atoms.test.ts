import { describe, expect, it, vi } from 'vitest';
import { setSiteConfigAtom } from '../../platform/config/atoms';
import { forcedVariationsAtom, variationAtom } from '../../platform/experiments/atoms';
import type { Variation } from '../../platform/experiments/registry';
import { externalSuggestions, searchSuggestions } from '../../platform/fixtures/site';
import { createFakeServer, createTestStore, type FakeServer } from '../../platform/state/testing';
import { createCache, createMemoryStorage } from '../../platform/storage/cache';
import {
  contractsCacheKey,
  createSiteSearchAtoms,
  isPrepopulatedAtom,
  requestSuggestionsAtom,
  type SuggestionsState,
  searchSourceAtom,
} from './atoms';

const CONTRACTS = 'GET /api/foundation/search/v1/contracts';
const EXTERNAL_DEFAULT = 'GET /v1/suggestions';

type Store = ReturnType<typeof createTestStore>['store'];

/** Forces both search experiments and waits until their assignments are read. */
async function force(store: Store, external: Variation, prepopulated: Variation) {
  store.set(forcedVariationsAtom, {
    externalSearch: external,
    prepopulatedAutocomplete: prepopulated,
  });
  store.sub(searchSourceAtom, () => {});
  store.sub(isPrepopulatedAtom, () => {});
  await store.get(variationAtom('externalSearch'));
  await store.get(variationAtom('prepopulatedAutocomplete'));
  await vi.waitFor(() => {
    expect(store.get(searchSourceAtom)).toBe(external === 'N' ? 'external' : 'contracts');
    expect(store.get(isPrepopulatedAtom)).toBe(prepopulated === 'N');
  });
}

async function setup(
  server: FakeServer,
  options: Parameters<typeof createTestStore>[1] & {
    external?: Variation;
    prepopulated?: Variation;
  } = {},
) {
  const { store, cache } = createTestStore(server, options);
  await force(store, options.external ?? 'C', options.prepopulated ?? 'C');
  const atoms = createSiteSearchAtoms();
  const states: SuggestionsState[] = [];
  store.sub(atoms.suggestionsAtom, () => states.push(store.get(atoms.suggestionsAtom)));
  const settled = () =>
    vi.waitFor(() => {
      const status = store.get(atoms.suggestionsAtom).status;
      expect(status === 'loading').toBe(false);
      return store.get(atoms.suggestionsAtom);
    });
  return { store, cache, atoms, settled };
}

const names = (state: SuggestionsState) =>
  state.status === 'ready' ? state.suggestions.map((s) => s.name) : state.status;

describe('site search suggestions (page-shell §5 Autocomplete)', () => {
  it('matches the contract list case-insensitively, ordered by match position', async () => {
    const server = createFakeServer({ [CONTRACTS]: () => searchSuggestions });
    const { store, atoms, settled } = await setup(server);
    store.set(requestSuggestionsAtom);
    store.set(atoms.queryAtom, 'WILL');
    expect(names(await settled())).toEqual([
      'Will Codicil',
      'Last Will and Testament',
      'Living Will',
    ]);
    expect(server.calls[0]?.search).toContain('countryCode=US');
  });

  it('shows nothing below the configured minimum (numeric string)', async () => {
    const server = createFakeServer({ [CONTRACTS]: () => searchSuggestions });
    const { store, atoms, settled } = await setup(server);
    store.set(setSiteConfigAtom, { configValues: { autocompleteMinLength: '3' } });
    store.set(requestSuggestionsAtom);
    store.set(atoms.queryAtom, 'wi');
    expect(store.get(atoms.suggestionsAtom)).toEqual({ status: 'idle' });
    store.set(atoms.queryAtom, 'wil');
    expect(names(await settled())).toHaveLength(3);
  });

  it('loads the contract list once per country and serves it from the cache after', async () => {
    const server = createFakeServer({ [CONTRACTS]: () => searchSuggestions });
    const cache = createCache({ storage: createMemoryStorage() });
    const first = await setup(server, { cache });
    first.store.set(requestSuggestionsAtom);
    first.store.set(first.atoms.queryAtom, 'lease');
    expect(names(await first.settled())).toEqual(['Lease Agreement', 'General Release']);
    expect(cache.get(contractsCacheKey('US'))).toEqual(searchSuggestions);

    const second = await setup(server, { cache });
    second.store.set(requestSuggestionsAtom);
    second.store.set(second.atoms.queryAtom, 'note');
    expect(names(await second.settled())).toEqual(['Promissory Note']);
    expect(server.log()).toEqual([CONTRACTS]);
  });

  it('a failed contract list gives no suggestions, and the next request tries again', async () => {
    let fail = true;
    const server = createFakeServer({
      [CONTRACTS]: () => (fail ? { status: 500, body: {} } : searchSuggestions),
    });
    const { store, atoms, settled, cache } = await setup(server);
    store.set(requestSuggestionsAtom);
    store.set(atoms.queryAtom, 'will');
    expect(await settled()).toEqual({ status: 'failed' });
    expect(cache.get(contractsCacheKey('US'))).toBeUndefined();
    fail = false;
    store.set(requestSuggestionsAtom);
    await vi.waitFor(() => expect(names(store.get(atoms.suggestionsAtom))).toHaveLength(3));
  });

  it('the prepopulated variation shows the featured contracts before typing', async () => {
    const server = createFakeServer({ [CONTRACTS]: () => searchSuggestions });
    const { store, atoms, settled } = await setup(server, { prepopulated: 'N' });
    expect(store.get(atoms.suggestionsAtom)).toEqual({ status: 'idle' });
    store.set(requestSuggestionsAtom);
    const state = await settled();
    expect(names(state)).toEqual([
      'Last Will and Testament',
      'Power of Attorney',
      'Lease Agreement',
      'Bill of Sale',
    ]);
    expect(state.status === 'ready' && state.prepopulated).toBe(true);
  });
});

describe('external search source (page-shell §4, §7)', () => {
  it('asks the default service with host, query and country, and parses the highlight', async () => {
    const server = createFakeServer({ [EXTERNAL_DEFAULT]: () => externalSuggestions });
    const { store, atoms, settled } = await setup(server, { external: 'N' });
    store.set(requestSuggestionsAtom);
    store.set(atoms.queryAtom, 'will');
    const state = await settled();
    expect(names(state)).toEqual(externalSuggestions.map((s) => s.name));
    expect(state.status === 'ready' && state.suggestions[0]?.highlight).toEqual([
      { text: 'Last ', highlighted: false },
      { text: 'Will', highlighted: true },
      { text: ' and Testament', highlighted: false },
    ]);
    expect(server.log()).toEqual([EXTERNAL_DEFAULT]);
    expect(server.calls[0]?.search).toContain('query=will');
    expect(server.calls[0]?.search).toContain('countryCode=US');
    expect(server.calls[0]?.authorization).toBeNull();
  });

  it('uses the configured service URL, and a failure gives no suggestions', async () => {
    const server = createFakeServer({ 'GET /suggest': () => ({ status: 503, body: {} }) });
    const { store, atoms, settled } = await setup(server, { external: 'N' });
    store.set(setSiteConfigAtom, {
      configValues: { searchServiceUrl: 'https://search.test/suggest' },
    });
    store.set(atoms.queryAtom, 'will');
    expect(await settled()).toEqual({ status: 'failed' });
    // The first attempt and its 2 retries.
    expect(server.log()).toEqual(['GET /suggest', 'GET /suggest', 'GET /suggest']);
  });
});
