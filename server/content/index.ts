import type {
  Country,
  CountryRegion,
  MenuCategory,
  PageMetadata,
  PhoneInfo,
  SearchSuggestion,
} from '../../src/platform/api/contract';
import {
  brandCountries,
  countries,
  countryRegions,
  menuCategories,
  pageMetadata,
  phoneInfo,
  searchSuggestions,
} from '../../src/platform/fixtures';
import type { CountryCode } from '../../src/platform/site/markets';
import type { BrandId } from '../../tokens/types';

/** What one brand's site serves besides its configuration values. */
export interface SiteContent {
  countries: Country[];
  regions: Partial<Record<CountryCode, CountryRegion[]>>;
  phoneInfo: PhoneInfo[];
  menuCategories: MenuCategory[];
  contracts: SearchSuggestion[];
  metadata: (fullUrl: string, locale: string) => PageMetadata;
}

/** Site content by brand: the brand's own countries, menus and contracts. */
export function siteContent(brand: BrandId): SiteContent {
  const served = brandCountries[brand];
  return {
    countries: countries.filter((c) => served.includes(c.countryCode as CountryCode)),
    regions: countryRegions,
    phoneInfo: phoneInfo.filter((p) => served.includes(p.countryCode as CountryCode)),
    menuCategories,
    contracts: searchSuggestions,
    metadata: (fullUrl, locale) => ({
      ...pageMetadata,
      htmlAttrs: { lang: locale },
      link: [{ rel: 'canonical', href: fullUrl }],
    }),
  };
}
