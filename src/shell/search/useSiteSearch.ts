import { useAtom, useAtomValue, useSetAtom } from 'jotai';
import {
  type FormEvent,
  type Key,
  type KeyboardEvent,
  useCallback,
  useEffect,
  useMemo,
  useReducer,
  useRef,
} from 'react';
import { flushSync } from 'react-dom';
import { useTranslation } from 'react-i18next';
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
  type SiteSuggestion,
  searchResultsPathAtom,
  searchSourceAtom,
} from './atoms';
import {
  initialSiteSearchBoxState,
  queryCommitDelay,
  type SiteSearchModel,
  searchKeyAction,
  searchSubmission,
  siteSearchBoxReducer,
  siteSearchModel,
  suggestionChoice,
} from './rules';

const searchComboBox = lazyChunk(() => import('./SearchComboBox'));

/**
 * The combo box's chunk (the suggestion list, its states): prefetched once the first screen is
 * idle and on the hover or focus of the box, which is a plain input until it is in.
 */
export const loadSearchComboBox = searchComboBox.load;
const prefetchComboBox = prefetch(loadSearchComboBox);

const TRACKED = { section: 'search', component: 'siteSearch' } as const;

function siteOrigin(): string {
  return typeof location === 'undefined' ? 'http://localhost' : location.origin;
}

/** What the search box's parts render and call. */
export interface SiteSearchView {
  model: SiteSearchModel<SiteSuggestion>;
  text: string;
  setText: (text: string) => void;
  isOpen: boolean;
  setOpen: (isOpen: boolean) => void;
  isPrepopulated: boolean;
  /** The combo box's chunk, once it is in; a plain input stands in until then. */
  comboBox: typeof import('./SearchComboBox') | undefined;
  /** The stand-in has focus: it stays in the box when the combo box replaces it. */
  standInFocused: boolean;
  onFocus: () => void;
  onStandInFocus: () => void;
  onStandInBlur: () => void;
  prefetchComboBox: () => void;
  onChoose: (key: Key | null) => void;
  onSubmit: (event: FormEvent) => void;
  onKeyDownCapture: (event: KeyboardEvent<HTMLFormElement>) => void;
}

/**
 * Runs one search box (`siteSearchModel`): commits the query after the pause, asks for the
 * suggestions, searches on submit (refusing "@" with the alert), opens a chosen suggestion and
 * tracks both (page-shell §2, §5, §7).
 */
export function useSiteSearch(): SiteSearchView {
  const { t } = useTranslation('search');
  const atoms = useMemo(createSiteSearchAtoms, []);
  const [box, dispatch] = useReducer(siteSearchBoxReducer, initialSiteSearchBoxState);
  const { text, isOpen, standInFocused } = box;
  // Stable, as state setters are: the combo box gets the same callbacks on every render.
  const setText = useCallback((next: string) => dispatch({ type: 'textChanged', text: next }), []);
  const setOpen = useCallback(
    (next: boolean) => dispatch({ type: 'openChanged', isOpen: next }),
    [],
  );
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
  const comboBox = searchComboBox.useLoaded();

  const model = siteSearchModel({ state, text, query, minLength, source });
  const { trimmed } = model;
  // Set while a Tab key press is being handled (see `onKeyDownCapture`).
  const leavingByTab = useRef(false);

  // Page-shell §5: the query the suggestions follow is committed after the pause.
  useEffect(() => {
    const delay = queryCommitDelay(trimmed, query);
    if (delay === null) return;
    if (delay === 0) {
      setQuery(trimmed);
      return;
    }
    const timer = setTimeout(() => setQuery(trimmed), delay);
    return () => clearTimeout(timer);
  }, [trimmed, query, setQuery]);

  // The prepopulated list is shown on focus, so it is fetched (or read from the cache) first.
  useEffect(() => {
    if (isPrepopulated) requestSuggestions();
  }, [isPrepopulated, requestSuggestions]);

  const submit = () => {
    const submission = searchSubmission({ text, state, source, resultsPath });
    if (submission.kind === 'refused') {
      showAlert({ tone: 'error', lines: [t('invalidCharacter')] });
    }
    if (submission.kind !== 'search') return;
    track({ ...TRACKED, action: 'submit', extra: submission.tracking });
    navigate(submission.url);
  };

  const onChoose = (key: Key | null) => {
    if (leavingByTab.current) return;
    const choice = suggestionChoice(model, key);
    if (!choice) return;
    track({ ...TRACKED, action: 'selectSuggestion', extra: choice.tracking });
    // The URL comes from a service (a third party's, under the experiment): it may only lead
    // to a page of this site.
    navigate(resolveRedirect(choice.url, { siteOrigin: siteOrigin() }));
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    submit();
  };

  // Tab and Enter are the form's before react-aria's (`searchKeyAction`).
  const onKeyDownCapture = (event: KeyboardEvent<HTMLFormElement>) => {
    const input = event.target as HTMLElement;
    const action = searchKeyAction({
      key: event.key,
      shiftKey: event.shiftKey,
      isComposing: event.nativeEvent.isComposing,
      inComboBox: input.getAttribute('role') === 'combobox',
      hasActiveOption: Boolean(input.getAttribute('aria-activedescendant')),
      isOpen,
    });
    if (action?.kind === 'leave') {
      // react-aria chooses within this key press: the flag lasts while it handles it.
      leavingByTab.current = true;
      setTimeout(() => {
        leavingByTab.current = false;
      }, 0);
      if (action.closesList) flushSync(() => setOpen(false));
    } else if (action?.kind === 'search') {
      event.preventDefault();
      submit();
    }
  };

  const onFocus = () => requestSuggestions();
  return {
    model,
    text,
    setText,
    isOpen,
    setOpen,
    isPrepopulated,
    comboBox,
    standInFocused,
    onFocus,
    onStandInFocus: () => {
      dispatch({ type: 'standInFocusChanged', focused: true });
      onFocus();
      prefetchComboBox();
    },
    onStandInBlur: () => dispatch({ type: 'standInFocusChanged', focused: false }),
    prefetchComboBox,
    onChoose,
    onSubmit,
    onKeyDownCapture,
  };
}
