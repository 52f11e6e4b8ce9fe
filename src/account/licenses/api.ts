import type { ApiClient } from '../../platform/api/client';

/** GET the member's document licenses (account-dashboard §7). */
export function fetchLicenses(client: ApiClient, signal?: AbortSignal) {
  return client.call('licenses', { signal });
}
