/**
 * Site search state (page-shell §3 Search suggestion, §4 experiments, §5 Autocomplete, §7):
 * the contract list cached per country, the external search source under its experiment, and
 * the suggestions one search box shows for its (debounced) query.
 */
import { type Atom, atom, type PrimitiveAtom } from 'jotai';
import { unwrap } from 'jotai/utils';
import * as v from 'valibot';
import { type SearchSuggestion, searchSuggestionSchema } from '../../platform/api/contract';
import { siteConfigAtom } from '../../platform/config/atoms';
import { variationOrControlAtom } from '../../platform/experiments/atoms';
import { apiClientAtom } from '../../platform/state/atoms';
import { createResource, type Loaded } from '../../platform/state/resource';
import { cacheAtom } from '../../platform/storage/atoms';
import { fetchContracts, fetchExternalSuggestions } from './api';
import {
  autocompleteMinLength,
  type HighlightSegment,
  matchSuggestions,
  parseHighlight,
  prepopulatedSuggestions,
  shouldAutocomplete,
} from './rules';

type Loadable<T> =
  | { state: 'loading' }
  | { state: 'hasData'; data: T }
  | { state: 'hasError'; error: unknown };

/** An async atom read without suspending: loading while its newest promise is pending. */
function loadable<T>(anAtom: Atom<T | Promise<T>>): Atom<Loadable<T>> {
  const settledAtom = atom(
    (get): Promise<Loadable<T>> =>
      Promise.resolve(get(anAtom)).then(
        (data) => ({ state: 'hasData', data }),
        (error: unknown) => ({ state: 'hasError', error }),
      ),
  );
  return unwrap(settledAtom, (): Loadable<T> => ({ state: 'loading' }));
}

/** Cache key of a country's contract list (page-shell §3: the list is cached per country). */
export function contractsCacheKey(countryCode: string): string {
  return `search:contracts:${countryCode.toUpperCase()}`;
}

const isContractList = (value: unknown): value is SearchSuggestion[] =>
  v.is(v.array(searchSuggestionSchema), value);

// Narrow reads of the configuration: a string is compared by value, so loading the rest of
// the configuration does not start the calls again.
const siteHostAtom = atom((get) => get(siteConfigAtom).host);
const siteCountryAtom = atom((get) => get(siteConfigAtom).countryCode);
const searchServiceUrlAtom = atom((get) => get(siteConfigAtom).values.searchServiceUrl ?? '');

/** Page-shell §5: the configured minimum query length (number or numeric string, default 1). */
export const autocompleteMinLengthAtom = atom((get) =>
  autocompleteMinLength(get(siteConfigAtom).values.autocompleteMinLength),
);

/** Page-shell §2: the configured search results path (the rules fall back to /searchzoom/). */
export const searchResultsPathAtom = atom(
  (get) => get(siteConfigAtom).values.searchResults ?? null,
);

/** Page-shell §4: the external search source runs under its experiment (variation N, US). */
export const searchSourceAtom = atom((get): 'contracts' | 'external' =>
  get(variationOrControlAtom('externalSearch')) === 'N' ? 'external' : 'contracts',
);

/** Page-shell §4: the prepopulated-autocomplete variation (N, US). */
export const isPrepopulatedAtom = atom(
  (get) => get(variationOrControlAtom('prepopulatedAutocomplete')) === 'N',
);

/**
 * The contract list of the site's country: from the local cache when it holds one, else from
 * the contracts call (2 retries), which fills the cache on success. A failure is not cached.
 */
export const contractList = createResource<SearchSuggestion[]>(async (get, signal) => {
  const countryCode = get(siteCountryAtom);
  const host = get(siteHostAtom);
  const cache = get(cacheAtom);
  const key = contractsCacheKey(countryCode);
  const cached = cache.get(key, isContractList);
  if (cached) return { ok: true, data: cached, status: 200 };
  const result = await fetchContracts(
    get(apiClientAtom),
    { host: host || undefined, countryCode },
    signal,
  );
  if (result.ok) cache.set(key, result.data);
  return result;
}, 'search/contractList');

/** Whether a search box has asked for the contract list yet (on first focus or typing). */
const contractsRequestedAtom = atom(false);
const contractListLoadable = loadable(contractList.value);

type ListState =
  | { state: 'idle' }
  | { state: 'loading' }
  | { state: 'ready'; result: Loaded<SearchSuggestion[]> };

/**
 * The contract list, without suspending: idle until a search box asks for suggestions, and
 * only loaded when a box needs it (the contracts source, or the prepopulated variation's
 * featured contracts). Needing it is re-checked when an experiment's assignment arrives.
 */
const contractListStateAtom = atom((get): ListState => {
  if (!get(contractsRequestedAtom)) return { state: 'idle' };
  if (get(searchSourceAtom) !== 'contracts' && !get(isPrepopulatedAtom)) return { state: 'idle' };
  const loaded = get(contractListLoadable);
  if (loaded.state === 'loading') return { state: 'loading' };
  if (loaded.state === 'hasError') {
    return {
      state: 'ready',
      result: {
        ok: false,
        failure: {
          kind: 'network',
          endpoint: 'contracts',
          url: '',
          message: null,
          errors: [],
          canceledByUnload: false,
        },
      },
    };
  }
  return { state: 'ready', result: loaded.data };
});

/**
 * A search box wants suggestions (focus or typing): from now on the contract list loads when
 * needed; after a failed load, this tries again.
 */
export const requestSuggestionsAtom = atom(null, (get, set) => {
  if (!get(contractsRequestedAtom)) {
    set(contractsRequestedAtom, true);
    return;
  }
  const current = get(contractListStateAtom);
  if (current.state === 'ready' && !current.result.ok) set(contractList.refresh);
});

/** One suggestion as the search box shows it. */
export interface SiteSuggestion {
  /** Unique within one list. */
  id: string;
  name: string;
  url: string;
  isFeatured: boolean;
  /** The name as the external source highlighted it (page-shell §3), as plain segments. */
  highlight?: HighlightSegment[];
}

/** What a search box's list holds for its current query. */
export type SuggestionsState =
  /** Nothing to show: the query is shorter than the minimum. */
  | { status: 'idle' }
  | { status: 'loading' }
  /** Every match (the box shows the first page); `prepopulated` before anything is typed. */
  | { status: 'ready'; query: string; suggestions: SiteSuggestion[]; prepopulated: boolean }
  /** The call failed: no suggestions, but submitting still works. */
  | { status: 'failed' };

function toSiteSuggestions(list: readonly SearchSuggestion[]): SiteSuggestion[] {
  return list.map((suggestion, index) => ({
    id: `${index}:${suggestion.url}`,
    name: suggestion.name,
    url: suggestion.url,
    isFeatured: suggestion.isFeatured ?? false,
  }));
}

export interface SiteSearchAtoms {
  /** The committed (debounced) query this box asks suggestions for. */
  queryAtom: PrimitiveAtom<string>;
  /** The suggestions for `queryAtom`, without suspending. */
  suggestionsAtom: Atom<SuggestionsState>;
}

/**
 * The state of one search box: its own debounced query and suggestions, so the header's box
 * and the mobile modal's box never show each other's list. The contract list is shared.
 */
export function createSiteSearchAtoms(): SiteSearchAtoms {
  const queryAtom = atom('');

  // One external call per committed query; a newer query aborts the older call.
  const externalAtom = atom(async (get, { signal }) => {
    const query = get(queryAtom).trim();
    if (get(searchSourceAtom) !== 'external') return null;
    if (!shouldAutocomplete(query, get(autocompleteMinLengthAtom))) return null;
    const result = await fetchExternalSuggestions(
      get(apiClientAtom),
      { host: get(siteHostAtom) || undefined, query, countryCode: get(siteCountryAtom) },
      get(searchServiceUrlAtom),
      signal,
    );
    return { query, result };
  });
  const externalLoadable = loadable(externalAtom);

  const suggestionsAtom = atom((get): SuggestionsState => {
    const query = get(queryAtom).trim();
    const typed = shouldAutocomplete(query, get(autocompleteMinLengthAtom));
    if (query === '' && get(isPrepopulatedAtom)) {
      const list = get(contractListStateAtom);
      if (list.state === 'idle') return { status: 'idle' };
      if (list.state === 'loading') return { status: 'loading' };
      if (!list.result.ok) return { status: 'failed' };
      return {
        status: 'ready',
        query,
        suggestions: toSiteSuggestions(prepopulatedSuggestions(list.result.data)),
        prepopulated: true,
      };
    }
    if (!typed) return { status: 'idle' };

    if (get(searchSourceAtom) === 'external') {
      const loaded = get(externalLoadable);
      if (loaded.state === 'loading') return { status: 'loading' };
      if (loaded.state === 'hasError' || !loaded.data?.result.ok) return { status: 'failed' };
      // The service matched and ordered them; its order is kept.
      const suggestions = loaded.data.result.data.map((suggestion, index) => ({
        id: `${index}:${suggestion.url}`,
        name: suggestion.name,
        url: suggestion.url,
        isFeatured: suggestion.isFeatured ?? false,
        highlight: parseHighlight(suggestion.productNameHighlight.value),
      }));
      return { status: 'ready', query, suggestions, prepopulated: false };
    }

    const list = get(contractListStateAtom);
    if (list.state !== 'ready') return { status: 'loading' };
    if (!list.result.ok) return { status: 'failed' };
    return {
      status: 'ready',
      query,
      suggestions: toSiteSuggestions(matchSuggestions(query, list.result.data)),
      prepopulated: false,
    };
  });

  return { queryAtom, suggestionsAtom };
}
