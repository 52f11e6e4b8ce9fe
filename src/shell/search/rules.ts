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

/**
 * Not in the spec: the autocomplete list shows at most this many suggestions (the size of one
 * results page), so a short query on a long contract list stays a short list.
 */
export const MAX_VISIBLE_SUGGESTIONS = SEARCH_RESULTS_PER_PAGE;

/**
 * Not in the spec: what the prepopulated-autocomplete variation (page-shell §4) shows before
 * anything is typed — the featured contracts, in the service's order, at most one page.
 */
export function prepopulatedSuggestions<T extends { isFeatured?: boolean }>(
  suggestions: readonly T[],
): T[] {
  return suggestions
    .filter((suggestion) => suggestion.isFeatured)
    .slice(0, MAX_VISIBLE_SUGGESTIONS);
}

/** One run of a highlighted name: plain text, or the part the service marked as a match. */
export interface HighlightSegment {
  text: string;
  highlighted: boolean;
}

/** The tags a search service marks matches with; every other tag is dropped, never rendered. */
const HIGHLIGHT_TAGS = new Set(['em', 'b', 'strong', 'mark']);
const TAG = /<\s*(\/?)\s*([a-z][a-z0-9]*)\b[^>]*>/gi;
const ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: '\u00a0',
};

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (whole, entity: string) => {
    const lower = entity.toLowerCase();
    if (lower.startsWith('#')) {
      const code = lower.startsWith('#x')
        ? Number.parseInt(lower.slice(2), 16)
        : Number.parseInt(lower.slice(1), 10);
      return Number.isFinite(code) && code > 0 && code <= 0x10ffff
        ? String.fromCodePoint(code)
        : whole;
    }
    return ENTITIES[lower] ?? whole;
  });
}

/**
 * Page-shell §3: an external-search result's `productNameHighlight.value` is markup from a
 * third-party service. It is never given to the DOM as HTML: only the highlight tags (`em`,
 * `b`, `strong`, `mark`) are read, as on/off marks; every other tag is dropped, entities are
 * decoded to text, and the result is plain segments that React renders as text. Adjacent
 * segments of the same kind are merged; empty ones are left out.
 */
export function parseHighlight(markup: string): HighlightSegment[] {
  const segments: HighlightSegment[] = [];
  let depth = 0;
  let last = 0;
  const push = (raw: string) => {
    const text = decodeEntities(raw);
    if (text === '') return;
    const highlighted = depth > 0;
    const previous = segments[segments.length - 1];
    if (previous && previous.highlighted === highlighted) previous.text += text;
    else segments.push({ text, highlighted });
  };
  for (const match of markup.matchAll(TAG)) {
    push(markup.slice(last, match.index));
    last = match.index + match[0].length;
    const name = (match[2] ?? '').toLowerCase();
    if (!HIGHLIGHT_TAGS.has(name)) continue;
    depth = match[1] ? Math.max(0, depth - 1) : depth + 1;
  }
  // A stray "<" that opens no tag stays text.
  push(markup.slice(last));
  return segments;
}

/**
 * Not in the spec: what "search submit passes" (page-shell §7) is recorded as — the submit's
 * tracked event carries the query, how many suggestions matched and the names passed
 * (`suggestionsForSubmit`), joined with " | ".
 */
export function submitTrackingExtra(
  query: string,
  suggestions: readonly { name: string }[],
): Record<string, string | number> {
  const passed = suggestionsForSubmit(suggestions);
  return {
    query,
    suggestionCount: suggestions.length,
    passedCount: passed.length,
    suggestions: passed.map((suggestion) => suggestion.name).join(' | '),
  };
}
