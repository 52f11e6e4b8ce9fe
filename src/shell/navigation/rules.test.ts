import { describe, expect, it } from 'vitest';
import { findAffiliate } from '../affiliate';
import {
  applyCanadaHubExperiment,
  dropdownTypeFor,
  filterCategoriesForAffiliate,
  isExtendedNavigation,
  isNavigationVisible,
  linkWithoutStrategyWarning,
  type MenuCategory,
  navigationMenus,
  navigationStrategyFor,
  newTabAttributes,
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

describe('dropdown types (page-shell §2)', () => {
  it('expands on hover below 7 categories and on click from 7', () => {
    expect(dropdownTypeFor(0)).toBe('hover');
    expect(dropdownTypeFor(6)).toBe('hover');
    expect(dropdownTypeFor(7)).toBe('click');
  });
});

describe('navigationStrategyFor (page-shell §2)', () => {
  it('loads site paths and same-host addresses as pages', () => {
    expect(navigationStrategyFor('/last-will/')).toBe('page');
    expect(navigationStrategyFor('  /a  ')).toBe('page');
    expect(navigationStrategyFor('https://Main.localhost/x/', 'main.localhost')).toBe('page');
  });

  it('opens other sites in a new tab', () => {
    expect(navigationStrategyFor('https://partner.example/x')).toBe('newTab');
    expect(navigationStrategyFor('http://partner.example', 'main.localhost')).toBe('newTab');
  });

  it('has none for anything else', () => {
    for (const value of [
      '',
      '   ',
      '#',
      'javascript:void(0)',
      'mailto:a@b.c',
      'last-will/',
      '//cdn.example/x',
      'https://',
      null,
      undefined,
    ]) {
      expect(navigationStrategyFor(value)).toBeNull();
    }
  });
});

describe('navigationMenus (page-shell §2 menu item types)', () => {
  it('turns categories with items into dropdowns of links, with the category page', () => {
    const { menus, withoutStrategy } = navigationMenus([category('ESTATE', ['/will/', '/poa/'])]);
    expect(withoutStrategy).toEqual([]);
    expect(menus).toEqual([
      {
        kind: 'dropdown',
        code: 'ESTATE',
        title: 'ESTATE',
        link: {
          type: 'link',
          id: 'ESTATE:page',
          title: 'ESTATE',
          value: '/estate/',
          strategy: 'page',
        },
        items: [
          { type: 'link', id: 'ESTATE:0', title: '/will/', value: '/will/', strategy: 'page' },
          { type: 'link', id: 'ESTATE:1', title: '/poa/', value: '/poa/', strategy: 'page' },
        ],
      },
    ]);
  });

  it('makes a category without items a plain link, and drops one with nothing usable', () => {
    const empty = { ...category('NOTARY', []), url: '' };
    const { menus } = navigationMenus([category('SIGN', []), empty]);
    expect(menus).toEqual([
      {
        kind: 'link',
        code: 'SIGN',
        title: 'SIGN',
        link: { type: 'link', id: 'SIGN:page', title: 'SIGN', value: '/sign/', strategy: 'page' },
      },
    ]);
  });

  it("appends the host's button, custom and link entries after the category's own", () => {
    const { menus } = navigationMenus([category('AIAID', ['/ai/'])], {
      extraItems: {
        AIAID: [
          { type: 'button', id: 'chat', title: 'Ask', value: 'openChat' },
          { type: 'custom', id: 'promo', title: 'New', value: 'promo' },
          { type: 'link', id: 'lib', title: 'Library', value: 'https://law.example/' },
        ],
        OTHER: [{ type: 'button', id: 'x', title: 'x', value: 'x' }],
      },
    });
    const [menu] = menus;
    expect(menu?.kind === 'dropdown' && menu.items.map((item) => [item.type, item.id])).toEqual([
      ['link', 'AIAID:0'],
      ['button', 'chat'],
      ['custom', 'promo'],
      ['link', 'lib'],
    ]);
    expect(menu?.kind === 'dropdown' && menu.items[3]).toMatchObject({ strategy: 'newTab' });
  });

  it('leaves out links without a strategy and reports their title and value', () => {
    const broken = category('FAMILY', ['/prenup/', 'javascript:alert(1)']);
    const { menus, withoutStrategy } = navigationMenus([broken], {
      extraItems: {
        FAMILY: [{ type: 'link', id: 'x', title: 'Forced', value: '/x/', strategy: null }],
      },
    });
    expect(withoutStrategy).toEqual([
      { title: 'javascript:alert(1)', value: 'javascript:alert(1)' },
      { title: 'Forced', value: '/x/' },
    ]);
    expect(menus[0]?.kind === 'dropdown' && menus[0].items.map((item) => item.value)).toEqual([
      '/prenup/',
    ]);
    expect(linkWithoutStrategyWarning({ title: 'Prenup', value: '#' })).toBe(
      'Navigation link "Prenup" has no navigation strategy (value: "#"); it is not shown.',
    );
  });

  it('honours an explicit strategy over the derived one', () => {
    const { menus } = navigationMenus([category('BUS', [])], {
      extraItems: {
        BUS: [{ type: 'link', id: 'ext', title: 'Ext', value: '/same/', strategy: 'newTab' }],
      },
    });
    expect(menus[0]?.kind === 'dropdown' && menus[0].items[0]).toMatchObject({
      strategy: 'newTab',
    });
  });

  it('opens another site in a new tab, without handing it this page', () => {
    const link = { type: 'link', id: 'l', title: 'L', value: '/l/' } as const;
    expect(newTabAttributes({ ...link, strategy: 'newTab' })).toEqual({
      target: '_blank',
      rel: 'noopener noreferrer',
    });
    expect(newTabAttributes({ ...link, strategy: 'page' })).toEqual({});
  });
});
