import { describe, expect, it } from 'vitest';
import { findAffiliate } from '../affiliate';
import {
  applyCanadaHubExperiment,
  filterCategoriesForAffiliate,
  isExtendedNavigation,
  isNavigationVisible,
  type MenuCategory,
  showMobileMenuCategories,
  totalContracts,
} from './rules';

const category = (code: string, urls: string[] = [`/${code.toLowerCase()}/a/`]): MenuCategory => ({
  code,
  name: code,
  url: `/${code.toLowerCase()}/`,
  items: urls.map((url) => ({ name: url, url })),
});
const codes = (list: readonly MenuCategory[]) => list.map((c) => c.code);
const all = [
  'RE',
  'SALES',
  'BUS',
  'FAMILY',
  'MISC',
  'NOTARY',
  'SIGN',
  'AIAID',
  'ESTATE',
  'EMP',
].map((code) => category(code));

describe('navigation visibility (page-shell §2)', () => {
  it('is extended at 7 or more categories', () => {
    expect(isExtendedNavigation(6)).toBe(false);
    expect(isExtendedNavigation(7)).toBe(true);
    expect(isExtendedNavigation(12)).toBe(true);
  });

  it('shows only for the normal banner when showNavigation is not false', () => {
    expect(isNavigationVisible('normal', undefined)).toBe(true);
    expect(isNavigationVisible('normal', true)).toBe(true);
    expect(isNavigationVisible('normal', false)).toBe(false);
    expect(isNavigationVisible('simple', true)).toBe(false);
    expect(isNavigationVisible('selection', undefined)).toBe(false);
  });
});

describe('filterCategoriesForAffiliate (page-shell §3)', () => {
  it('keeps everything without an affiliate', () => {
    expect(codes(filterCategoriesForAffiliate(all, null))).toEqual(codes(all));
  });

  it('shows the rental-risk partner its eight categories only', () => {
    expect(codes(filterCategoriesForAffiliate(all, findAffiliate('rentshield')))).toEqual([
      'SALES',
      'BUS',
      'FAMILY',
      'MISC',
      'NOTARY',
      'SIGN',
      'AIAID',
      'ESTATE',
    ]);
  });

  it('shows most partners notary, sign and AI assistant only', () => {
    expect(codes(filterCategoriesForAffiliate(all, findAffiliate('brightledger')))).toEqual([
      'NOTARY',
      'SIGN',
      'AIAID',
    ]);
  });

  it('hides configured items and drops emptied categories', () => {
    const list = [
      category('ESTATE', ['/estate-planning/last-will/', '/estate-planning/poa/']),
      category('WILL', ['/estate-planning/last-will/']),
    ];
    const result = filterCategoriesForAffiliate(list, findAffiliate('mosaicbenefits'));
    expect(codes(result)).toEqual(['ESTATE']);
    expect(result[0]?.items.map((item) => item.url)).toEqual(['/estate-planning/poa/']);
  });
});

describe('applyCanadaHubExperiment (page-shell §4)', () => {
  const list = ['RE', 'SALES', 'BUSPLAN', 'GUARDIAN'].map((code) => category(code));

  it('hides the three hubs in CA without their experiment or with variation C', () => {
    expect(codes(applyCanadaHubExperiment(list, 'CA', {}))).toEqual(['RE']);
    expect(
      codes(
        applyCanadaHubExperiment(list, 'CA', {
          canadaHubSalesLoans: 'C',
          canadaHubBusinessPlanning: '',
          canadaHubParentGuardian: null,
        }),
      ),
    ).toEqual(['RE']);
  });

  it('shows each hub whose experiment variation is not C', () => {
    expect(
      codes(
        applyCanadaHubExperiment(list, 'CA', {
          canadaHubSalesLoans: 'N',
          canadaHubParentGuardian: 'N',
        }),
      ),
    ).toEqual(['RE', 'SALES', 'GUARDIAN']);
  });

  it('leaves other countries alone', () => {
    expect(codes(applyCanadaHubExperiment(list, 'US', {}))).toEqual(codes(list));
  });
});

describe('mobile menu categories (page-shell §2)', () => {
  it('shows categories only when more than one contract exists in total', () => {
    expect(totalContracts([])).toBe(0);
    expect(showMobileMenuCategories([])).toBe(false);
    expect(showMobileMenuCategories([category('A')])).toBe(false);
    expect(showMobileMenuCategories([category('A'), category('B')])).toBe(true);
    expect(showMobileMenuCategories([category('A', ['/1', '/2'])])).toBe(true);
    expect(showMobileMenuCategories([category('A'), category('B', [])])).toBe(false);
  });
});
