/**
 * Country selector decisions (page-shell §2 Country selector / Other dialogs, §3 Country, §4
 * Country dropdown, §9 "Country dropdown scrolls above 5 entries").
 */

/** A country as the location call returns it (page-shell §3). */
export interface Country {
  countryCode: string;
  name: string;
  canonicalUrl?: string | null;
  selectUrl?: string | null;
  isMajorCountry: boolean;
}

export type DropdownEntry<T extends Country> = { kind: 'country'; country: T } | { kind: 'more' };

/** Page-shell §9: the dropdown scrolls when it has more than 5 entries. */
export const DROPDOWN_SCROLL_THRESHOLD = 5;

/**
 * Page-shell §2/§4: major countries first (in the service's order), then the "more" entry, which
 * appears only when some country is not major (otherwise the dialog would add nothing).
 */
export function dropdownEntries<T extends Country>(countries: readonly T[]): DropdownEntry<T>[] {
  const entries: DropdownEntry<T>[] = countries
    .filter((country) => country.isMajorCountry)
    .map((country) => ({ kind: 'country', country }));
  if (countries.some((country) => !country.isMajorCountry)) entries.push({ kind: 'more' });
  return entries;
}

/** Page-shell §9: scroll above 5 entries (the "more" entry counts). */
export function dropdownScrolls(entryCount: number): boolean {
  return entryCount > DROPDOWN_SCROLL_THRESHOLD;
}

/** Page-shell §2 "more" dialog: every country sorted by name in the page's language. */
export function dialogCountries<T extends Country>(countries: readonly T[], locale: string): T[] {
  const collator = new Intl.Collator(locale, { sensitivity: 'base' });
  return [...countries].sort(
    (a, b) => collator.compare(a.name, b.name) || a.countryCode.localeCompare(b.countryCode),
  );
}

/** Page-shell §4: the dropdown expands on hover, or on click for flag variants. */
export function dropdownTrigger(variant: 'default' | 'flag'): 'hover' | 'click' {
  return variant === 'flag' ? 'click' : 'hover';
}

/**
 * Page-shell §4: clicking a country goes to its canonical URL, or "/" if none. Country sites
 * live on other hosts, so absolute http(s) URLs are kept; anything that is not http(s) or a
 * root-relative path (a `javascript:` value, `//host`) also gives "/".
 */
export function countryNavigationTarget(country: Pick<Country, 'canonicalUrl'>): string {
  const url = country.canonicalUrl?.trim() ?? '';
  if (/^https?:\/\/[^/\\]/i.test(url) && URL.canParse(url)) return url;
  if (url.startsWith('/') && !/^[/\\]{2}|^\/\\/.test(url)) return url;
  return '/';
}

/**
 * Page-shell §2: the countries call's criteria come from the `ldcn` query parameter, else the
 * name variation; null when neither is set.
 */
export function countriesCriteria(
  ldcn: string | null | undefined,
  nameVariation: string | null | undefined,
): string | null {
  return ldcn?.trim() || nameVariation?.trim() || null;
}

/**
 * How the selector shows the current country (page-shell §2 "Variants exist, including flag
 * variants"): its name, its flag, or both.
 */
export type CountrySelectorVariant = 'name' | 'flag' | 'flagWithName';

/** Page-shell §4: both flag variants open on click; the name variant on hover. */
export function selectorOpensOn(variant: CountrySelectorVariant): 'hover' | 'click' {
  return dropdownTrigger(variant === 'name' ? 'default' : 'flag');
}

/**
 * The name of a country for the page: the service's name when the list has it, else the
 * browser's name for the region in the page language (while the list loads or after it failed),
 * else the code itself.
 */
export function countryDisplayName(
  countryCode: string,
  countries: readonly Pick<Country, 'countryCode' | 'name'>[],
  locale: string,
): string {
  const listed = countries.find((country) => country.countryCode === countryCode)?.name.trim();
  if (listed) return listed;
  try {
    return new Intl.DisplayNames([locale], { type: 'region' }).of(countryCode) ?? countryCode;
  } catch {
    return countryCode;
  }
}

/** One entry of the open list: a country with its link and whether it is the current one. */
export type CountryListEntry<T extends Country> =
  | { kind: 'country'; country: T; href: string; isCurrent: boolean }
  | { kind: 'more' };

/** What the open list shows: the failure (with a retry), the loading bar, or the entries. */
export type CountryPanelModel<T extends Country> =
  | { kind: 'failed' }
  | { kind: 'loading' }
  | { kind: 'list'; entries: CountryListEntry<T>[]; scrolls: boolean };

export interface CountrySelectorModel<T extends Country> {
  opensOnHover: boolean;
  showFlag: boolean;
  showName: boolean;
  /** The current country's name, shown in the trigger and said in its name. */
  currentName: string;
  panel: CountryPanelModel<T>;
}

/**
 * The selector's view (page-shell §2, §4, §9): how the trigger shows the current country, and
 * what the list shows — its entries once the countries are known, else the loading bar, or the
 * failure once the location call failed.
 */
export function countrySelectorModel<T extends Country>({
  variant,
  countries,
  listFailed,
  currentCode,
  locale,
}: {
  variant: CountrySelectorVariant;
  countries: readonly T[];
  listFailed: boolean;
  currentCode: string;
  locale: string;
}): CountrySelectorModel<T> {
  const entries = dropdownEntries(countries).map(
    (entry): CountryListEntry<T> =>
      entry.kind === 'country'
        ? {
            kind: 'country',
            country: entry.country,
            href: countryNavigationTarget(entry.country),
            isCurrent: entry.country.countryCode === currentCode,
          }
        : entry,
  );
  const panel: CountryPanelModel<T> =
    countries.length > 0
      ? { kind: 'list', entries, scrolls: dropdownScrolls(entries.length) }
      : { kind: listFailed ? 'failed' : 'loading' };
  return {
    opensOnHover: selectorOpensOn(variant) === 'hover',
    showFlag: variant !== 'name',
    showName: variant !== 'flag',
    currentName: countryDisplayName(currentCode, countries, locale),
    panel,
  };
}

/** How long the pointer may be outside the selector (crossing the gap) before it closes. */
export const HOVER_CLOSE_DELAY_MS = 150;

/** A click that follows a link in place: the main button, no modifier (others open a tab). */
export function isPlainClick(click: {
  button: number;
  metaKey: boolean;
  ctrlKey: boolean;
  shiftKey: boolean;
  altKey: boolean;
}): boolean {
  return click.button === 0 && !click.metaKey && !click.ctrlKey && !click.shiftKey && !click.altKey;
}

/** The selector's disclosure: the list, the "more" dialog, and a keyboard opening's focus. */
export interface CountrySelectorState {
  isOpen: boolean;
  isMoreOpen: boolean;
  /** Opened from the keyboard: the first entry takes focus once it is rendered. */
  focusFirst: boolean;
}

export const initialCountrySelectorState: CountrySelectorState = {
  isOpen: false,
  isMoreOpen: false,
  focusFirst: false,
};

export type CountrySelectorEvent =
  | { type: 'pointerEnter'; mouse: boolean }
  | { type: 'pointerLeave'; mouse: boolean }
  | { type: 'hoverCloseDue' }
  | { type: 'pointerDownOutside' }
  | { type: 'focusLeft' }
  | {
      type: 'key';
      key: string;
      /** The key went to the trigger. */
      onTrigger: boolean;
      /** The list entry the key went to, -1 when none. */
      item: number;
      itemCount: number;
    }
  /** `pointerType` as react-aria reports it: mouse, pen, touch, keyboard or virtual. */
  | { type: 'triggerPress'; pointerType: string }
  | { type: 'firstEntryFocused' }
  | { type: 'countryChosen' }
  | { type: 'moreChosen' }
  | { type: 'moreOpenChange'; isOpen: boolean }
  | { type: 'dialogCountryChosen' };

export interface CountrySelectorTransition {
  state: CountrySelectorState;
  /** The key was the selector's: its default action is prevented. */
  handled: boolean;
  /** Esc closed the list: the key goes no further (a dialog around the selector stays open). */
  stopped: boolean;
  /** Focus goes back to the trigger: now, or once the closing dialog has let go of it. */
  focusTrigger: 'now' | 'nextFrame' | null;
  /** The list entry focus moves to. */
  focusItem: number | null;
  hoverTimer: 'start' | 'cancel' | null;
}

/**
 * The selector's disclosure as a pure state machine (page-shell §4): the name variant opens on
 * mouse hover and closes a short delay after the pointer leaves; every variant opens on a press
 * (a mouse click keeps a hover-opened list open) and on ArrowDown from the trigger, which also
 * focuses the first entry; Up and Down move through the entries, wrapping; Esc closes back to
 * the trigger; a press elsewhere, focus leaving or a choice closes. `useCountrySelector`
 * applies it to the DOM.
 */
export function countrySelectorTransition(
  state: CountrySelectorState,
  event: CountrySelectorEvent,
  context: { opensOnHover: boolean },
): CountrySelectorTransition {
  const none: CountrySelectorTransition = {
    state,
    handled: false,
    stopped: false,
    focusTrigger: null,
    focusItem: null,
    hoverTimer: null,
  };
  const result = (changes: Partial<CountrySelectorTransition>): CountrySelectorTransition => ({
    ...none,
    ...changes,
  });
  // Opening or closing always cancels a pending hover close.
  const open = (focusFirst = state.focusFirst): CountrySelectorTransition =>
    result({ state: { ...state, isOpen: true, focusFirst }, hoverTimer: 'cancel' });
  const close = (): CountrySelectorTransition =>
    result({ state: { ...state, isOpen: false, focusFirst: false }, hoverTimer: 'cancel' });

  switch (event.type) {
    case 'pointerEnter':
      // Hover is a mouse thing: a tap also enters and leaves, and must not open and close it.
      if (!event.mouse) return none;
      return context.opensOnHover ? open() : result({ hoverTimer: 'cancel' });
    case 'pointerLeave':
      return event.mouse && context.opensOnHover && state.isOpen
        ? result({ hoverTimer: 'start' })
        : none;
    case 'hoverCloseDue':
    case 'pointerDownOutside':
    case 'countryChosen':
      return close();
    case 'focusLeft':
      return state.isOpen ? close() : none;
    case 'key': {
      if (event.key === 'Escape' && state.isOpen) {
        return { ...close(), stopped: true, focusTrigger: 'now' };
      }
      if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return none;
      if (event.onTrigger) {
        return event.key === 'ArrowDown' ? { ...open(true), handled: true } : none;
      }
      if (event.item < 0) return none;
      const step = event.key === 'ArrowDown' ? 1 : -1;
      const next = (event.item + step + event.itemCount) % event.itemCount;
      return result({ handled: true, focusItem: next });
    }
    case 'triggerPress':
      // With a mouse the hover already opened it: a click keeps it open.
      if (context.opensOnHover && event.pointerType === 'mouse') return open();
      if (state.isOpen) return close();
      return event.pointerType === 'keyboard' ? open(true) : open();
    case 'firstEntryFocused':
      return result({ state: { ...state, focusFirst: false } });
    case 'moreChosen': {
      const closed = close();
      return { ...closed, state: { ...closed.state, isMoreOpen: true } };
    }
    case 'moreOpenChange':
      // The "more" entry is gone with the closed list: focus goes back to the trigger.
      return result({
        state: { ...state, isMoreOpen: event.isOpen },
        focusTrigger: event.isOpen ? null : 'nextFrame',
      });
    case 'dialogCountryChosen':
      return result({ state: { ...state, isMoreOpen: false } });
  }
}
