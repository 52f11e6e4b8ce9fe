import { useAtomValue, useSetAtom } from 'jotai';
import {
  type FocusEvent,
  type KeyboardEvent,
  type MouseEvent,
  type PointerEvent,
  type RefObject,
  type SyntheticEvent,
  useEffect,
  useId,
  useRef,
  useState,
} from 'react';
import type { PressEvent } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import type { Country } from '../../platform/api/contract';
import { lazyChunk, useNeeded } from '../../platform/lazy';
import { navigateAtom } from '../../platform/navigation/navigator';
import { trackEventAtom } from '../../platform/tracking/track';
import {
  currentCountryCodeAtom,
  locationAtom,
  locationStatusAtom,
  retryLocationAtom,
} from './atoms';
import {
  type CountrySelectorEvent,
  type CountrySelectorModel,
  type CountrySelectorVariant,
  countryNavigationTarget,
  countrySelectorModel,
  countrySelectorTransition,
  HOVER_CLOSE_DELAY_MS,
  initialCountrySelectorState,
  isPlainClick,
} from './rules';

const moreDialog = lazyChunk(() => import('./CountryMoreDialog'));

/**
 * The "more countries" dialog's chunk: fetched when the list first opens (its last entry opens
 * the dialog).
 */
export const loadCountryMoreDialog = moreDialog.load;

/** What the selector's parts render and call: the model, the disclosure state and its events. */
export interface CountrySelectorView {
  model: CountrySelectorModel<Country>;
  countries: readonly Country[];
  currentCode: string;
  isOpen: boolean;
  panelId: string;
  rootRef: RefObject<HTMLDivElement | null>;
  panelRef: RefObject<HTMLDivElement | null>;
  onPointerEnter: (event: PointerEvent) => void;
  onPointerLeave: (event: PointerEvent) => void;
  onBlur: (event: FocusEvent) => void;
  onKeyDown: (event: KeyboardEvent) => void;
  onTriggerPress: (event: PressEvent) => void;
  onChoose: (event: MouseEvent<HTMLAnchorElement>, country: Country) => void;
  onMore: () => void;
  onRetry: () => void;
  /** The "more" dialog's module, from its first opening on (so it closes with its animation). */
  more: typeof import('./CountryMoreDialog') | undefined;
  isMoreOpen: boolean;
  onMoreOpenChange: (isOpen: boolean) => void;
  onContinue: (country: Country) => void;
}

/**
 * Runs the country selector (`countrySelectorModel`) on the DOM: opens on hover or press, moves
 * focus with the arrow keys, closes on Esc, a press elsewhere or focus leaving, loads the list
 * on first opening, navigates to a chosen country and tracks it (page-shell §2, §4, §7).
 */
export function useCountrySelector({
  variant,
  section,
}: {
  variant: CountrySelectorVariant;
  section: 'header' | 'footer';
}): CountrySelectorView {
  const { i18n } = useTranslation('countrySelector');
  const { countries } = useAtomValue(locationAtom);
  const status = useAtomValue(locationStatusAtom);
  const currentCode = useAtomValue(currentCountryCodeAtom);
  const retry = useSetAtom(retryLocationAtom);
  const navigate = useSetAtom(navigateAtom);
  const track = useSetAtom(trackEventAtom);

  const [state, setState] = useState(initialCountrySelectorState);
  // Events read the latest state at once (focus moves before React renders again).
  const current = useRef(state);
  const { isOpen, isMoreOpen, focusFirst } = state;
  const rootRef = useRef<HTMLDivElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const closeTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const panelId = useId();

  const model = countrySelectorModel({
    variant,
    countries,
    listFailed: status === 'failed',
    currentCode,
    locale: i18n.language,
  });

  // The design system's Button takes no ref: the trigger is the selector's own first button.
  const trigger = () => rootRef.current?.querySelector<HTMLButtonElement>(':scope > button');
  const focusables = () =>
    Array.from(panelRef.current?.querySelectorAll<HTMLElement>('a[href], button') ?? []);

  const dispatch = (event: CountrySelectorEvent, domEvent?: SyntheticEvent) => {
    const next = countrySelectorTransition(current.current, event, {
      opensOnHover: model.opensOnHover,
    });
    current.current = next.state;
    setState(next.state);
    if (next.stopped) domEvent?.stopPropagation();
    if (next.handled) domEvent?.preventDefault();
    if (next.hoverTimer) clearTimeout(closeTimer.current);
    if (next.hoverTimer === 'start') {
      closeTimer.current = setTimeout(
        () => dispatch({ type: 'hoverCloseDue' }),
        HOVER_CLOSE_DELAY_MS,
      );
    }
    if (next.focusItem !== null) focusables()[next.focusItem]?.focus();
    if (next.focusTrigger === 'now') trigger()?.focus();
    if (next.focusTrigger === 'nextFrame') requestAnimationFrame(() => trigger()?.focus());
  };

  useEffect(() => () => clearTimeout(closeTimer.current), []);

  // Rendered from its first opening on, so it closes with its exit animation.
  const more = moreDialog.useModule(useNeeded(isMoreOpen));
  useEffect(() => {
    if (isOpen) loadCountryMoreDialog().catch(() => undefined);
  }, [isOpen]);

  // A press anywhere else on the page closes the list.
  useEffect(() => {
    if (!isOpen) return;
    const onPointerDown = (event: globalThis.PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node))
        dispatch({ type: 'pointerDownOutside' });
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  });

  // The list loads with the shell; a selector on a page without it loads on first opening.
  useEffect(() => {
    if (isOpen && status === 'idle') void retry();
  }, [isOpen, status, retry]);

  // After opening from the keyboard, focus lands on the first entry once it is rendered.
  useEffect(() => {
    if (!isOpen || !focusFirst) return;
    const first = focusables()[0];
    if (first) {
      first.focus();
      dispatch({ type: 'firstEntryFocused' });
    }
  });

  const trackSelect = (country: Country, extra?: { source: 'dialog' }) =>
    track({
      section,
      component: 'countrySelector',
      action: 'select',
      extra: { countryCode: country.countryCode, ...extra },
    });

  return {
    model,
    countries,
    currentCode,
    isOpen,
    panelId,
    rootRef,
    panelRef,
    onPointerEnter: (event) =>
      dispatch({ type: 'pointerEnter', mouse: event.pointerType === 'mouse' }),
    onPointerLeave: (event) =>
      dispatch({ type: 'pointerLeave', mouse: event.pointerType === 'mouse' }),
    onBlur: (event) => {
      const next = event.relatedTarget as Node | null;
      if (next && !rootRef.current?.contains(next)) dispatch({ type: 'focusLeft' });
    },
    onKeyDown: (event) => {
      const items = focusables();
      const target = event.target as HTMLElement;
      dispatch(
        {
          type: 'key',
          key: event.key,
          onTrigger: target === trigger(),
          item: items.indexOf(target),
          itemCount: items.length,
        },
        event,
      );
    },
    onTriggerPress: (event) => dispatch({ type: 'triggerPress', pointerType: event.pointerType }),
    onChoose: (event, country) => {
      trackSelect(country);
      if (!isPlainClick(event)) return;
      event.preventDefault();
      dispatch({ type: 'countryChosen' });
      navigate(countryNavigationTarget(country));
    },
    onMore: () => {
      track({ section, component: 'countrySelector', action: 'more' });
      dispatch({ type: 'moreChosen' });
    },
    onRetry: () => void retry(),
    more,
    isMoreOpen,
    onMoreOpenChange: (next) => dispatch({ type: 'moreOpenChange', isOpen: next }),
    onContinue: (country) => {
      trackSelect(country, { source: 'dialog' });
      dispatch({ type: 'dialogCountryChosen' });
      navigate(countryNavigationTarget(country));
    },
  };
}
