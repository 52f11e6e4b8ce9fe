import { describe, expect, it } from 'vitest';
import {
  type Country,
  countriesCriteria,
  countryDisplayName,
  countryNavigationTarget,
  dialogCountries,
  dropdownEntries,
  dropdownScrolls,
  dropdownTrigger,
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
