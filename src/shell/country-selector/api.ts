import type { ApiClient } from '../../platform/api/client';

export interface CountriesQuery {
  host?: string;
  url?: string;
  productCode?: string;
  criteria?: string;
}

/** GET the country list (page-shell §7; also the location refresh by product code). */
export function fetchCountries(client: ApiClient, query: CountriesQuery) {
  return client.call('countries', { query });
}

/** GET the regions of a country. */
export function fetchCountryRegions(client: ApiClient, countryCode: string) {
  return client.call('countryRegions', { query: { countryCode } });
}
