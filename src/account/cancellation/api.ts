import type { ApiClient } from '../../platform/api/client';

export interface CancelRequest {
  subscriptionId: number;
  /** The chosen reason code, if any. */
  reason?: string;
  /** The member's own words. */
  freeText?: string;
}

/**
 * Cancels a subscription: with a reason when the trimmed free text is non-empty, else the
 * plain call (account-dashboard §5).
 */
export function cancelSubscription(client: ApiClient, request: CancelRequest) {
  const freeText = request.freeText?.trim() ?? '';
  if (freeText) {
    return client.call('cancelSubscriptionWithReason', {
      body: { subscriptionId: request.subscriptionId, reason: request.reason ?? '', freeText },
    });
  }
  return client.call('cancelSubscription', { body: request.subscriptionId });
}
