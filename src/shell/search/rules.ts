/**
 * Site search and autocomplete decisions (page-shell §2 Paths, §5 Site search / Autocomplete,
 * §7 "Search submit passes at most 9 suggestions", §9).
 */

/** Default results path (page-shell §2), overridable by configuration. */
export const DEFAULT_SEARCH_PATH = '/searchzoom/';
/** Results per page (page-shell §2, §9). */
export const SEARCH_RESULTS_PER_PAGE = 10;
/** Input debounce (page-shell §5, §9). */
export const SEARCH_DEBOUNCE_MS = 250;
/** Autocomplete minimum when configuration gives none (page-shell §5, §9). */
export const DEFAULT_AUTOCOMPLETE_MIN_LENGTH = 1;

export type SearchQueryResult =
  | { ok: true; query: string }
  | { ok: false; error: 'invalidCharacter' | 'emptyQuery' };

/**
 * Page-shell §5 Site search: a query containing "@" is rejected with the invalid-character
 * alert and no navigation. A blank query is not named by the spec: it does nothing either.
 */
export function validateSearchQuery(input: string): SearchQueryResult {
  if (input.includes('@')) return { ok: false, error: 'invalidCharacter' };
  const query = input.trim();
  if (query === '') return { ok: false, error: 'emptyQuery' };
  return { ok: true, query };
}

/**
 * Page-shell §2: results URL `/searchzoom/` (or the configured path) with zoom_per_page=10,
 * zoom_and=0 and the encoded zoom_query. A blank configured path uses the default.
 */
export function searchResultsUrl(query: string, path?: string | null): string {
  const base = path?.trim() || DEFAULT_SEARCH_PATH;
  const params = [
    `zoom_per_page=${SEARCH_RESULTS_PER_PAGE}`,
    'zoom_and=0',
    `zoom_query=${encodeURIComponent(query)}`,
  ].join('&');
  return `${base}${base.includes('?') ? '&' : '?'}${params}`;
}

/**
 * Page-shell §5 Autocomplete: the configured minimum is a number or a numeric string, default 1.
 * Anything unusable (not numeric, below 1, fractional) falls back to the default, because a
 * minimum of 0 would match every suggestion on an empty box.
 */
export function autocompleteMinLength(configured: number | string | null | undefined): number {
  const value =
    typeof configured === 'string' && configured.trim() !== ''
      ? Number(configured.trim())
      : configured;
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 1) {
    return DEFAULT_AUTOCOMPLETE_MIN_LENGTH;
  }
  return value;
}

/** Page-shell §5: nothing until the (trimmed) query length reaches the minimum. */
export function shouldAutocomplete(query: string, minLength: number): boolean {
  return query.trim().length >= minLength;
}

/** A suggestion as the search call returns it (page-shell §3 Search suggestion). */
export interface SearchSuggestion {
  name: string;
  url: string;
  isFeatured?: boolean;
}

/**
 * Page-shell §5: case-insensitive substring match on the name, ordered by match position
 * (earlier first); ties keep the service's order.
 */
export function matchSuggestions<T extends { name: string }>(
  query: string,
  suggestions: readonly T[],
): T[] {
  const needle = query.trim().toLowerCase();
  if (needle === '') return [];
  return suggestions
    .map((suggestion, order) => ({
      suggestion,
      order,
      at: suggestion.name.toLowerCase().indexOf(needle),
    }))
    .filter((entry) => entry.at !== -1)
    .sort((a, b) => a.at - b.at || a.order - b.order)
    .map((entry) => entry.suggestion);
}

/** Page-shell §7: search submit passes at most 9 suggestions when there are more than 10. */
export function suggestionsForSubmit<T>(suggestions: readonly T[]): T[] {
  return suggestions.length > 10 ? suggestions.slice(0, 9) : [...suggestions];
}
