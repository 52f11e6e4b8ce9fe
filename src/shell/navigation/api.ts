import type { ApiClient } from '../../platform/api/client';

export interface MenuCategoriesQuery {
  host?: string;
  regionCode?: string;
  brand?: string;
  countryCode: string;
  productCode?: string;
}

/** GET the product menu categories (page-shell §7; 2 retries in the contract). */
export function fetchMenuCategories(client: ApiClient, query: MenuCategoriesQuery) {
  return client.call('menuCategories', { query });
}
