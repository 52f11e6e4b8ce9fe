import { atom } from 'jotai';
import type { Country, CountryRegion } from '../../platform/api/contract';
import { siteConfigAtom } from '../../platform/config/atoms';
import { apiClientAtom } from '../../platform/state/atoms';

/** Location state (page-shell §3 Location). */
export interface Location {
  currentCountry: { countryCode: string } | null;
  countries: Country[];
  currentRegion: { regionCode: string } | null;
  currentCountryRegions: CountryRegion[];
}

export const locationAtom = atom<Location>({
  currentCountry: null,
  countries: [],
  currentRegion: null,
  currentCountryRegions: [],
});

/**
 * Where the country list stands, for the selector's loading and failure states (page-shell §8
 * "Failure to fetch a country list: not shown" — we say so in the dropdown and offer a retry).
 */
export type LocationStatus = 'idle' | 'loading' | 'loaded' | 'failed';

export const locationStatusAtom = atom<LocationStatus>('idle');

const lastLocationRefreshAtom = atom<LocationRefresh>({});

export interface LocationRefresh {
  productCode?: string;
  /** Countries criteria (query ldcn or the name variation, page-shell §2). */
  criteria?: string;
  /** The region from the page address (query loc), if any. */
  regionCode?: string;
}

/**
 * Reloads the country list and the current country's regions, both at once (page-shell §7
 * refresh-location-state). The spec does not show the product-code refresh's path: it is the
 * countries call with `productCode`. A failed call keeps what was there.
 */
export const refreshLocationAtom = atom(null, async (get, set, refresh: LocationRefresh = {}) => {
  set(lastLocationRefreshAtom, refresh);
  const client = get(apiClientAtom);
  const { host, countryCode } = get(siteConfigAtom);
  const url = typeof location === 'undefined' ? undefined : location.href;
  set(locationStatusAtom, 'loading');
  const [countriesResult, regionsResult] = await Promise.all([
    client.call('countries', {
      query: { host, url, productCode: refresh.productCode, criteria: refresh.criteria },
    }),
    client.call('countryRegions', { query: { countryCode } }),
  ]);
  set(locationAtom, (current) => ({
    currentCountry: { countryCode },
    countries: countriesResult.ok ? countriesResult.data : current.countries,
    currentRegion: refresh.regionCode ? { regionCode: refresh.regionCode } : current.currentRegion,
    currentCountryRegions: regionsResult.ok ? regionsResult.data : current.currentCountryRegions,
  }));
  set(locationStatusAtom, countriesResult.ok ? 'loaded' : 'failed');
});

/** Loads the location again with the last refresh's product code, criteria and region. */
export const retryLocationAtom = atom(null, (get, set) =>
  set(refreshLocationAtom, get(lastLocationRefreshAtom)),
);

/** The country the page is for: the location's, else the site configuration's. */
export const currentCountryCodeAtom = atom(
  (get) => get(locationAtom).currentCountry?.countryCode ?? get(siteConfigAtom).countryCode,
);
