import { atom } from 'jotai';
import { siteConfigAtom } from '../../platform/config/atoms';
import { apiClientAtom } from '../../platform/state/atoms';
import { fetchPageMetadata } from './api';
import { pageMetadataRequest } from './rules';

/** Options the page metadata request uses (page-shell §3, §7 use-metadata-options). */
export interface MetadataOptions {
  productCode?: string;
  nameVariation?: string;
}

export const metadataOptionsAtom = atom<MetadataOptions>({});

/**
 * The document title the app gives its current page (the dashboard's route titles), kept by
 * `PageMetadata` over the page metadata's title; `null` leaves the metadata's title.
 */
export const pageTitleAtom = atom<string | null>(null);

/**
 * Loads the metadata of the page at `fullUrl` for the site's country, with the region from its
 * `loc` and the host page's product code and name variation (page-shell §3, §7). Never throws:
 * a failure comes back as the client's result (and the client has logged it).
 */
export const loadPageMetadataAtom = atom(null, (get, _set, fullUrl: string) =>
  fetchPageMetadata(
    get(apiClientAtom),
    pageMetadataRequest({
      countryCode: get(siteConfigAtom).countryCode,
      fullUrl,
      ...get(metadataOptionsAtom),
    }),
  ),
);
