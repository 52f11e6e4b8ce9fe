import type {
  Country,
  CountryRegion,
  MenuCategory,
  PageMetadata,
  PhoneInfo,
  SearchSuggestion,
} from '../../src/platform/api/contract';
import { brandCountries } from '../../src/platform/fixtures';
import {
  type Catalogue,
  catalogueFor,
  contractsOf,
  mainCatalogue,
  mainSpanishCatalogue,
  menuOf,
} from '../../src/platform/fixtures/catalogue';
import type { CountryCode } from '../../src/platform/site/markets';
import type { BrandId } from '../../tokens/types';
import { countriesByBrand, phoneInfoByBrand, regionsByBrand } from './locations';
import { pageMetadataFor } from './metadata';

/** What one brand's site serves besides its configuration values. */
export interface SiteContent {
  countries: Country[];
  regions: Partial<Record<CountryCode, CountryRegion[]>>;
  phoneInfo: PhoneInfo[];
  /** The menu of the brand's home country. */
  menuCategories: MenuCategory[];
  /**
   * The menu in one of the brand's countries (Canadian hubs in CA, Spanish in ES and MX), in the
   * page's language where the country has two (French in Canada).
   */
  menuCategoriesFor: (countryCode: string, locale: string) => MenuCategory[];
  /** The contract list of the brand's home country. */
  contracts: SearchSuggestion[];
  /** The contract list in one of the brand's countries, in the page's language as the menu. */
  contractsFor: (countryCode: string, locale: string) => SearchSuggestion[];
  metadata: (fullUrl: string, locale: string) => PageMetadata;
}

/** The catalogue whose language matches a page's locale, so document titles match the page. */
function catalogueForLocale(brand: BrandId, locale: string): Catalogue {
  // Canada's catalogues, in English or in Quebec's French (each brand that serves Canada).
  if (locale === 'en-CA' || locale === 'fr-CA') return catalogueFor(brand, 'CA', locale);
  if (brand !== 'main') return catalogueFor(brand, brandCountries[brand][0] ?? '');
  return locale.startsWith('es') ? mainSpanishCatalogue : mainCatalogue;
}

/** Site content by brand: the brand's own countries, menus, contracts and page metadata. */
export function siteContent(brand: BrandId): SiteContent {
  const home = brandCountries[brand][0] ?? 'US';
  return {
    countries: countriesByBrand[brand],
    regions: regionsByBrand[brand],
    phoneInfo: phoneInfoByBrand[brand],
    menuCategories: menuOf(catalogueFor(brand, home)),
    menuCategoriesFor: (countryCode, locale) => menuOf(catalogueFor(brand, countryCode, locale)),
    contracts: contractsOf(catalogueFor(brand, home)),
    contractsFor: (countryCode, locale) => contractsOf(catalogueFor(brand, countryCode, locale)),
    metadata: (fullUrl, locale) =>
      pageMetadataFor(brand, contractsOf(catalogueForLocale(brand, locale)), fullUrl, locale),
  };
}
