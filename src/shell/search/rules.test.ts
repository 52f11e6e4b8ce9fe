import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  autocompleteMinLength,
  initialSiteSearchBoxState,
  MAX_VISIBLE_SUGGESTIONS,
  matchSuggestions,
  parseHighlight,
  prepopulatedSuggestions,
  queryCommitDelay,
  SEARCH_DEBOUNCE_MS,
  type SuggestionListState,
  searchKeyAction,
  searchResultsUrl,
  searchSubmission,
  shouldAutocomplete,
  siteSearchBoxReducer,
  siteSearchModel,
  submitTrackingExtra,
  submittedMatches,
  suggestionChoice,
  suggestionsForSubmit,
  validateSearchQuery,
  visibleSuggestionState,
} from './rules';

describe('validateSearchQuery (page-shell §5)', () => {
  it('rejects any query containing @', () => {
    expect(validateSearchQuery('a@b')).toEqual({ ok: false, error: 'invalidCharacter' });
    expect(validateSearchQuery('@')).toEqual({ ok: false, error: 'invalidCharacter' });
    expect(validateSearchQuery(' lease @ ')).toEqual({ ok: false, error: 'invalidCharacter' });
  });

  it('rejects a blank query and trims a good one', () => {
    expect(validateSearchQuery('   ')).toEqual({ ok: false, error: 'emptyQuery' });
    expect(validateSearchQuery(' lease ')).toEqual({ ok: true, query: 'lease' });
  });
});

describe('searchResultsUrl (page-shell §2)', () => {
  it('builds the default /searchzoom/ URL with its fixed parameters', () => {
    expect(searchResultsUrl('lease agreement')).toBe(
      '/searchzoom/?zoom_per_page=10&zoom_and=0&zoom_query=lease%20agreement',
    );
  });

  it('encodes the query so it cannot add parameters', () => {
    const url = new URL(searchResultsUrl('a&zoom_and=1#x?/é'), 'https://s.test');
    expect(url.searchParams.get('zoom_query')).toBe('a&zoom_and=1#x?/é');
    expect(url.searchParams.getAll('zoom_and')).toEqual(['0']);
  });

  it('uses an overriding path, appending to an existing query', () => {
    expect(searchResultsUrl('x', '/search/')).toBe(
      '/search/?zoom_per_page=10&zoom_and=0&zoom_query=x',
    );
    expect(searchResultsUrl('x', '/s?lang=fr')).toBe(
      '/s?lang=fr&zoom_per_page=10&zoom_and=0&zoom_query=x',
    );
    expect(searchResultsUrl('x', '  ')).toMatch(/^\/searchzoom\/\?/);
  });

  it('property: the query round-trips through the URL', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme' }), (query) => {
        const url = new URL(searchResultsUrl(query), 'https://s.test');
        expect(url.searchParams.get('zoom_query')).toBe(query);
        expect(url.pathname).toBe('/searchzoom/');
      }),
    );
  });
});

describe('autocomplete (page-shell §5, §9)', () => {
  it('reads the minimum as a number or numeric string, default 1', () => {
    expect(autocompleteMinLength(3)).toBe(3);
    expect(autocompleteMinLength('3')).toBe(3);
    expect(autocompleteMinLength(' 2 ')).toBe(2);
    expect(autocompleteMinLength(undefined)).toBe(1);
    expect(autocompleteMinLength(null)).toBe(1);
    expect(autocompleteMinLength('')).toBe(1);
    expect(autocompleteMinLength('abc')).toBe(1);
    expect(autocompleteMinLength(0)).toBe(1);
    expect(autocompleteMinLength(-2)).toBe(1);
    expect(autocompleteMinLength(2.5)).toBe(1);
    expect(autocompleteMinLength(Number.NaN)).toBe(1);
  });

  it('waits until the query reaches the minimum', () => {
    expect(shouldAutocomplete('', 1)).toBe(false);
    expect(shouldAutocomplete('a', 1)).toBe(true);
    expect(shouldAutocomplete('ab', 3)).toBe(false);
    expect(shouldAutocomplete(' ab ', 3)).toBe(false);
    expect(shouldAutocomplete('abc', 3)).toBe(true);
    expect(SEARCH_DEBOUNCE_MS).toBe(250);
  });

  const items = [
    { name: 'Residential Lease', url: '/a' },
    { name: 'Lease Agreement', url: '/b' },
    { name: 'Bill of Sale', url: '/c' },
    { name: 'Sublease', url: '/d' },
    { name: 'LEASE termination', url: '/e' },
  ];

  it('matches case-insensitively and orders by match position, stable on ties', () => {
    expect(matchSuggestions('lease', items).map((item) => item.url)).toEqual([
      '/b',
      '/e',
      '/d',
      '/a',
    ]);
    expect(matchSuggestions('SALE', items).map((item) => item.url)).toEqual(['/c']);
    expect(matchSuggestions('zzz', items)).toEqual([]);
    expect(matchSuggestions('  ', items)).toEqual([]);
  });

  it('property: every match contains the query and order follows the match index', () => {
    fc.assert(
      fc.property(
        fc.array(fc.record({ name: fc.string({ maxLength: 12 }), url: fc.string() })),
        fc.string({ minLength: 1, maxLength: 3 }).filter((q) => q.trim() !== ''),
        (list, query) => {
          const needle = query.trim().toLowerCase();
          const result = matchSuggestions(query, list);
          const positions = result.map((item) => item.name.toLowerCase().indexOf(needle));
          expect(positions.every((at) => at >= 0)).toBe(true);
          expect(positions).toEqual([...positions].sort((a, b) => a - b));
          expect(result).toHaveLength(
            list.filter((item) => item.name.toLowerCase().includes(needle)).length,
          );
        },
      ),
    );
  });

  it('passes at most 9 suggestions on submit only when there are more than 10', () => {
    const list = (n: number) => Array.from({ length: n }, (_, i) => i);
    expect(suggestionsForSubmit(list(0))).toEqual([]);
    expect(suggestionsForSubmit(list(9))).toHaveLength(9);
    expect(suggestionsForSubmit(list(10))).toHaveLength(10);
    expect(suggestionsForSubmit(list(11))).toEqual(list(9));
    expect(suggestionsForSubmit(list(40))).toHaveLength(9);
  });
});

describe('parseHighlight (page-shell §3 productNameHighlight)', () => {
  it('reads the highlight tags as marks', () => {
    expect(parseHighlight('Last <em>Will</em> and Testament')).toEqual([
      { text: 'Last ', highlighted: false },
      { text: 'Will', highlighted: true },
      { text: ' and Testament', highlighted: false },
    ]);
    expect(parseHighlight('<B>Will</B> <mark>Co</mark>dicil')).toEqual([
      { text: 'Will', highlighted: true },
      { text: ' ', highlighted: false },
      { text: 'Co', highlighted: true },
      { text: 'dicil', highlighted: false },
    ]);
  });

  it('drops every other tag and keeps its text as text', () => {
    expect(parseHighlight('<img src=x onerror="alert(1)">Lease<script>x()</script>')).toEqual([
      { text: 'Leasex()', highlighted: false },
    ]);
    expect(parseHighlight('<a href="javascript:x"><em>Bill</em></a> of Sale')).toEqual([
      { text: 'Bill', highlighted: true },
      { text: ' of Sale', highlighted: false },
    ]);
  });

  it('decodes entities to text, never to markup', () => {
    expect(parseHighlight('Terms &amp; <em>&lt;b&gt;</em> &#39;x&#x27;')).toEqual([
      { text: 'Terms & ', highlighted: false },
      { text: '<b>', highlighted: true },
      { text: " 'x'", highlighted: false },
    ]);
    expect(parseHighlight('&bogus; &#0;')).toEqual([{ text: '&bogus; &#0;', highlighted: false }]);
  });

  it('survives unbalanced tags and stray angle brackets', () => {
    expect(parseHighlight('</em>a <em>b')).toEqual([
      { text: 'a ', highlighted: false },
      { text: 'b', highlighted: true },
    ]);
    expect(parseHighlight('1 < 2 > 0')).toEqual([{ text: '1 < 2 > 0', highlighted: false }]);
    expect(parseHighlight('')).toEqual([]);
  });

  it('property: text without markup comes back whole, highlighted inside <em>', () => {
    const plain = fc.string().filter((text) => text !== '' && !/[<&]/.test(text));
    fc.assert(
      fc.property(plain, plain, (before, match) => {
        expect(parseHighlight(`${before}<em>${match}</em>`)).toEqual([
          { text: before, highlighted: false },
          { text: match, highlighted: true },
        ]);
      }),
    );
  });
});

describe('prepopulatedSuggestions (page-shell §4, decision)', () => {
  it('keeps the featured suggestions in service order, one page at most', () => {
    const list = Array.from({ length: 14 }, (_, i) => ({ name: `n${i}`, isFeatured: i % 2 === 0 }));
    const shown = prepopulatedSuggestions(list);
    expect(shown.map((s) => s.name)).toEqual(['n0', 'n2', 'n4', 'n6', 'n8', 'n10', 'n12']);
    expect(prepopulatedSuggestions([...list, ...list, ...list])).toHaveLength(
      MAX_VISIBLE_SUGGESTIONS,
    );
    expect(
      prepopulatedSuggestions<{ name: string; isFeatured?: boolean }>([{ name: 'x' }]),
    ).toEqual([]);
  });
});

describe('submitTrackingExtra (page-shell §7, decision)', () => {
  const names = (n: number) => Array.from({ length: n }, (_, i) => ({ name: `S${i + 1}` }));

  it('passes every suggestion up to ten', () => {
    expect(submitTrackingExtra('lease', names(10))).toEqual({
      query: 'lease',
      suggestionCount: 10,
      passedCount: 10,
      suggestions: names(10)
        .map((s) => s.name)
        .join(' | '),
    });
  });

  it('passes the first nine of more than ten', () => {
    const extra = submitTrackingExtra('a', names(11));
    expect(extra.suggestionCount).toBe(11);
    expect(extra.passedCount).toBe(9);
    expect(extra.suggestions).toBe('S1 | S2 | S3 | S4 | S5 | S6 | S7 | S8 | S9');
  });
});

describe('siteSearchModel (page-shell §5)', () => {
  const ready = (
    query: string,
    suggestions: string[],
    prepopulated = false,
  ): SuggestionListState<string> => ({ status: 'ready', query, suggestions, prepopulated });
  const model = (
    state: SuggestionListState<string>,
    text: string,
    query = text.trim(),
    minLength = 2,
  ) => siteSearchModel({ state, text, query, minLength, source: 'contracts' });

  it('lists the first page of what matched the committed query', () => {
    const many = Array.from({ length: MAX_VISIBLE_SUGGESTIONS + 3 }, (_, i) => `Lease ${i}`);
    expect(model(ready('lease', many), ' lease ')).toEqual({
      trimmed: 'lease',
      suggestions: many.slice(0, MAX_VISIBLE_SUGGESTIONS),
      isLoading: false,
      allowsEmptyCollection: true,
      choiceSource: 'contracts',
    });
  });

  it('shows nothing below the minimum length', () => {
    expect(
      visibleSuggestionState(ready('l', ['Lease']), {
        trimmed: 'l',
        pending: false,
        typedEnough: false,
      }),
    ).toEqual({ status: 'idle' });
    expect(model(ready('l', ['Lease']), 'l')).toMatchObject({
      suggestions: [],
      isLoading: false,
      allowsEmptyCollection: false,
    });
  });

  it('keeps the last typed list during the pause, else shows progress', () => {
    expect(model(ready('lea', ['Lease']), 'leas', 'lea').suggestions).toEqual(['Lease']);
    expect(model(ready('', ['Lease'], true), 'leas', '')).toMatchObject({
      suggestions: [],
      isLoading: true,
      allowsEmptyCollection: true,
    });
    expect(model({ status: 'failed' }, 'leas', 'lea').isLoading).toBe(true);
    expect(model({ status: 'failed' }, 'leas').allowsEmptyCollection).toBe(false);
  });

  it('marks a choice from the prepopulated list, which may not be empty', () => {
    expect(model(ready('', ['Lease'], true), '')).toMatchObject({
      suggestions: ['Lease'],
      allowsEmptyCollection: false,
      choiceSource: 'prepopulated',
    });
  });

  it('passes the matches of the submitted query only', () => {
    expect(submittedMatches(ready('lease', ['Lease']), 'lease')).toEqual(['Lease']);
    expect(submittedMatches(ready('lea', ['Lease']), 'lease')).toEqual([]);
    expect(submittedMatches({ status: 'loading' }, 'lease')).toEqual([]);
  });
});

describe('queryCommitDelay (page-shell §5)', () => {
  it('commits after the pause, an emptied box at once, nothing when caught up', () => {
    expect(queryCommitDelay('lease', 'leas')).toBe(SEARCH_DEBOUNCE_MS);
    expect(queryCommitDelay('lease', '')).toBe(SEARCH_DEBOUNCE_MS);
    expect(queryCommitDelay('', 'lease')).toBe(0);
    expect(queryCommitDelay('lease', 'lease')).toBeNull();
    expect(queryCommitDelay('', '')).toBeNull();
  });
});

describe('siteSearchBoxReducer', () => {
  const initial = initialSiteSearchBoxState;

  it('starts empty, closed and unfocused', () => {
    expect(initial).toEqual({ text: '', isOpen: false, standInFocused: false });
  });

  it('keeps what is typed', () => {
    expect(siteSearchBoxReducer(initial, { type: 'textChanged', text: ' lease' })).toEqual({
      ...initial,
      text: ' lease',
    });
  });

  it('follows the list opening and closing', () => {
    const open = siteSearchBoxReducer(initial, { type: 'openChanged', isOpen: true });
    expect(open).toEqual({ ...initial, isOpen: true });
    expect(siteSearchBoxReducer(open, { type: 'openChanged', isOpen: false })).toEqual(initial);
  });

  it('follows the stand-in focus', () => {
    const focused = siteSearchBoxReducer(initial, { type: 'standInFocusChanged', focused: true });
    expect(focused).toEqual({ ...initial, standInFocused: true });
    expect(siteSearchBoxReducer(focused, { type: 'standInFocusChanged', focused: false })).toEqual(
      initial,
    );
  });

  it('keeps the same state when nothing changes (no render)', () => {
    expect(siteSearchBoxReducer(initial, { type: 'textChanged', text: '' })).toBe(initial);
    expect(siteSearchBoxReducer(initial, { type: 'openChanged', isOpen: false })).toBe(initial);
    expect(siteSearchBoxReducer(initial, { type: 'standInFocusChanged', focused: false })).toBe(
      initial,
    );
  });
});

describe('searchKeyAction (page-shell §5, WCAG 3.2.2)', () => {
  const press = {
    key: 'Enter',
    shiftKey: false,
    isComposing: false,
    inComboBox: true,
    hasActiveOption: false,
    isOpen: true,
  };

  it('Tab leaves without choosing and closes an open list, Shift+Tab leaves it open', () => {
    expect(searchKeyAction({ ...press, key: 'Tab' })).toEqual({ kind: 'leave', closesList: true });
    expect(searchKeyAction({ ...press, key: 'Tab', isOpen: false })).toEqual({
      kind: 'leave',
      closesList: false,
    });
    expect(searchKeyAction({ ...press, key: 'Tab', shiftKey: true })).toEqual({
      kind: 'leave',
      closesList: false,
    });
  });

  it('Enter in the box with no option under the arrow searches', () => {
    expect(searchKeyAction(press)).toEqual({ kind: 'search' });
    expect(searchKeyAction({ ...press, isOpen: false })).toEqual({ kind: 'search' });
  });

  it('leaves Enter to react-aria on an option, while composing or outside the box', () => {
    expect(searchKeyAction({ ...press, hasActiveOption: true })).toBeNull();
    expect(searchKeyAction({ ...press, isComposing: true })).toBeNull();
    expect(searchKeyAction({ ...press, inComboBox: false })).toBeNull();
    expect(searchKeyAction({ ...press, key: 'ArrowDown' })).toBeNull();
  });
});

describe('searchSubmission (page-shell §5, §7)', () => {
  const state: SuggestionListState<{ name: string }> = {
    status: 'ready',
    query: 'lease',
    suggestions: [{ name: 'Lease' }, { name: 'Sublease' }],
    prepopulated: false,
  };

  it('ignores a blank query and refuses "@"', () => {
    expect(searchSubmission({ text: '  ', state, source: 'contracts' })).toEqual({
      kind: 'ignored',
    });
    expect(searchSubmission({ text: 'a@b', state, source: 'contracts' })).toEqual({
      kind: 'refused',
    });
  });

  it('goes to the results page, tracked with the matches of the submitted query', () => {
    expect(
      searchSubmission({ text: ' lease ', state, source: 'contracts', resultsPath: '/find/' }),
    ).toEqual({
      kind: 'search',
      url: '/find/?zoom_per_page=10&zoom_and=0&zoom_query=lease',
      tracking: {
        query: 'lease',
        suggestionCount: 2,
        passedCount: 2,
        suggestions: 'Lease | Sublease',
        source: 'contracts',
      },
    });
    expect(searchSubmission({ text: 'loan', state, source: 'external' })).toMatchObject({
      url: '/searchzoom/?zoom_per_page=10&zoom_and=0&zoom_query=loan',
      tracking: { query: 'loan', suggestionCount: 0, source: 'external' },
    });
  });
});

describe('suggestionChoice (page-shell §7)', () => {
  const suggestions = [
    { id: '0:/a', name: 'Lease', url: '/a', isFeatured: false },
    { id: '1:/b', name: 'Sublease', url: '/b', isFeatured: true },
  ];
  const model = { trimmed: 'lease', suggestions, choiceSource: 'prepopulated' };

  it('finds the chosen suggestion and tracks its place from 1', () => {
    expect(suggestionChoice(model, '1:/b')).toEqual({
      url: '/b',
      tracking: {
        query: 'lease',
        name: 'Sublease',
        url: '/b',
        position: 2,
        isFeatured: true,
        source: 'prepopulated',
      },
    });
  });

  it('is null for no key or one not listed', () => {
    expect(suggestionChoice(model, null)).toBeNull();
    expect(suggestionChoice(model, '2:/c')).toBeNull();
  });
});
