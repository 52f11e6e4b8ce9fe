import type { ApiClient, ApiResult } from '../api/client';
import type { UserLicense } from '../api/contract';
import type { Cache } from '../storage/cache';
import { LICENSE_TTL_MS } from '../storage/cache';

/** Every user-licence cache key starts with this; sign-in and sign-out remove them all. */
export const LICENSE_CACHE_PREFIX = 'user_licenses';

export interface UserLicenseQuery {
  productCode?: string;
  countryCode?: string;
}

export function userLicensesCacheKey(query: UserLicenseQuery): string {
  return [LICENSE_CACHE_PREFIX, query.productCode, query.countryCode]
    .filter((part): part is string => Boolean(part))
    .map((part) => part.toLowerCase())
    .join('_');
}

function isLicenseList(value: unknown): value is UserLicense[] {
  return (
    Array.isArray(value) &&
    value.every(
      (item) =>
        typeof item === 'object' &&
        item !== null &&
        typeof (item as UserLicense).productCode === 'string' &&
        typeof (item as UserLicense).countryCode === 'string',
    )
  );
}

/**
 * The member's licences for a product (page-shell §7): from the 24-hour local cache when
 * present, else fetched and cached. A failure is returned, not cached.
 */
export async function loadUserLicenses(
  client: ApiClient,
  cache: Cache,
  query: UserLicenseQuery,
  signal?: AbortSignal,
): Promise<ApiResult<UserLicense[]>> {
  const key = userLicensesCacheKey(query);
  const cached = cache.get(key, isLicenseList);
  if (cached) return { ok: true, data: cached, status: 200 };
  const result = await client.call('userLicenses', { query, signal });
  if (!result.ok) return result;
  const licenses = result.data ?? [];
  cache.set(key, licenses, LICENSE_TTL_MS);
  return { ok: true, data: licenses, status: result.status };
}
