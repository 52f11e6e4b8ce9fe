import { describe, expect, it } from 'vitest';
import {
  type Country,
  type CountrySelectorEvent,
  type CountrySelectorState,
  countriesCriteria,
  countryDisplayName,
  countryNavigationTarget,
  countrySelectorModel,
  countrySelectorTransition,
  dialogCountries,
  dropdownEntries,
  dropdownScrolls,
  dropdownTrigger,
  initialCountrySelectorState,
  isPlainClick,
  selectorOpensOn,
} from './rules';

const country = (countryCode: string, name: string, isMajorCountry: boolean): Country => ({
  countryCode,
  name,
  isMajorCountry,
});
const list = [
  country('NZ', 'New Zealand', false),
  country('US', 'United States', true),
  country('AT', 'Österreich', false),
  country('CA', 'Canada', true),
  country('GB', 'United Kingdom', true),
  country('AU', 'Australia', false),
];

describe('dropdownEntries (page-shell §2, §4)', () => {
  it('lists major countries first in service order, then "more"', () => {
    expect(
      dropdownEntries(list).map((e) => (e.kind === 'more' ? 'more' : e.country.countryCode)),
    ).toEqual(['US', 'CA', 'GB', 'more']);
  });

  it('omits "more" when every country is major', () => {
    const majors = list.filter((c) => c.isMajorCountry);
    expect(dropdownEntries(majors).some((e) => e.kind === 'more')).toBe(false);
    expect(dropdownEntries([])).toEqual([]);
  });
});

describe('dropdownScrolls (page-shell §9)', () => {
  it('scrolls above 5 entries', () => {
    expect(dropdownScrolls(5)).toBe(false);
    expect(dropdownScrolls(6)).toBe(true);
    expect(dropdownScrolls(0)).toBe(false);
  });
});

describe('dialogCountries (page-shell §2)', () => {
  it('sorts every country by name in the page language', () => {
    expect(dialogCountries(list, 'de-DE').map((c) => c.countryCode)).toEqual([
      'AU',
      'CA',
      'NZ',
      'AT',
      'GB',
      'US',
    ]);
    expect(list[0]?.countryCode).toBe('NZ');
  });
});

describe('dropdownTrigger (page-shell §4)', () => {
  it('expands on hover, on click for flag variants', () => {
    expect(dropdownTrigger('default')).toBe('hover');
    expect(dropdownTrigger('flag')).toBe('click');
  });
});

describe('countryNavigationTarget (page-shell §4)', () => {
  it('goes to the canonical URL, or "/" when there is none', () => {
    expect(countryNavigationTarget({ canonicalUrl: 'https://ca.site.test/' })).toBe(
      'https://ca.site.test/',
    );
    expect(countryNavigationTarget({ canonicalUrl: '/en-gb/' })).toBe('/en-gb/');
    expect(countryNavigationTarget({ canonicalUrl: null })).toBe('/');
    expect(countryNavigationTarget({ canonicalUrl: '  ' })).toBe('/');
    expect(countryNavigationTarget({})).toBe('/');
  });

  it('refuses scripts and protocol-relative values', () => {
    for (const canonicalUrl of [
      'javascript:alert(1)',
      '//evil.test',
      '/\\evil.test',
      'https:///x',
      'data:x',
    ]) {
      expect(countryNavigationTarget({ canonicalUrl }), canonicalUrl).toBe('/');
    }
  });
});

describe('countriesCriteria (page-shell §2)', () => {
  it('prefers ldcn, then the name variation', () => {
    expect(countriesCriteria('lease', 'rental')).toBe('lease');
    expect(countriesCriteria('', 'rental')).toBe('rental');
    expect(countriesCriteria(null, ' ')).toBeNull();
  });
});

describe('selectorOpensOn (page-shell §2, §4)', () => {
  it('opens the name variant on hover and both flag variants on click', () => {
    expect(selectorOpensOn('name')).toBe('hover');
    expect(selectorOpensOn('flag')).toBe('click');
    expect(selectorOpensOn('flagWithName')).toBe('click');
  });
});

describe('countryDisplayName (page-shell §3)', () => {
  it("prefers the service's name", () => {
    expect(countryDisplayName('AT', list, 'en-US')).toBe('Österreich');
  });

  it('falls back to the region name in the page language, then the code', () => {
    expect(countryDisplayName('DE', [], 'de-DE')).toBe('Deutschland');
    expect(countryDisplayName('FR', [country('FR', ' ', false)], 'fr-FR')).toBe('France');
    expect(countryDisplayName('not a code', [], 'en-US')).toBe('not a code');
  });
});

describe('countrySelectorModel (page-shell §2, §4, §9)', () => {
  const model = (overrides: Partial<Parameters<typeof countrySelectorModel>[0]> = {}) =>
    countrySelectorModel({
      variant: 'name',
      countries: list,
      listFailed: false,
      currentCode: 'CA',
      locale: 'en-US',
      ...overrides,
    });

  it('lists the entries with their links, marks the current country and counts "more"', () => {
    const withLink = { ...country('GB', 'United Kingdom', true), canonicalUrl: '/uk' };
    expect(model({ countries: [...list.slice(0, 4), withLink] }).panel).toEqual({
      kind: 'list',
      entries: [
        { kind: 'country', country: list[1], href: '/', isCurrent: false },
        { kind: 'country', country: list[3], href: '/', isCurrent: true },
        { kind: 'country', country: withLink, href: '/uk', isCurrent: false },
        { kind: 'more' },
      ],
      scrolls: false,
    });
    const many = Array.from({ length: 6 }, (_, i) => country(`C${i}`, `Country ${i}`, true));
    expect(model({ countries: many }).panel).toMatchObject({ kind: 'list', scrolls: true });
  });

  it('shows loading until the countries are known, the failure once the call failed', () => {
    expect(model({ countries: [] }).panel).toEqual({ kind: 'loading' });
    expect(model({ countries: [], listFailed: true }).panel).toEqual({ kind: 'failed' });
    expect(model({ listFailed: true }).panel.kind).toBe('list');
  });

  it('shows the name, the flag or both, and opens the name variant on hover', () => {
    expect(model()).toMatchObject({ showFlag: false, showName: true, opensOnHover: true });
    expect(model({ variant: 'flag' })).toMatchObject({
      showFlag: true,
      showName: false,
      opensOnHover: false,
    });
    expect(model({ variant: 'flagWithName' })).toMatchObject({ showFlag: true, showName: true });
    expect(model({ countries: [], currentCode: 'DE' }).currentName).toBe('Germany');
    expect(model().currentName).toBe('Canada');
  });
});

describe('countrySelectorTransition (page-shell §4)', () => {
  const hover = { opensOnHover: true };
  const click = { opensOnHover: false };
  const closed = initialCountrySelectorState;
  const open: CountrySelectorState = { ...closed, isOpen: true };
  const step = (state: CountrySelectorState, event: CountrySelectorEvent, context = hover) =>
    countrySelectorTransition(state, event, context);
  const key = (state: CountrySelectorState, name: string, at: 'trigger' | number) =>
    step(state, {
      type: 'key',
      key: name,
      onTrigger: at === 'trigger',
      item: at === 'trigger' ? -1 : at,
      itemCount: 4,
    });

  it('opens on mouse hover for the name variant only, cancelling a pending close', () => {
    expect(step(closed, { type: 'pointerEnter', mouse: true })).toMatchObject({
      state: open,
      hoverTimer: 'cancel',
    });
    expect(step(closed, { type: 'pointerEnter', mouse: true }, click)).toMatchObject({
      state: closed,
      hoverTimer: 'cancel',
    });
    expect(step(closed, { type: 'pointerEnter', mouse: false })).toMatchObject({
      state: closed,
      hoverTimer: null,
    });
  });

  it('closes a delay after the mouse leaves an open hover list, then closes', () => {
    expect(step(open, { type: 'pointerLeave', mouse: true }).hoverTimer).toBe('start');
    expect(step(open, { type: 'pointerLeave', mouse: false }).hoverTimer).toBeNull();
    expect(step(closed, { type: 'pointerLeave', mouse: true }).hoverTimer).toBeNull();
    expect(step(open, { type: 'pointerLeave', mouse: true }, click).hoverTimer).toBeNull();
    expect(step({ ...open, focusFirst: true }, { type: 'hoverCloseDue' })).toMatchObject({
      state: closed,
      hoverTimer: 'cancel',
      focusTrigger: null,
    });
  });

  it('closes on a press outside and on focus leaving an open list', () => {
    expect(step(open, { type: 'pointerDownOutside' }).state).toEqual(closed);
    expect(step(open, { type: 'focusLeft' })).toMatchObject({
      state: closed,
      hoverTimer: 'cancel',
    });
    expect(step(closed, { type: 'focusLeft' })).toMatchObject({ state: closed, hoverTimer: null });
  });

  it('Esc closes an open list back to the trigger and stops there', () => {
    expect(key(open, 'Escape', 1)).toMatchObject({
      state: closed,
      stopped: true,
      handled: false,
      focusTrigger: 'now',
      hoverTimer: 'cancel',
    });
    expect(key(closed, 'Escape', 'trigger')).toMatchObject({
      state: closed,
      stopped: false,
      focusTrigger: null,
    });
  });

  it('ArrowDown on the trigger opens on the first entry; ArrowUp there does nothing', () => {
    expect(key(closed, 'ArrowDown', 'trigger')).toMatchObject({
      state: { ...open, focusFirst: true },
      handled: true,
      hoverTimer: 'cancel',
    });
    expect(key(closed, 'ArrowUp', 'trigger')).toMatchObject({ state: closed, handled: false });
    expect(key(open, 'Enter', 'trigger')).toMatchObject({ state: open, handled: false });
  });

  it('Up and Down move through the entries, wrapping; elsewhere they are left alone', () => {
    expect(key(open, 'ArrowDown', 1)).toMatchObject({ state: open, handled: true, focusItem: 2 });
    expect(key(open, 'ArrowDown', 3).focusItem).toBe(0);
    expect(key(open, 'ArrowUp', 0).focusItem).toBe(3);
    expect(key(open, 'ArrowUp', -1)).toMatchObject({ handled: false, focusItem: null });
  });

  it('a press toggles the list; a mouse click keeps a hover list open', () => {
    const press = (state: CountrySelectorState, pointerType: string, context = click) =>
      step(state, { type: 'triggerPress', pointerType }, context);
    expect(press(closed, 'mouse')).toMatchObject({ state: open, hoverTimer: 'cancel' });
    expect(press(open, 'mouse')).toMatchObject({ state: closed, hoverTimer: 'cancel' });
    expect(press(open, 'mouse', hover).state).toEqual(open);
    expect(press(open, 'touch', hover).state).toEqual(closed);
    expect(press(closed, 'touch', hover).state).toEqual(open);
    expect(press(closed, 'keyboard').state).toEqual({ ...open, focusFirst: true });
  });

  it('forgets the keyboard opening once the first entry has focus', () => {
    expect(step({ ...open, focusFirst: true }, { type: 'firstEntryFocused' }).state).toEqual(open);
  });

  it('a choice closes the list; "more" opens the dialog, whose closing returns focus', () => {
    expect(step(open, { type: 'countryChosen' }).state).toEqual(closed);
    const more = step(open, { type: 'moreChosen' });
    expect(more).toMatchObject({
      state: { ...closed, isMoreOpen: true },
      hoverTimer: 'cancel',
      focusTrigger: null,
    });
    expect(step(more.state, { type: 'moreOpenChange', isOpen: false })).toMatchObject({
      state: closed,
      focusTrigger: 'nextFrame',
    });
    expect(step(closed, { type: 'moreOpenChange', isOpen: true })).toMatchObject({
      state: { ...closed, isMoreOpen: true },
      focusTrigger: null,
    });
    expect(step(more.state, { type: 'dialogCountryChosen' })).toMatchObject({
      state: closed,
      focusTrigger: null,
    });
  });
});

describe('isPlainClick', () => {
  const plain = { button: 0, metaKey: false, ctrlKey: false, shiftKey: false, altKey: false };

  it('is the main button without a modifier', () => {
    expect(isPlainClick(plain)).toBe(true);
    expect(isPlainClick({ ...plain, button: 1 })).toBe(false);
    expect(isPlainClick({ ...plain, metaKey: true })).toBe(false);
    expect(isPlainClick({ ...plain, ctrlKey: true })).toBe(false);
    expect(isPlainClick({ ...plain, shiftKey: true })).toBe(false);
    expect(isPlainClick({ ...plain, altKey: true })).toBe(false);
  });
});
