/**
 * Page metadata decisions (page-shell §2 "Query parameter loc", §3 Page metadata request, §5
 * Metadata region, §7 page-metadata call).
 */

/**
 * Page-shell §3/§5: the region is the `loc` value after its first two characters, upper-cased
 * (`usca` → `CA`). Null when `loc` is missing or has nothing after two characters.
 */
export function metadataRegionFromLoc(loc: string | null | undefined): string | null {
  const region = loc?.trim().slice(2).toUpperCase() ?? '';
  return region === '' ? null : region;
}

export interface PageMetadataRequest {
  countryCode: string;
  fullUrl: string;
  productCode: string | null;
  regionCode: string | null;
  nameVariation: string | null;
}

/**
 * Page-shell §3/§7: the page-metadata query. The region comes from `loc` in the page URL;
 * product code and name variation come from the use-metadata-options host message.
 */
export function pageMetadataRequest(input: {
  countryCode: string;
  fullUrl: string;
  productCode?: string | null;
  nameVariation?: string | null;
}): PageMetadataRequest {
  const loc = URL.canParse(input.fullUrl) ? new URL(input.fullUrl).searchParams.get('loc') : null;
  return {
    countryCode: input.countryCode,
    fullUrl: input.fullUrl,
    productCode: input.productCode?.trim() || null,
    regionCode: metadataRegionFromLoc(loc),
    nameVariation: input.nameVariation?.trim() || null,
  };
}
