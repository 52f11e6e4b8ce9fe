import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  autocompleteMinLength,
  MAX_VISIBLE_SUGGESTIONS,
  matchSuggestions,
  parseHighlight,
  prepopulatedSuggestions,
  SEARCH_DEBOUNCE_MS,
  searchResultsUrl,
  shouldAutocomplete,
  submitTrackingExtra,
  suggestionsForSubmit,
  validateSearchQuery,
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
