import type { ApiClient } from '../../platform/api/client';

/** GET the upgrade paths of the member's subscriptions (account-dashboard §7). */
export function fetchUpgradePaths(client: ApiClient, signal?: AbortSignal) {
  return client.call('upgradePaths', { signal });
}
