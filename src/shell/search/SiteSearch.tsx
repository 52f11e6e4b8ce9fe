import { useAtom, useAtomValue, useSetAtom } from 'jotai';
import {
  type FormEvent,
  type Key,
  type KeyboardEvent,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { VisuallyHidden } from 'react-aria-components';
import { flushSync } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { Button } from '../../ds/Button/Button';
import { ComboBoxStandIn } from '../../ds/ComboBox/ComboBoxStandIn';
import { SearchIcon } from '../../ds/icons';
import { Column, Columns, Stack } from '../../ds/layout';
import { lazyChunk, prefetch } from '../../platform/lazy';
import { navigateAtom } from '../../platform/navigation/navigator';
import { resolveRedirect } from '../../platform/navigation/redirect';
import { trackEventAtom } from '../../platform/tracking/track';
import { showAlertAtom } from '../alerts';
import {
  autocompleteMinLengthAtom,
  createSiteSearchAtoms,
  isPrepopulatedAtom,
  requestSuggestionsAtom,
  type SuggestionsState,
  searchResultsPathAtom,
  searchSourceAtom,
} from './atoms';
import {
  MAX_VISIBLE_SUGGESTIONS,
  SEARCH_DEBOUNCE_MS,
  searchResultsUrl,
  shouldAutocomplete,
  submitTrackingExtra,
  validateSearchQuery,
} from './rules';
import * as styles from './SiteSearch.css';

const searchComboBox = lazyChunk(() => import('./SearchComboBox'));

/**
 * The combo box's chunk (the suggestion list, its states): prefetched once the first screen is
 * idle and on the hover or focus of the box, which is a plain input until it is in.
 */
export const loadSearchComboBox = searchComboBox.load;
const prefetchComboBox = prefetch(loadSearchComboBox);

export interface SiteSearchProps {
  /** Puts the caret in the box when it appears (the mobile search modal). @default false */
  autoFocus?: boolean;
  /**
   * The mobile search modal's layout: the box full width with a full-width labelled Search
   * button under it. Otherwise the box and an icon-only Search button share one row (header).
   * @default false
   */
  compact?: boolean;
}

const TRACKED = { section: 'search', component: 'siteSearch' } as const;

function siteOrigin(): string {
  return typeof location === 'undefined' ? 'http://localhost' : location.origin;
}

/**
 * The site search box (page-shell §2, §5): a combo box whose suggestions follow what is typed
 * after a 250 ms pause, once the configured minimum length is reached — matched in the cached
 * contract list or, under the external-search experiment, asked of the external service
 * (names highlighted where the service marked them). Featured documents carry a "Popular"
 * badge; under the prepopulated-autocomplete experiment they are listed before anything is
 * typed. Choosing a suggestion goes to its page; Enter (with no suggestion focused) or the
 * Search button goes to the results page, unless the query contains "@", which is refused with
 * the invalid-character alert. Loading, no-match and failed states are handled in the list; a
 * failure only hides suggestions, searching still works.
 */
export function SiteSearch({ autoFocus = false, compact = false }: SiteSearchProps) {
  const { t } = useTranslation('search');
  const atoms = useMemo(createSiteSearchAtoms, []);
  const [text, setText] = useState('');
  const [isOpen, setOpen] = useState(false);
  const [query, setQuery] = useAtom(atoms.queryAtom);
  const state = useAtomValue(atoms.suggestionsAtom);
  const minLength = useAtomValue(autocompleteMinLengthAtom);
  const isPrepopulated = useAtomValue(isPrepopulatedAtom);
  const source = useAtomValue(searchSourceAtom);
  const resultsPath = useAtomValue(searchResultsPathAtom);
  const requestSuggestions = useSetAtom(requestSuggestionsAtom);
  const navigate = useSetAtom(navigateAtom);
  const showAlert = useSetAtom(showAlertAtom);
  const track = useSetAtom(trackEventAtom);

  // The combo box arrives as a chunk; until then a plain input stands in (the same field).
  const loaded = searchComboBox.useLoaded();
  const [standInFocused, setStandInFocused] = useState(false);

  const trimmed = text.trim();
  // Set while a Tab key press is being handled (see `onKeyDownCapture`).
  const leavingByTab = useRef(false);

  // Page-shell §5: the query the suggestions follow is committed 250 ms after the last
  // keystroke. An emptied box commits at once (the prepopulated list comes straight back).
  useEffect(() => {
    if (trimmed === query) return;
    if (trimmed === '') {
      setQuery('');
      return;
    }
    const timer = setTimeout(() => setQuery(trimmed), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [trimmed, query, setQuery]);

  // The prepopulated list is shown on focus, so it is fetched (or read from the cache) first.
  useEffect(() => {
    if (isPrepopulated) requestSuggestions();
  }, [isPrepopulated, requestSuggestions]);

  const view = visibleState(state, {
    trimmed,
    pending: trimmed !== query,
    typedEnough: shouldAutocomplete(trimmed, minLength),
  });
  const suggestions =
    view.status === 'ready' ? view.suggestions.slice(0, MAX_VISIBLE_SUGGESTIONS) : [];
  const isLoading = view.status === 'loading';

  const submit = () => {
    const checked = validateSearchQuery(text);
    if (!checked.ok) {
      if (checked.error === 'invalidCharacter') {
        showAlert({ tone: 'error', lines: [t('invalidCharacter')] });
      }
      return;
    }
    const matches =
      state.status === 'ready' && state.query === checked.query ? state.suggestions : [];
    track({
      ...TRACKED,
      action: 'submit',
      extra: { ...submitTrackingExtra(checked.query, matches), source },
    });
    navigate(searchResultsUrl(checked.query, resultsPath));
  };

  const choose = (key: Key | null) => {
    if (leavingByTab.current) return;
    const chosen = suggestions.find((suggestion) => suggestion.id === key);
    if (!chosen) return;
    track({
      ...TRACKED,
      action: 'selectSuggestion',
      extra: {
        query: trimmed,
        name: chosen.name,
        url: chosen.url,
        position: suggestions.indexOf(chosen) + 1,
        isFeatured: chosen.isFeatured,
        source: view.status === 'ready' && view.prepopulated ? 'prepopulated' : source,
      },
    });
    // The URL comes from a service (a third party's, under the experiment): it may only lead
    // to a page of this site.
    navigate(resolveRedirect(chosen.url, { siteOrigin: siteOrigin() }));
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    submit();
  };

  // With the list open, react-aria keeps Enter for choosing an option; Enter with no option
  // focused is a search.
  const onKeyDownCapture = (event: KeyboardEvent<HTMLFormElement>) => {
    if (event.key === 'Tab') {
      // react-aria commits the suggestion under the arrow on Tab; leaving the box must not open
      // a page (WCAG 3.2.2): Tab closes the list, keeps what was typed and moves on. The flag
      // lasts while react-aria handles this key press (it chooses within it).
      leavingByTab.current = true;
      setTimeout(() => {
        leavingByTab.current = false;
      }, 0);
      // Tab closes the list, so the Search button is back in the order before the browser
      // moves focus: Tab from the box always reaches it, whatever was under the arrow.
      if (isOpen && !event.shiftKey) flushSync(() => setOpen(false));
      return;
    }
    if (event.key !== 'Enter' || event.nativeEvent.isComposing) return;
    const input = event.target as HTMLElement;
    if (input.getAttribute('role') !== 'combobox') return;
    if (input.getAttribute('aria-activedescendant')) return;
    event.preventDefault();
    submit();
  };

  const label = <VisuallyHidden>{t('label')}</VisuallyHidden>;
  const placeholder = t('placeholder');
  const onFocus = () => requestSuggestions();
  const field = loaded ? (
    <loaded.SearchComboBox
      label={label}
      placeholder={placeholder}
      // Focus stays in the box when the combo box replaces the stand-in.
      autoFocus={autoFocus || standInFocused}
      suggestions={suggestions}
      text={text}
      onTextChange={setText}
      onChoose={choose}
      onFocus={onFocus}
      onOpenChange={setOpen}
      menuTrigger={isPrepopulated ? 'focus' : 'input'}
      isLoading={isLoading}
      allowsEmptyCollection={isLoading || (view.status === 'ready' && !view.prepopulated)}
      emptyState={t('suggestions.noResults', { query: trimmed })}
      featuredLabel={t('suggestions.featured')}
    />
  ) : (
    <ComboBoxStandIn
      label={label}
      placeholder={placeholder}
      autoFocus={autoFocus}
      value={text}
      onChange={setText}
      onFocus={() => {
        setStandInFocused(true);
        onFocus();
        prefetchComboBox();
      }}
      onBlur={() => setStandInFocused(false)}
      onPointerEnter={prefetchComboBox}
    />
  );

  // While the list is open react-aria hides the rest of the page from assistive technology,
  // so the Search button leaves the Tab order too (Enter searches from the box meanwhile).
  const searchButtonProps = { type: 'submit', excludeFromTabOrder: isOpen } as const;

  return (
    <search aria-label={t('label')} className={styles.form}>
      <form onSubmit={onSubmit} onKeyDownCapture={onKeyDownCapture}>
        {compact ? (
          <Stack space="sm">
            {field}
            <Button {...searchButtonProps} fullWidth icon={<SearchIcon />}>
              {t('submit')}
            </Button>
          </Stack>
        ) : (
          <Columns space="xs" alignY="bottom">
            <Column>{field}</Column>
            <Column width="content">
              <Button {...searchButtonProps} icon={<SearchIcon />}>
                <VisuallyHidden>{t('submit')}</VisuallyHidden>
              </Button>
            </Column>
          </Columns>
        )}
      </form>
    </search>
  );
}

/**
 * What the list shows for what is in the box right now: nothing below the minimum length,
 * progress while the 250 ms pause runs (the last list stays up meanwhile), else the state.
 */
function visibleState(
  state: SuggestionsState,
  box: { trimmed: string; pending: boolean; typedEnough: boolean },
): SuggestionsState {
  if (box.trimmed !== '' && !box.typedEnough) return { status: 'idle' };
  if (!box.pending) return state;
  if (state.status === 'ready' && !state.prepopulated && state.query !== '') return state;
  return { status: 'loading' };
}
