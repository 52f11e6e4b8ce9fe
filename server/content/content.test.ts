import * as v from 'valibot';
import { describe, expect, test } from 'vitest';
import {
  countryRegionSchema,
  countrySchema,
  menuCategorySchema,
  pageMetadataSchema,
  phoneInfoSchema,
  searchSuggestionSchema,
} from '../../src/platform/api/contract';
import { brandCountries, brandNames, menuCategories } from '../../src/platform/fixtures';
import { resolveLocale } from '../../src/platform/i18n/rules';
import { RENTAL_RISK_CATEGORIES } from '../../src/shell/affiliate';
import { CANADA_HUB_EXPERIMENTS, isExtendedNavigation } from '../../src/shell/navigation';
import {
  POLICY_TYPE_BY_KIND,
  type PolicyKind,
  policyKinds,
  policyUrl,
  policyUrlForKind,
} from '../../src/shell/policies';
import { brandIds } from '../../tokens/types';
import { siteContent } from '.';
import { policyDocument, policyLocales } from './policies';

const knownCodes = new Set([
  ...menuCategories.map((c) => c.code),
  ...RENTAL_RISK_CATEGORIES,
  ...Object.keys(CANADA_HUB_EXPERIMENTS),
]);

/** English words that must not show up in French, German or Spanish document names. */
const englishWords =
  /\b(agreement|lease|will|notice|contract|business|family|sales|loans|estate|personal|sign|power|letter)\b/i;

const contentOf = brandIds.map((brand) => [brand, siteContent(brand)] as const);

/** A country's own language, as its pages ask for it. */
const localeIn = (countryCode: string) => resolveLocale({ countryCode });

describe('site content', () => {
  test.each(contentOf)('%s validates against the contract schemas', (brand, content) => {
    expect(() => v.parse(v.array(countrySchema), content.countries)).not.toThrow();
    expect(() => v.parse(v.array(phoneInfoSchema), content.phoneInfo)).not.toThrow();
    for (const regions of Object.values(content.regions)) {
      expect(() => v.parse(v.array(countryRegionSchema), regions)).not.toThrow();
    }
    for (const country of brandCountries[brand]) {
      expect(() =>
        v.parse(v.array(menuCategorySchema), content.menuCategoriesFor(country, localeIn(country))),
      ).not.toThrow();
      expect(() =>
        v.parse(v.array(searchSuggestionSchema), content.contractsFor(country, localeIn(country))),
      ).not.toThrow();
    }
    expect(() => v.parse(v.array(menuCategorySchema), content.menuCategories)).not.toThrow();
    expect(() => v.parse(v.array(searchSuggestionSchema), content.contracts)).not.toThrow();
  });

  test.each(contentOf)(
    '%s serves exactly its own countries, each with a phone line',
    (brand, content) => {
      const served = [...brandCountries[brand]].sort();
      expect(content.countries.map((c) => c.countryCode).sort()).toEqual(served);
      expect(content.phoneInfo.map((p) => p.countryCode).sort()).toEqual(served);
      for (const phone of content.phoneInfo)
        expect(phone.phoneNumber.replace(/\D/g, '')).toContain('555');
    },
  );

  test.each(contentOf)(
    '%s menus use known category codes and every country has ≥12 contracts',
    (brand, content) => {
      for (const country of brandCountries[brand]) {
        const menu = content.menuCategoriesFor(country, localeIn(country));
        for (const category of menu) {
          expect(knownCodes, category.code).toContain(category.code);
          expect(category.items.length).toBeGreaterThan(0);
        }
        expect(new Set(menu.map((c) => c.code)).size).toBe(menu.length);
        const contracts = content.contractsFor(country, localeIn(country));
        expect(contracts.length).toBeGreaterThanOrEqual(12);
        expect(contracts.some((c) => c.isFeatured)).toBe(true);
        expect(contracts.some((c) => !c.isFeatured)).toBe(true);
        expect(new Set(contracts.map((c) => c.url)).size).toBe(contracts.length);
        // Every contract is reachable from the menu too.
        const menuUrls = menu.flatMap((c) => c.items.map((i) => i.url));
        for (const contract of contracts) expect(menuUrls).toContain(contract.url);
      }
    },
  );

  test('the main brand has extended navigation; Canada gets the three hubs', () => {
    const main = siteContent('main');
    expect(isExtendedNavigation(main.menuCategories.length)).toBe(true);
    const canada = main.menuCategoriesFor('CA', 'en-CA').map((c) => c.code);
    expect(canada).toEqual(expect.arrayContaining(['SALES', 'BUSPLAN', 'GUARDIAN']));
    expect(isExtendedNavigation(canada.length)).toBe(true);
    expect(main.menuCategories.map((c) => c.code)).not.toContain('BUSPLAN');
  });

  test('fr-legal menus and contracts are French', () => {
    const fr = siteContent('fr-legal');
    const names = [
      ...fr.menuCategories.flatMap((c) => [c.name, ...c.items.map((i) => i.name)]),
      ...fr.contracts.map((c) => c.name),
    ];
    for (const name of names) expect(name).not.toMatch(englishWords);
    expect(fr.contracts.map((c) => c.name)).toContain("Bail d'habitation vide");
    expect(fr.menuCategories.find((c) => c.code === 'REALESTATE')?.name).toBe('Immobilier');
    expect(fr.countries[0]?.name).toBe('France');
  });

  test('de-legal menus and contracts are German; countries have German names', () => {
    const de = siteContent('de-legal');
    const names = [
      ...de.menuCategories.flatMap((c) => [c.name, ...c.items.map((i) => i.name)]),
      ...de.contracts.map((c) => c.name),
    ];
    for (const name of names) expect(name).not.toMatch(englishWords);
    expect(de.contracts.map((c) => c.name)).toEqual(
      expect.arrayContaining(['Mietvertrag für Wohnraum', 'Vorsorgevollmacht']),
    );
    expect(de.countries.map((c) => c.name)).toEqual(['Deutschland', 'Österreich']);
    expect(de.regions.AT?.map((r) => r.name)).toContain('Wien');
  });

  test.each([
    ['main', 'Real Estate', 'Bail résidentiel', '/lease-agreement/'],
    ['legal-contracts', 'Property', 'Bail résidentiel', '/tenancy-agreement/'],
  ] as const)(
    '%s: a Canadian page in French (Quebec) gets the Canadian menu and contracts in French',
    (brand, englishCategory, frenchDocument, documentPath) => {
      const site = siteContent(brand);
      const english = site.menuCategoriesFor('CA', 'en-CA');
      const french = site.menuCategoriesFor('CA', 'fr-CA');
      const names = [
        ...french.flatMap((c) => [c.name, ...c.items.map((i) => i.name)]),
        ...site.contractsFor('CA', 'fr-CA').map((c) => c.name),
      ];
      for (const name of names) expect(name).not.toMatch(englishWords);
      expect(french.find((c) => c.code === 'REALESTATE')?.items[0]?.name).toBe(frenchDocument);
      // The same categories (the main brand's Canada hubs too) and the same document pages as in
      // English.
      const shape = (menu: typeof french) =>
        menu.map((c) => [c.code, c.url, c.items.map((i) => i.url)]);
      expect(shape(french)).toEqual(shape(english));
      expect(english.find((c) => c.code === 'REALESTATE')?.name).toBe(englishCategory);
      // A French page's metadata names its documents in French too.
      const host = brand === 'main' ? 'main.localhost' : 'contracts.localhost';
      const title = site.metadata(`http://${host}${documentPath}`, 'fr-CA').title;
      expect(title).toContain(frenchDocument);
    },
  );

  test('the main brand speaks Spanish in Spain and Mexico', () => {
    const main = siteContent('main');
    for (const country of ['ES', 'MX']) {
      const names = [
        ...main.menuCategoriesFor(country, localeIn(country)).map((c) => c.name),
        ...main.contractsFor(country, localeIn(country)).map((c) => c.name),
      ];
      for (const name of names) expect(name).not.toMatch(englishWords);
      expect(names).toContain('Contrato de arrendamiento');
    }
  });

  test('legal-contracts uses British wording', () => {
    const uk = siteContent('legal-contracts');
    const names = [
      ...uk.menuCategories.flatMap((c) => [c.name, ...c.items.map((i) => i.name)]),
      ...uk.contracts.map((c) => c.name),
    ].join('\n');
    expect(names).toMatch(/Tenancy Agreement/);
    expect(names).toMatch(/Lasting Power of Attorney/);
    expect(names).not.toMatch(/Real Estate|Eviction|Quitclaim|Operating Agreement/);
    expect(uk.regions.GB?.map((r) => r.name)).toContain('Scotland');
  });

  const pages: [brand: (typeof brandIds)[number], url: string, locale: string, title: string][] = [
    ['fr-legal', 'https://fr.localhost/my-account/', 'fr-FR', 'Mon compte | Actes Clairs'],
    ['de-legal', 'https://de.localhost/my-account/?tab=1', 'de-DE', 'Mein Konto | Vertragswerk'],
    ['main', 'https://main.localhost/my-account/subscriptions/', 'en-US', 'My Account | LegalKit'],
    ['fr-legal', 'https://fr.localhost/my-account/settings', 'fr-FR', 'Mon compte | Actes Clairs'],
    [
      'de-legal',
      'https://de.localhost/mietvertrag/',
      'de-AT',
      'Mietvertrag für Wohnraum | Vertragswerk',
    ],
    ['main', 'https://main.localhost/privacy/', 'en-US', 'Privacy Policy | LegalKit'],
    ['main', 'https://main.localhost/testamento/', 'es-MX', 'Testamento | LegalKit'],
    [
      'legal-contracts',
      'https://contracts.localhost/',
      'en-GB',
      'Legal Documents and Forms Online | ContractCraft',
    ],
    [
      'legal-contracts',
      'https://contracts.localhost/unknown-page/',
      'en-GB',
      'Legal Documents and Forms Online | ContractCraft',
    ],
  ];

  test.each(pages)('%s metadata for %s in %s', (brand, url, locale, title) => {
    const metadata = v.parse(pageMetadataSchema, siteContent(brand).metadata(url, locale));
    expect(metadata.htmlAttrs.lang).toBe(locale);
    expect(metadata.title).toBe(title);
    expect(metadata.link).toEqual([{ rel: 'canonical', href: url }]);
    const description = metadata.meta.find((m) => m.name === 'description')?.content ?? '';
    expect(description.length).toBeGreaterThan(20);
    expect(metadata.structuredData[0]).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'WebPage',
      url,
      inLanguage: locale,
    });
  });

  test('private pages are not indexed, public ones are', () => {
    const main = siteContent('main');
    const robots = (url: string) =>
      main.metadata(url, 'en-US').meta.find((m) => m.name === 'robots')?.content;
    expect(robots('https://main.localhost/my-account/')).toBe('noindex');
    expect(robots('https://main.localhost/SignIn/?page=signin')).toBe('noindex');
    expect(robots('https://main.localhost/last-will/')).toBeUndefined();
  });
});

/** The document name the shell's real `policyUrl` rule asks the server for. */
function requested(url: string): { brand: string; document: string } {
  const [, brand = '', file = ''] =
    /^\/common\/components\/website-policies\/([^/]+)\/([^/]+)\.html$/.exec(url) ?? [];
  return { brand: decodeURIComponent(brand), document: decodeURIComponent(file) };
}

function fetchPolicy(url: string): string | null {
  const { brand, document } = requested(url);
  return policyDocument(brand, document);
}

const urlOf = (result: ReturnType<typeof policyUrl>) => {
  if (!result.ok) throw new Error(`policy URL failed: ${result.part}`);
  return result.url;
};

const brandLocales = brandIds.flatMap((brand) =>
  policyLocales[brand].map((locale) => [brand, locale] as const),
);

/** Every document the shell can ask for: the §9 variant and the plain one. */
const allDocuments = brandLocales.flatMap(([brand, locale]) =>
  policyKinds.flatMap((kind) => {
    const withRegion = urlOf(policyUrlForKind(kind, brand, locale));
    const plain = urlOf(policyUrl({ brand, policyType: POLICY_TYPE_BY_KIND[kind], locale }));
    return [...new Set([withRegion, plain])].map((url) => ({ brand, locale, kind, url }));
  }),
);

const languageMarkers: Record<string, { must: RegExp; mustNot: RegExp }> = {
  en: { must: /\b(the|and|you)\b/, mustNot: /\b(vous|und|usted|los|les|der)\b/ },
  fr: { must: /\b(vous|les|des)\b/, mustNot: /\b(the|und|usted)\b/ },
  de: { must: /\b(Sie|und|der)\b/, mustNot: /\b(the|vous|usted)\b/ },
  es: { must: /\b(usted|los|las|su)\b/, mustNot: /\b(the|vous|und)\b/ },
};

describe('policy documents', () => {
  test('every brand publishes the expected locales', () => {
    expect(policyLocales.main).toHaveLength(12);
    expect(policyLocales['legal-contracts']).toEqual(['en_GB', 'en_US', 'en_CA', 'en_AU', 'fr_CA']);
    expect(policyLocales['fr-legal']).toEqual(['fr_FR']);
    expect(policyLocales['de-legal']).toEqual(['de_DE', 'de_AT']);
    // 20 brand-locales × 8 kinds, plus Quebec privacy and cookie variants for the 4 CA locales
    // and the California privacy variant for the 2 en_US locales.
    expect(allDocuments).toHaveLength(20 * 8 + 4 * 2 + 2);
  });

  test.each(brandLocales)(
    '%s %s: every policy kind, with regions, is real HTML',
    (brand, locale) => {
      const language = locale.slice(0, 2);
      const markers = languageMarkers[language];
      if (!markers) throw new Error(`no markers for ${language}`);
      for (const { url, kind } of allDocuments.filter(
        (d) => d.brand === brand && d.locale === locale,
      )) {
        const html = fetchPolicy(url);
        expect(html, url).toBeTruthy();
        if (!html) continue;
        const text = html.replace(/<[^>]+>/g, ' ');
        expect(text.length, url).toBeGreaterThan(400);
        expect(html, url).toMatch(/<h2>|<ul>/);
        expect(html, url).not.toMatch(/lorem|ipsum|\{\w+\}|undefined|null|\.\.\s/i);
        expect(html, url).not.toMatch(/<script|style=|\son\w+\s*=|<html|<body|javascript:/i);
        expect(text, url).toContain(brandNames[brand]);
        expect(text, url).toMatch(markers.must);
        expect(text, url).not.toMatch(markers.mustNot);
        expect(unbalancedTags(html), url).toEqual([]);
        expect(html, `${url} (${kind})`).not.toMatch(/&(?!amp;|lt;|gt;|quot;|#\d+;)/);
      }
    },
  );

  const regional: [url: string, present: RegExp][] = [
    ['/common/components/website-policies/main/privacy_policy_en_US_california.html', /CCPA\/CPRA/],
    [
      '/common/components/website-policies/legal-contracts/privacy_policy_en_US_california.html',
      /Global Privacy Control/,
    ],
    ['/common/components/website-policies/main/privacy_policy_en_CA_quebec.html', /Law 25/],
    ['/common/components/website-policies/main/privacy_policy_fr_CA_quebec.html', /Loi 25/],
    [
      '/common/components/website-policies/main/cookie_policy_fr_CA_quebec.html',
      /désactivée par défaut/,
    ],
    [
      '/common/components/website-policies/legal-contracts/cookie_policy_en_CA_quebec.html',
      /off by default/,
    ],
    ['/common/components/website-policies/main/privacy_policy_en_CA.html', /PIPEDA/],
    ['/common/components/website-policies/main/privacy_policy_en_GB.html', /UK GDPR/],
    [
      '/common/components/website-policies/main/privacy_policy_en_IE.html',
      /General Data Protection Regulation/,
    ],
    ['/common/components/website-policies/fr-legal/privacy_policy_fr_FR.html', /RGPD/],
    ['/common/components/website-policies/fr-legal/legal_notice_fr_FR.html', /LCEN/],
    ['/common/components/website-policies/de-legal/privacy_policy_de_DE.html', /BDSG/],
    [
      '/common/components/website-policies/de-legal/privacy_policy_de_AT.html',
      /Datenschutzgesetz \(DSG\)/,
    ],
    [
      '/common/components/website-policies/de-legal/legal_notice_de_DE.html',
      /§ 5 Digitale-Dienste-Gesetz/,
    ],
    ['/common/components/website-policies/de-legal/legal_notice_de_AT.html', /§ 25 Mediengesetz/],
    ['/common/components/website-policies/main/privacy_policy_es_ES.html', /AEPD/],
    ['/common/components/website-policies/main/privacy_policy_es_MX.html', /derechos ARCO/],
    [
      '/common/components/website-policies/main/ai_disclaimer_en_GB.html',
      /artificial intelligence/,
    ],
  ];

  test.each(regional)('%s has its regional paragraph', (url, present) => {
    expect(fetchPolicy(url)).toMatch(present);
  });

  test('regional paragraphs stay in their region', () => {
    expect(
      fetchPolicy('/common/components/website-policies/main/privacy_policy_en_US.html'),
    ).not.toMatch(/CCPA/);
    expect(
      fetchPolicy('/common/components/website-policies/main/privacy_policy_en_CA.html'),
    ).not.toMatch(/Law 25/);
    expect(
      fetchPolicy('/common/components/website-policies/de-legal/privacy_policy_de_DE.html'),
    ).not.toMatch(/\(DSG\)/);
    expect(
      fetchPolicy('/common/components/website-policies/de-legal/privacy_policy_de_AT.html'),
    ).not.toMatch(/BDSG/);
  });

  test('the trademark form and the plain brand name both appear (policy content variables)', () => {
    const html = fetchPolicy(urlOf(policyUrlForKind('TERMS', 'fr-legal', 'fr_FR'))) ?? '';
    expect(html).toContain('Actes Clairs®');
    expect(html.replaceAll('Actes Clairs®', '')).toContain('Actes Clairs');
  });

  test.each([
    ['unknown-brand', 'terms_of_use_en_US'],
    ['', 'terms_of_use_en_US'],
    ['main', 'refund_policy_en_US'],
    ['main', 'terms_of_use'],
    ['main', ''],
    ['main', 'privacy_policy_fr_FR'],
    ['main', 'terms_of_use_de_DE'],
    ['fr-legal', 'terms_of_use_en_US'],
    ['de-legal', 'privacy_policy_de_CH'],
    ['main', 'terms_of_use_en_US_california'],
    ['main', 'privacy_policy_en_GB_quebec'],
    ['main', 'cookie_policy_en_US_california'],
    ['main', 'privacy_policy_en_US_texas'],
    ['main', 'Privacy_Policy_en_US'],
    ['main', 'terms_of_use_en_US.html'],
    ['main', '../privacy_policy_en_US'],
  ])('%s / %s is not a document', (brand, document) => {
    expect(policyDocument(brand, document)).toBeNull();
  });

  test('every policy kind has a template that differs per kind', () => {
    const bodies = policyKinds.map((kind: PolicyKind) =>
      fetchPolicy(urlOf(policyUrlForKind(kind, 'de-legal', 'de_DE'))),
    );
    expect(new Set(bodies).size).toBe(policyKinds.length);
  });
});

/** Tags opened and not closed (or closed and not opened), in order; void tags ignored. */
function unbalancedTags(html: string): string[] {
  const stack: string[] = [];
  const problems: string[] = [];
  for (const [, closing, name = ''] of html.matchAll(/<(\/?)([a-z0-9]+)[^>]*>/gi)) {
    if (['br', 'hr', 'img', 'wbr'].includes(name)) continue;
    if (!closing) stack.push(name);
    else if (stack.pop() !== name) problems.push(`</${name}>`);
  }
  return [...problems, ...stack.map((name) => `<${name}>`)];
}
