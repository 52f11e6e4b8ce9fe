import type { ApiClient } from '../../platform/api/client';

/** GET the member's subscriptions (account-dashboard §7). */
export function fetchSubscriptions(client: ApiClient, signal?: AbortSignal) {
  return client.call('subscriptions', { signal });
}

/** PUT reactivate a cancelled subscription. */
export function reactivateSubscription(client: ApiClient, subscriptionId: number) {
  return client.call('reactivateSubscription', { body: { subscriptionId } });
}
