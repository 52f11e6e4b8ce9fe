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

/** What a search box's suggestion list holds (its atoms' state, for any suggestion type). */
export type SuggestionListState<T> =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'ready'; query: string; suggestions: T[]; prepopulated: boolean }
  | { status: 'failed' };

/**
 * What the list shows for what is in the box right now: nothing below the minimum length,
 * progress while the 250 ms pause runs (the last list stays up meanwhile), else the state.
 */
export function visibleSuggestionState<T>(
  state: SuggestionListState<T>,
  box: { trimmed: string; pending: boolean; typedEnough: boolean },
): SuggestionListState<T> {
  if (box.trimmed !== '' && !box.typedEnough) return { status: 'idle' };
  if (!box.pending) return state;
  if (state.status === 'ready' && !state.prepopulated && state.query !== '') return state;
  return { status: 'loading' };
}

export interface SiteSearchModel<T> {
  /** What is typed, trimmed: the query the suggestions follow once committed. */
  trimmed: string;
  /** The suggestions listed: the first page of them. */
  suggestions: T[];
  isLoading: boolean;
  /** The open list may be empty: it then says loading, or that nothing matches what is typed. */
  allowsEmptyCollection: boolean;
  /** Where a chosen suggestion came from, for its tracked event (page-shell §7). */
  choiceSource: string;
}

/**
 * The search box's view (page-shell §5): the suggestions for what is typed (`text`), given the
 * committed `query` and the suggestions' state.
 */
export function siteSearchModel<T, S extends string>({
  state,
  text,
  query,
  minLength,
  source,
}: {
  state: SuggestionListState<T>;
  text: string;
  query: string;
  minLength: number;
  source: S;
}): SiteSearchModel<T> {
  const trimmed = text.trim();
  const view = visibleSuggestionState(state, {
    trimmed,
    pending: trimmed !== query,
    typedEnough: shouldAutocomplete(trimmed, minLength),
  });
  const isLoading = view.status === 'loading';
  const prepopulated = view.status === 'ready' && view.prepopulated;
  return {
    trimmed,
    suggestions: view.status === 'ready' ? view.suggestions.slice(0, MAX_VISIBLE_SUGGESTIONS) : [],
    isLoading,
    allowsEmptyCollection: isLoading || (view.status === 'ready' && !view.prepopulated),
    choiceSource: prepopulated ? 'prepopulated' : source,
  };
}

/** The suggestions a submitted query matched: the list's, when it is for that very query. */
export function submittedMatches<T>(state: SuggestionListState<T>, query: string): T[] {
  return state.status === 'ready' && state.query === query ? state.suggestions : [];
}

/**
 * Page-shell §5: when the query the suggestions follow catches up with what is typed — `null`
 * when it already has; at once (0) when the box was emptied, so the prepopulated list comes
 * straight back; else after the pause.
 */
export function queryCommitDelay(trimmed: string, committed: string): number | null {
  if (trimmed === committed) return null;
  return trimmed === '' ? 0 : SEARCH_DEBOUNCE_MS;
}

/** What a search box holds besides its committed query (the atoms keep that one). */
export interface SiteSearchBoxState {
  /** What is typed. */
  text: string;
  /** The suggestion list is open. */
  isOpen: boolean;
  /** The stand-in has focus: it stays in the box when the combo box replaces it. */
  standInFocused: boolean;
}

export const initialSiteSearchBoxState: SiteSearchBoxState = {
  text: '',
  isOpen: false,
  standInFocused: false,
};

export type SiteSearchBoxEvent =
  | { type: 'textChanged'; text: string }
  | { type: 'openChanged'; isOpen: boolean }
  | { type: 'standInFocusChanged'; focused: boolean };

export function siteSearchBoxReducer(
  state: SiteSearchBoxState,
  event: SiteSearchBoxEvent,
): SiteSearchBoxState {
  switch (event.type) {
    case 'textChanged':
      return state.text === event.text ? state : { ...state, text: event.text };
    case 'openChanged':
      return state.isOpen === event.isOpen ? state : { ...state, isOpen: event.isOpen };
    case 'standInFocusChanged':
      return state.standInFocused === event.focused
        ? state
        : { ...state, standInFocused: event.focused };
  }
}

/** What a key press on the search form does, decided before react-aria sees it. */
export type SearchKeyAction =
  /** Tab leaves the box without choosing; it closes an open list first (not on Shift+Tab). */
  | { kind: 'leave'; closesList: boolean }
  /** Enter with no option under the arrow: a search. */
  | { kind: 'search' }
  | null;

/**
 * With the list open, react-aria keeps Enter for choosing an option and commits the option
 * under the arrow on Tab. Tab must not open a page (WCAG 3.2.2): it closes the list, so the
 * Search button is back in the order before the browser moves focus. Enter in the box with no
 * option active (and no composition running) searches.
 */
export function searchKeyAction(key: {
  key: string;
  shiftKey: boolean;
  isComposing: boolean;
  /** The key went to the combo box's input. */
  inComboBox: boolean;
  /** An option is under the arrow (`aria-activedescendant`). */
  hasActiveOption: boolean;
  isOpen: boolean;
}): SearchKeyAction {
  if (key.key === 'Tab') return { kind: 'leave', closesList: key.isOpen && !key.shiftKey };
  if (key.key !== 'Enter' || key.isComposing) return null;
  return key.inComboBox && !key.hasActiveOption ? { kind: 'search' } : null;
}

/** What a search submission does: nothing, the invalid-character alert, or the results page. */
export type SearchSubmission =
  | { kind: 'ignored' }
  | { kind: 'refused' }
  | { kind: 'search'; url: string; tracking: Record<string, string | number> };

/**
 * Page-shell §5, §7: a blank query does nothing; one with "@" is refused (with the alert);
 * else the results page, tracked with the suggestions the submitted query matched.
 */
export function searchSubmission<T extends { name: string }>({
  text,
  state,
  source,
  resultsPath,
}: {
  text: string;
  state: SuggestionListState<T>;
  source: string;
  resultsPath?: string | null;
}): SearchSubmission {
  const checked = validateSearchQuery(text);
  if (!checked.ok) return { kind: checked.error === 'invalidCharacter' ? 'refused' : 'ignored' };
  return {
    kind: 'search',
    url: searchResultsUrl(checked.query, resultsPath),
    tracking: {
      ...submitTrackingExtra(checked.query, submittedMatches(state, checked.query)),
      source,
    },
  };
}

/**
 * Page-shell §7: the suggestion chosen by its id, with what its choice is tracked with (its
 * place in the list counts from 1); `null` when no listed suggestion has that id.
 */
export function suggestionChoice<T extends SearchSuggestion & { id: string; isFeatured: boolean }>(
  model: Pick<SiteSearchModel<T>, 'trimmed' | 'suggestions' | 'choiceSource'>,
  key: string | number | bigint | null,
): { url: string; tracking: Record<string, string | number | boolean> } | null {
  const chosen = model.suggestions.find((suggestion) => suggestion.id === key);
  if (!chosen) return null;
  return {
    url: chosen.url,
    tracking: {
      query: model.trimmed,
      name: chosen.name,
      url: chosen.url,
      position: model.suggestions.indexOf(chosen) + 1,
      isFeatured: chosen.isFeatured,
      source: model.choiceSource,
    },
  };
}
