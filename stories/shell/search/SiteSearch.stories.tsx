import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ComponentProps } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { SearchSuggestion } from '../../../src/platform/api/contract';
import { externalSuggestions } from '../../../src/platform/fixtures';
import { loadShellAlertDialog } from '../../../src/shell/alerts';
import { loadSearchComboBox, SiteSearch } from '../../../src/shell/search';
import {
  MAX_VISIBLE_SUGGESTIONS,
  matchSuggestions,
  prepopulatedSuggestions,
  SEARCH_DEBOUNCE_MS,
  submitTrackingExtra,
} from '../../../src/shell/search/rules';
import { copyIn } from '../../support/copy';
import { findOverlay } from '../../support/findOverlay';
import { preloadChunks } from '../../support/preloadChunks';
import { storyEnvironment } from '../../support/storyEnvironment';
import {
  contractsFor,
  queryFor,
  SiteSearchHarness,
  type SiteSearchHarnessProps,
  searchCalls,
  searchMocks,
} from './SiteSearchHarness';

type Args = ComponentProps<typeof SiteSearch> & {
  config?: SiteSearchHarnessProps['config'];
};

/**
 * The site search box (page-shell §2, §4, §5, §7): suggestions 250 ms after typing stops, once
 * the configured minimum length is reached, from the contract list cached per country (or the
 * external service under its experiment); featured documents marked "Popular"; "@" refused
 * with the invalid-character alert; Enter or the Search button opens the results page. Every
 * story replaces the page's navigator and tracking sink with spies.
 */
const meta = {
  title: 'Shell/Search/SiteSearch',
  component: SiteSearch,
  loaders: [preloadChunks(loadSearchComboBox, loadShellAlertDialog)],
  args: { autoFocus: false, compact: false },
  argTypes: { config: { control: false } },
  parameters: { msw: { handlers: searchMocks() } },
  beforeEach: () => {
    searchCalls.mockClear();
  },
  render: ({ config, ...args }) => (
    <SiteSearchHarness config={config}>
      <SiteSearch {...args} />
    </SiteSearchHarness>
  ),
} satisfies Meta<Args>;
export default meta;
type Story = StoryObj<typeof meta>;

const US = { brand: 'main', country: 'US', locale: 'en-US' } as const;
const noScreenshot = { screenshot: { disable: true } };

const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);
const countryOf = (globals: Record<string, unknown>) => String(globals.country ?? 'US');

/** The search input, focused from the keyboard. */
async function focusInput(canvasElement: HTMLElement) {
  const input = await within(canvasElement).findByRole('combobox');
  await userEvent.tab();
  await expect(input).toHaveFocus();
  return input;
}

/**
 * The suggestions in the page. react-aria renders the list's empty state ("Loading…", "No
 * match") as an option-role row too; real options carry their key.
 */
const suggestionOptions = (root: HTMLElement): HTMLElement[] => [
  ...root.querySelectorAll<HTMLElement>('[role="option"][data-key]'),
];

const optionTexts = (listbox: HTMLElement) =>
  suggestionOptions(listbox).map((option) => option.textContent ?? '');

/** The open list shows exactly these names, in this order (featured ones add their badge). */
async function expectOptions(canvasElement: HTMLElement, names: string[]) {
  const listbox = await page(canvasElement).findByRole('listbox', {}, { timeout: 5000 });
  // The debounce, the call and the render: beyond Testing Library's 1 s on two busy cores.
  await waitFor(
    () => {
      const texts = optionTexts(listbox);
      expect(texts).toHaveLength(names.length);
      expect(texts.map((text, index) => text.startsWith(names[index] ?? '\u0000'))).not.toContain(
        false,
      );
    },
    { timeout: 5000 },
  );
  return listbox;
}

const namesOf = (list: readonly { name: string }[]) => list.map((s) => s.name);
const expectedMatches = (query: string, list: readonly SearchSuggestion[]) =>
  namesOf(matchSuggestions(query, list).slice(0, MAX_VISIBLE_SUGGESTIONS));

const callsOf = (endpoint: 'contracts' | 'externalSearch') =>
  searchCalls.mock.calls.filter(([name]) => name === endpoint).map(([, url]) => String(url));

/** The search copy of every locale, by file path. */
const searchCopy = import.meta.glob<{
  invalidCharacter?: string;
}>('../../../src/platform/i18n/locales/*/search.json', { eager: true, import: 'default' });

/** The featured badge's text in a locale, through its fallback chain (the pseudo-locale too). */
const featuredLabel = (locale: string) => copyIn(locale, 'search:suggestions.featured');

const pause = (ms: number) => new Promise((done) => setTimeout(done, ms));

const closedList = (canvasElement: HTMLElement) =>
  waitFor(() => expect(page(canvasElement).queryByRole('listbox')).toBeNull());

const resultsUrl = (encodedQuery: string) =>
  `/searchzoom/?zoom_per_page=10&zoom_and=0&zoom_query=${encodedQuery}`;

/**
 * The site's contract list filtered as you type: every name containing the query (any case),
 * the earliest match first. Featured documents carry the "Popular" badge.
 */
export const Example: Story = {
  tags: ['text'],
  play: async ({ canvasElement, globals }) => {
    const country = countryOf(globals);
    const query = queryFor(country);
    await focusInput(canvasElement);
    await userEvent.keyboard(query);
    const listbox = await expectOptions(
      canvasElement,
      expectedMatches(query, contractsFor(country)),
    );
    // Each option reads its name, and "Popular" in the page's language when featured.
    const label = featuredLabel(String(globals.locale));
    await expect(optionTexts(listbox)).toEqual(
      matchSuggestions(query, contractsFor(country)).map((s) =>
        s.isFeatured ? `${s.name}${label}` : s.name,
      ),
    );
    await expect(callsOf('contracts')).toHaveLength(1);
  },
};

/**
 * Page-shell §5: nothing is suggested until typing has paused for 250 ms — the suggestions
 * appear no sooner than 250 ms after the last keystroke, and the contract list is fetched once
 * (on focus), not per keystroke.
 */
export const DebouncedSuggestions: Story = {
  tags: ['mode-brand:main'],
  parameters: noScreenshot,
  play: async ({ canvasElement, globals }) => {
    const country = countryOf(globals);
    const query = queryFor(country);
    const input = await focusInput(canvasElement);
    const doc = canvasElement.ownerDocument;
    let lastInput = 0;
    let shownAfterInput = Number.NaN;
    input.addEventListener('input', () => {
      lastInput = performance.now();
    });
    const observer = new MutationObserver(() => {
      if (Number.isNaN(shownAfterInput) && doc.querySelector('[role="option"][data-key]')) {
        shownAfterInput = performance.now() - lastInput;
      }
    });
    observer.observe(doc.body, { childList: true, subtree: true });
    await userEvent.keyboard(query);
    // No suggestion before the pause is read from the page's own clock (`shownAfterInput`
    // below): a look right after typing failed on two busy cores, where `keyboard` itself
    // returned more than 250 ms after the last keystroke.
    await expectOptions(canvasElement, expectedMatches(query, contractsFor(country)));
    observer.disconnect();
    await expect(shownAfterInput).toBeGreaterThanOrEqual(SEARCH_DEBOUNCE_MS - 1);
    await expect(callsOf('contracts')).toHaveLength(1);
  },
};

/** Walks the minimum: two characters show nothing, even after the pause; the third does. */
async function playMinimumThree(canvasElement: HTMLElement, country: string) {
  const query = queryFor(country);
  const input = await focusInput(canvasElement);
  await userEvent.keyboard(query.slice(0, 2));
  await pause(SEARCH_DEBOUNCE_MS + 250);
  await expect(page(canvasElement).queryByRole('listbox')).toBeNull();
  await expect(input).toHaveAttribute('aria-expanded', 'false');
  await userEvent.keyboard(query.charAt(2));
  await expectOptions(canvasElement, expectedMatches(query.slice(0, 3), contractsFor(country)));
}

/** Configuration sets the autocomplete minimum to 3 (a number). */
export const MinimumLengthThree: Story = {
  tags: ['mode-brand:main'],
  args: { config: { autocompleteMinLength: 3 } },
  parameters: noScreenshot,
  play: ({ canvasElement, globals }) => playMinimumThree(canvasElement, countryOf(globals)),
};

/** The same minimum given as a numeric string ("3"), as the configuration service may send it. */
export const MinimumLengthThreeAsString: Story = {
  tags: ['mode-brand:main'],
  args: { config: { autocompleteMinLength: '3' } },
  parameters: noScreenshot,
  play: ({ canvasElement, globals }) => playMinimumThree(canvasElement, countryOf(globals)),
};

/** No configured minimum: one character is enough (the default of 1). */
export const DefaultMinimumLength: Story = {
  tags: ['mode-brand:main'],
  args: { config: { autocompleteMinLength: undefined } },
  parameters: noScreenshot,
  play: async ({ canvasElement, globals }) => {
    const country = countryOf(globals);
    const first = queryFor(country).charAt(0);
    await focusInput(canvasElement);
    await userEvent.keyboard(first);
    await expectOptions(canvasElement, expectedMatches(first, contractsFor(country)));
  },
};

/** Featured documents are marked "Popular" in the list; the others are not. */
export const Featured: Story = {
  tags: ['mode-brand:main'],
  globals: US,
  play: async ({ canvasElement }) => {
    await focusInput(canvasElement);
    await userEvent.keyboard('lease');
    const listbox = await expectOptions(
      canvasElement,
      expectedMatches('lease', contractsFor('US')),
    );
    const options = suggestionOptions(listbox);
    await expect(options[0]).toHaveTextContent('Lease Agreement');
    await expect(within(options[0] as HTMLElement).getByText('Popular')).toBeVisible();
    for (const option of options.slice(1)) {
      await expect(within(option).queryByText('Popular')).toBeNull();
    }
  },
};

/**
 * Under the external-search experiment (variation N, US) suggestions come from the external
 * service, in its order, with the part it matched in bold. Typing "will" key by key asks it
 * once; the contract list is not fetched.
 */
export const ExternalSearch: Story = {
  tags: ['mode-brand:main'],
  globals: { ...US, exp_externalSearch: 'N' },
  play: async ({ canvasElement }) => {
    await focusInput(canvasElement);
    await userEvent.keyboard('will');
    const listbox = await expectOptions(canvasElement, namesOf(externalSuggestions));
    const marks = () => [...listbox.querySelectorAll('mark')].map((mark) => mark.textContent);
    await waitFor(() => expect(marks()).toEqual(['Will', 'Will', 'Will']));
    const calls = callsOf('externalSearch');
    await expect(calls).toHaveLength(1);
    const url = new URL(calls[0] ?? '');
    await expect(url.origin).toBe('https://suggest.search.example.com');
    await expect(url.searchParams.get('query')).toBe('will');
    await expect(url.searchParams.get('countryCode')).toBe('US');
    await expect(callsOf('contracts')).toHaveLength(0);
  },
};

/**
 * The highlight is markup from a third party: only its highlight tags are read. An image with
 * an error handler and a script arrive as nothing (their text at most), and a `javascript:`
 * URL can only lead to a page of this site.
 */
export const ExternalSearchUnsafeMarkup: Story = {
  tags: ['mode-brand:main'],
  globals: { ...US, exp_externalSearch: 'N' },
  parameters: {
    ...noScreenshot,
    msw: {
      handlers: searchMocks({
        bodies: {
          externalSearch: [
            {
              name: 'Lease Agreement',
              url: 'javascript:window.__searchPwned=1',
              isFeatured: false,
              productNameHighlight: {
                value:
                  '<img src="x" onerror="window.__searchPwned=1"><em>Lease</em> Agreement<script>window.__searchPwned=1</script>',
              },
            },
          ],
        },
      }),
    },
  },
  play: async ({ canvasElement, loaded }) => {
    const { navigated } = storyEnvironment({ loaded });
    await focusInput(canvasElement);
    await userEvent.keyboard('lease');
    const listbox = await expectOptions(canvasElement, ['Lease Agreement']);
    // The external result (its highlight) may replace a list that showed the name already.
    await waitFor(() => expect(listbox.querySelector('mark')).toHaveTextContent('Lease'));
    await expect(listbox.querySelector('img, script')).toBeNull();
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await waitFor(() => expect(navigated).toHaveBeenCalledTimes(1));
    const target = new URL(String(navigated.mock.calls[0]?.[0]));
    await expect(target.origin).toBe(window.location.origin);
    await expect((window as { __searchPwned?: number }).__searchPwned).toBeUndefined();
  },
};

/**
 * Under the prepopulated-autocomplete experiment (variation N, US) the featured documents are
 * listed as soon as the box has focus, before anything is typed.
 */
export const Prepopulated: Story = {
  tags: ['mode-brand:main'],
  globals: { ...US, exp_prepopulatedAutocomplete: 'N' },
  play: async ({ canvasElement }) => {
    const input = await within(canvasElement).findByRole('combobox');
    await waitFor(() => expect(callsOf('contracts')).toHaveLength(1));
    await userEvent.tab();
    await expect(input).toHaveFocus();
    await expect(input).toHaveValue('');
    const listbox = await expectOptions(
      canvasElement,
      namesOf(prepopulatedSuggestions(contractsFor('US'))),
    );
    for (const option of suggestionOptions(listbox)) {
      await expect(within(option).getByText('Popular')).toBeVisible();
    }
  },
};

const invalidCharacterCopy = Object.values(searchCopy)
  .map((copy) => copy.invalidCharacter)
  .filter((text): text is string => !!text);

/** A query with "@" is refused with the invalid-character alert; nothing is opened. */
export const InvalidCharacter: Story = {
  play: async ({ canvasElement, globals, loaded }) => {
    const { navigated, tracked } = storyEnvironment({ loaded });
    const input = await focusInput(canvasElement);
    await userEvent.keyboard('john@example.com');
    await userEvent.keyboard('{Enter}');
    const dialog = await findOverlay(page(canvasElement), 'alertdialog');
    await expect(invalidCharacterCopy.some((text) => dialog.textContent?.includes(text))).toBe(
      true,
    );
    if (globals.locale === 'en-US') {
      await expect(dialog).toHaveTextContent(
        "You've entered an invalid character. Please try again.",
      );
    }
    await expect(navigated).not.toHaveBeenCalled();
    await expect(tracked).not.toHaveBeenCalled();
    await expect(input).toHaveValue('john@example.com');
    // The query is still committed after the pause, behind the alert: the page is at rest
    // once the contract list has come back (the box's spinner gone). A capture during that
    // call showed the spinner in one run in a few.
    await waitFor(() => expect(searchCalls).toHaveBeenCalledWith('contracts', expect.anything()), {
      timeout: 5000,
    });
    await waitFor(() =>
      expect(within(canvasElement).queryByRole('progressbar', { hidden: true })).toBeNull(),
    );
  },
};

/**
 * Enter (with no suggestion chosen) and the Search button both open the results page:
 * `/searchzoom/` with `zoom_per_page=10`, `zoom_and=0` and the encoded query; each search is
 * tracked in the search section, for a guest.
 */
export const SubmitUrl: Story = {
  tags: ['mode-brand:main'],
  parameters: noScreenshot,
  play: async ({ canvasElement, loaded }) => {
    const { navigated, tracked } = storyEnvironment({ loaded });
    const input = await focusInput(canvasElement);
    await userEvent.keyboard('lease agreement');
    await userEvent.keyboard('{Enter}');
    await expect(navigated).toHaveBeenLastCalledWith(resultsUrl('lease%20agreement'));
    await expect(tracked).toHaveBeenLastCalledWith(
      expect.objectContaining({
        section: 'search',
        component: 'siteSearch',
        action: 'submit',
        user: 'Guest',
        extra: expect.objectContaining({ query: 'lease agreement' }),
      }),
    );

    await userEvent.clear(input);
    await userEvent.keyboard('bill & sale?');
    await userEvent.keyboard('{Escape}');
    await userEvent.click(within(canvasElement).getByRole('button'));
    await expect(navigated).toHaveBeenLastCalledWith(resultsUrl('bill%20%26%20sale%3F'));
    await expect(navigated).toHaveBeenCalledTimes(2);
  },
};

const agreements: SearchSuggestion[] = [
  'Lease Agreement',
  'Non-Disclosure Agreement',
  'Prenuptial Agreement',
  'Independent Contractor Agreement',
  'Partnership Agreement',
  'Operating Agreement',
  'Employment Agreement',
  'Loan Agreement',
  'Purchase Agreement',
  'Roommate Agreement',
  'Service Agreement',
  'Settlement Agreement',
  'Sublease Agreement',
  'Consulting Agreement',
].map((name, index) => ({
  name,
  url: `/${name.toLowerCase().replace(/\W+/g, '-')}/`,
  isFeatured: index === 0,
}));

/**
 * Fourteen matches: the list shows the first ten; a search then passes the first nine of them
 * (page-shell §7) — recorded in the tracked submit event.
 */
export const MoreThanTenSuggestions: Story = {
  tags: ['mode-brand:main'],
  globals: US,
  parameters: { msw: { handlers: searchMocks({ contracts: agreements }) } },
  play: async ({ canvasElement, loaded }) => {
    const { navigated, tracked } = storyEnvironment({ loaded });
    await focusInput(canvasElement);
    // Pasted, not typed: typed key by key on a busy machine, a pause between two keys can
    // commit "agreemen", whose list looks the same; Enter before "agreement" is committed then
    // passes nothing (a submit passes the list of the very query it searches).
    await userEvent.paste('agreement');
    await expectOptions(canvasElement, expectedMatches('agreement', agreements));
    await expect(suggestionOptions(canvasElement.ownerDocument.body)).toHaveLength(10);
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(navigated).toHaveBeenLastCalledWith(resultsUrl('agreement')));
    const submitted = tracked.mock.calls.at(-1)?.[0] as { extra: Record<string, unknown> };
    await expect(submitted.extra).toMatchObject({
      ...submitTrackingExtra('agreement', matchSuggestions('agreement', agreements)),
      suggestionCount: 14,
      passedCount: 9,
    });
    await expect(String(submitted.extra.suggestions).split(' | ')).toHaveLength(9);
    // Leaves the list open for the screenshot.
    await userEvent.keyboard('s');
    await expectOptions(canvasElement, expectedMatches('agreements', agreements));
    await userEvent.keyboard('{Backspace}');
    await expectOptions(canvasElement, expectedMatches('agreement', agreements));
  },
};

/** The contract list is still on its way: a spinner in the box and "Loading…" in the list. */
export const Loading: Story = {
  parameters: { msw: { handlers: searchMocks({ variants: { contracts: 'loading' } }) } },
  play: async ({ canvasElement, globals }) => {
    await focusInput(canvasElement);
    await userEvent.keyboard(queryFor(countryOf(globals)));
    const listbox = await page(canvasElement).findByRole('listbox');
    await pause(SEARCH_DEBOUNCE_MS + 100);
    // react-aria hides the page around the open list from assistive technology; the spinner
    // beside the input is still shown.
    await expect(within(canvasElement).getByRole('progressbar', { hidden: true })).toBeVisible();
    await expect(suggestionOptions(listbox)).toHaveLength(0);
    await expect(listbox).toHaveTextContent(/\S/);
  },
};

/** Nothing matches: the list says so, naming the query. */
export const NoMatches: Story = {
  play: async ({ canvasElement }) => {
    await focusInput(canvasElement);
    await userEvent.keyboard('zzqx');
    const listbox = await page(canvasElement).findByRole('listbox');
    await waitFor(() => expect(listbox).toHaveAttribute('data-empty'));
    await waitFor(() => expect(listbox).toHaveTextContent('zzqx'));
    await expect(within(canvasElement).queryByRole('progressbar', { hidden: true })).toBeNull();
  },
};

/**
 * The contract list cannot be loaded (three attempts): no suggestions, no error in the way —
 * and searching still opens the results page.
 */
export const Failure: Story = {
  tags: ['mode-brand:main'],
  parameters: {
    ...noScreenshot,
    msw: { handlers: searchMocks({ variants: { contracts: 'serverError' } }) },
  },
  play: async ({ canvasElement, globals, loaded }) => {
    const { navigated } = storyEnvironment({ loaded });
    const query = queryFor(countryOf(globals));
    await focusInput(canvasElement);
    await userEvent.keyboard(query);
    await waitFor(() => expect(callsOf('contracts')).toHaveLength(3), { timeout: 5000 });
    await closedList(canvasElement);
    await expect(page(canvasElement).queryByRole('alertdialog')).toBeNull();
    await userEvent.keyboard('{Enter}');
    await expect(navigated).toHaveBeenLastCalledWith(resultsUrl(encodeURIComponent(query)));
  },
};

/** The main brand's Mexican site in Spanish: equal match positions keep the service's order. */
export const SpanishMexico: Story = {
  tags: ['mode-brand:main'],
  globals: { brand: 'main', country: 'MX', locale: 'es-MX' },
  play: async ({ canvasElement }) => {
    await focusInput(canvasElement);
    await userEvent.keyboard('contrato');
    await expectOptions(canvasElement, [
      'Contrato de arrendamiento',
      'Contrato de compraventa',
      'Contrato de trabajo',
    ]);
  },
};

/**
 * Keyboard only: Tab in, type, ArrowDown twice to the second suggestion, Enter opens its page
 * (a tracked suggestion choice).
 */
export const KeyboardWalkthrough: Story = {
  tags: ['mode-brand:main'],
  parameters: noScreenshot,
  play: async ({ canvasElement, globals, loaded }) => {
    const { navigated, tracked } = storyEnvironment({ loaded });
    const country = countryOf(globals);
    const query = queryFor(country);
    const input = await focusInput(canvasElement);
    await userEvent.keyboard(query);
    const expected = matchSuggestions(query, contractsFor(country));
    await expectOptions(canvasElement, expectedMatches(query, contractsFor(country)));
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    const active = input.getAttribute('aria-activedescendant');
    const second = expected[1] as SearchSuggestion;
    await expect(active && canvasElement.ownerDocument.getElementById(active)).toHaveTextContent(
      second.name,
    );
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(navigated).toHaveBeenCalledTimes(1));
    await expect(new URL(String(navigated.mock.calls[0]?.[0])).pathname).toBe(second.url);
    await expect(tracked).toHaveBeenLastCalledWith(
      expect.objectContaining({
        section: 'search',
        component: 'siteSearch',
        action: 'selectSuggestion',
        extra: expect.objectContaining({ name: second.name, position: 2, query }),
      }),
    );
  },
};

/**
 * Tab with a suggestion under the arrow leaves the box: the list closes, the typed text stays,
 * focus moves on to the Search button and no page opens (react-aria would choose the
 * suggestion on Tab; only Enter or a click does).
 */
export const TabLeavesWithoutChoosing: Story = {
  tags: ['mode-brand:main'],
  parameters: noScreenshot,
  play: async ({ canvasElement, globals, loaded }) => {
    const { navigated, tracked } = storyEnvironment({ loaded });
    const query = queryFor(countryOf(globals));
    const input = await focusInput(canvasElement);
    await userEvent.keyboard(query);
    await expectOptions(canvasElement, expectedMatches(query, contractsFor(countryOf(globals))));
    await userEvent.keyboard('{ArrowDown}');
    await waitFor(() => expect(input.getAttribute('aria-activedescendant')).toBeTruthy());
    await userEvent.tab();
    await waitFor(() => expect(input).toHaveAttribute('aria-expanded', 'false'));
    await expect(within(canvasElement).getByRole('button')).toHaveFocus();
    await expect(input).toHaveValue(query);
    await pause(50);
    await expect(navigated).not.toHaveBeenCalled();
    await expect(tracked).not.toHaveBeenCalledWith(
      expect.objectContaining({ action: 'selectSuggestion' }),
    );
  },
};

/**
 * The mobile search modal's field: full width, focused as it appears, a labelled Search button
 * under it. (The modal itself belongs to the mobile header.)
 */
export const Compact: Story = {
  args: { compact: true, autoFocus: true },
  play: async ({ canvasElement, globals }) => {
    const country = countryOf(globals);
    const query = queryFor(country);
    const input = await within(canvasElement).findByRole('combobox');
    await waitFor(() => expect(input).toHaveFocus());
    const button = within(canvasElement).getByRole('button');
    await expect(button.getBoundingClientRect().width).toBeCloseTo(
      input.getBoundingClientRect().width,
      0,
    );
    await userEvent.keyboard(query);
    await expectOptions(canvasElement, expectedMatches(query, contractsFor(country)));
    // Escape closes the list and keeps the text: the screenshot shows the layout.
    await userEvent.keyboard('{Escape}');
    await closedList(canvasElement);
    await expect(input).toHaveValue(query);
    await expect(input).toHaveFocus();
  },
};
