import type { ApiClient } from '../../platform/api/client';
import type { PageMetadataRequest } from './rules';

/** GET the page's metadata (page-shell §7). Empty parts are left out of the query. */
export function fetchPageMetadata(client: ApiClient, request: PageMetadataRequest) {
  return client.call('pageMetadata', {
    query: {
      countryCode: request.countryCode,
      fullUrl: request.fullUrl,
      productCode: request.productCode ?? undefined,
      regionCode: request.regionCode ?? undefined,
      nameVariation: request.nameVariation ?? undefined,
    },
  });
}
