import { useAtomValue, useSetAtom } from 'jotai';
import {
  type FocusEvent,
  type KeyboardEvent,
  type MouseEvent,
  type PointerEvent,
  useEffect,
  useId,
  useRef,
  useState,
} from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../ds/Button/Button';
import { CheckIcon, ChevronDownIcon } from '../../ds/icons';
import { Stack } from '../../ds/layout';
import { ProgressBar } from '../../ds/ProgressBar/ProgressBar';
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
import { CountryFlag } from './CountryFlag';
import * as styles from './CountrySelector.css';
import {
  type CountrySelectorVariant,
  countryDisplayName,
  countryNavigationTarget,
  dropdownEntries,
  dropdownScrolls,
  selectorOpensOn,
} from './rules';

export interface CountrySelectorProps {
  /**
   * How the trigger shows the current country: its `name`, its `flag` (the country code in a
   * small frame) or both. The name variant opens on hover, the flag variants on click.
   * @default 'name'
   */
  variant?: CountrySelectorVariant;
  /** Where the list opens: below the trigger (header) or above it (footer). @default 'bottom' */
  placement?: 'bottom' | 'top';
  /** Which edge of the trigger the list lines up with. @default 'start' */
  align?: 'start' | 'end';
  /** The page section country clicks are tracked under. @default 'header' */
  section?: 'header' | 'footer';
}

const moreDialog = lazyChunk(() => import('./CountryMoreDialog'));

/**
 * The "more countries" dialog's chunk: fetched when the list first opens (its last entry opens
 * the dialog).
 */
export const loadCountryMoreDialog = moreDialog.load;

/** How long the pointer may be outside the selector (crossing the gap) before it closes. */
const HOVER_CLOSE_DELAY_MS = 150;

const isPlainClick = (event: MouseEvent) =>
  event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

/**
 * The country selector (page-shell §2, §4): a trigger showing the current country and a list of
 * the major countries, then "More countries", which opens the full sorted list in a dialog.
 * The name variant opens on hover; every variant opens on click, Enter, Space or ArrowDown.
 * Choosing a country goes to its canonical URL (or "/") through the page's navigator and is
 * tracked. Tab and the arrow keys move through the list; Esc closes it and returns focus to the
 * trigger. The list loads on first opening if the shell has not loaded it yet, and says so while
 * loading or after a failure (with a retry).
 */
export function CountrySelector({
  variant = 'name',
  placement = 'bottom',
  align = 'start',
  section = 'header',
}: CountrySelectorProps) {
  const { t, i18n } = useTranslation('countrySelector');
  const { countries } = useAtomValue(locationAtom);
  const status = useAtomValue(locationStatusAtom);
  const currentCode = useAtomValue(currentCountryCodeAtom);
  const retry = useSetAtom(retryLocationAtom);
  const navigate = useSetAtom(navigateAtom);
  const track = useSetAtom(trackEventAtom);

  const [isOpen, setOpen] = useState(false);
  const [isMoreOpen, setMoreOpen] = useState(false);
  const [focusFirst, setFocusFirst] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const closeTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const panelId = useId();

  const opensOnHover = selectorOpensOn(variant) === 'hover';
  const currentName = countryDisplayName(currentCode, countries, i18n.language);
  const entries = dropdownEntries(countries);
  const showFlag = variant !== 'name';
  const showName = variant !== 'flag';

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
      if (!rootRef.current?.contains(event.target as Node)) close();
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  });

  // The list loads with the shell; a selector on a page without it loads on first opening.
  useEffect(() => {
    if (isOpen && status === 'idle') void retry();
  }, [isOpen, status, retry]);

  // The design system's Button takes no ref: the trigger is the selector's own first button.
  const trigger = () => rootRef.current?.querySelector<HTMLButtonElement>(':scope > button');
  const focusables = () =>
    Array.from(panelRef.current?.querySelectorAll<HTMLElement>('a[href], button') ?? []);

  // After opening from the keyboard, focus lands on the first entry once it is rendered.
  useEffect(() => {
    if (!isOpen || !focusFirst) return;
    const first = focusables()[0];
    if (first) {
      first.focus();
      setFocusFirst(false);
    }
  });

  const open = () => {
    clearTimeout(closeTimer.current);
    setOpen(true);
  };
  const close = (returnFocus = false) => {
    clearTimeout(closeTimer.current);
    setOpen(false);
    setFocusFirst(false);
    if (returnFocus) trigger()?.focus();
  };

  // Hover is a mouse thing: a tap also enters and leaves, and must not open and close the list.
  const onPointerEnter = (event: PointerEvent) => {
    if (event.pointerType !== 'mouse') return;
    if (opensOnHover) open();
    else clearTimeout(closeTimer.current);
  };
  const onPointerLeave = (event: PointerEvent) => {
    if (event.pointerType !== 'mouse' || !opensOnHover || !isOpen) return;
    clearTimeout(closeTimer.current);
    closeTimer.current = setTimeout(() => close(), HOVER_CLOSE_DELAY_MS);
  };
  const onBlur = (event: FocusEvent) => {
    const next = event.relatedTarget as Node | null;
    if (isOpen && next && !rootRef.current?.contains(next)) close();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && isOpen) {
      event.stopPropagation();
      close(true);
      return;
    }
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    const items = focusables();
    if (event.target === trigger()) {
      if (event.key !== 'ArrowDown') return;
      event.preventDefault();
      open();
      setFocusFirst(true);
      return;
    }
    const index = items.indexOf(event.target as HTMLElement);
    if (index < 0) return;
    event.preventDefault();
    const step = event.key === 'ArrowDown' ? 1 : -1;
    items[(index + step + items.length) % items.length]?.focus();
  };

  const choose = (event: MouseEvent<HTMLAnchorElement>, country: Country) => {
    track({
      section,
      component: 'countrySelector',
      action: 'select',
      extra: { countryCode: country.countryCode },
    });
    if (!isPlainClick(event)) return;
    event.preventDefault();
    close();
    navigate(countryNavigationTarget(country));
  };

  const openMore = () => {
    track({ section, component: 'countrySelector', action: 'more' });
    close();
    setMoreOpen(true);
  };

  const continueTo = (country: Country) => {
    track({
      section,
      component: 'countrySelector',
      action: 'select',
      extra: { countryCode: country.countryCode, source: 'dialog' },
    });
    setMoreOpen(false);
    navigate(countryNavigationTarget(country));
  };

  const onMoreOpenChange = (next: boolean) => {
    setMoreOpen(next);
    // The "more" entry is gone with the closed list: focus goes back to the trigger.
    if (!next) requestAnimationFrame(() => trigger()?.focus());
  };

  const scrolls = dropdownScrolls(entries.length);

  return (
    <>
      {/* Pointer handlers only add hover opening; the trigger and the keys do the same for keyboards. */}
      {/* biome-ignore lint/a11y/noStaticElementInteractions: hover and key delegation of the disclosure */}
      <div
        ref={rootRef}
        className={styles.root}
        onPointerEnter={onPointerEnter}
        onPointerLeave={onPointerLeave}
        onBlur={onBlur}
        onKeyDown={onKeyDown}
      >
        <Button
          variant="tertiary"
          size="sm"
          aria-expanded={isOpen}
          aria-controls={isOpen ? panelId : undefined}
          endIcon={<ChevronDownIcon size="sm" />}
          onPress={(event) => {
            // With a mouse the hover already opened it: a click keeps it open.
            if (opensOnHover && event.pointerType === 'mouse') open();
            else if (isOpen) close();
            else {
              open();
              if (event.pointerType === 'keyboard') setFocusFirst(true);
            }
          }}
        >
          {/* The name is the full sentence; what shows (flag, name) is a part of it, so speech
            users can say the visible name (WCAG 2.5.3). */}
          <span className={styles.triggerContent} aria-hidden="true">
            {showFlag && <CountryFlag countryCode={currentCode} />}
            {showName && currentName}
          </span>
          <span className={styles.visuallyHidden}>{t('current', { country: currentName })}</span>
        </Button>
        {isOpen && (
          <div ref={panelRef} id={panelId} className={styles.panel({ placement, align })}>
            {countries.length === 0 && status === 'failed' ? (
              <div className={styles.status}>
                <Stack space="xs">
                  <span role="alert">{t('failed')}</span>
                  <Button variant="secondary" size="sm" onPress={() => void retry()}>
                    {t('retry')}
                  </Button>
                </Stack>
              </div>
            ) : countries.length === 0 ? (
              <div className={styles.status}>
                <ProgressBar isIndeterminate label={t('loading')} showValueLabel={false} />
              </div>
            ) : (
              <ul aria-label={t('label')} className={styles.list({ scrolls })}>
                {entries.map((entry) =>
                  entry.kind === 'country' ? (
                    <li key={entry.country.countryCode}>
                      <a
                        href={countryNavigationTarget(entry.country)}
                        className={styles.entry}
                        aria-current={
                          entry.country.countryCode === currentCode ? 'true' : undefined
                        }
                        onClick={(event) => choose(event, entry.country)}
                      >
                        <span className={styles.check} aria-hidden="true">
                          {entry.country.countryCode === currentCode && <CheckIcon size="sm" />}
                        </span>
                        <CountryFlag countryCode={entry.country.countryCode} />
                        <span className={styles.entryName}>{entry.country.name}</span>
                      </a>
                    </li>
                  ) : (
                    <li key="more" className={styles.moreItem}>
                      <button
                        type="button"
                        className={`${styles.entry} ${styles.more}`}
                        aria-haspopup="dialog"
                        onClick={openMore}
                      >
                        <span className={styles.check} aria-hidden="true" />
                        <span className={styles.entryName}>{t('more')}</span>
                      </button>
                    </li>
                  ),
                )}
              </ul>
            )}
          </div>
        )}
      </div>
      {/* Outside the selector's element: events from the dialog's portal must not reach its
          hover and key handlers through the React tree. */}
      {more && (
        <more.CountryMoreDialog
          isOpen={isMoreOpen}
          onOpenChange={onMoreOpenChange}
          countries={countries}
          currentCountryCode={currentCode}
          onContinue={continueTo}
        />
      )}
    </>
  );
}
