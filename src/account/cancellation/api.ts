import type { ApiClient } from '../../platform/api/client';
import { cancelRequestFor } from './rules';

/** What a cancel form submits. */
export interface CancelInput {
  subscriptionId: number;
  /** The chosen reason id, if any. */
  reason?: string | null;
  /** The member's own words. */
  freeText?: string | null;
}

/** Cancels a subscription by the call `cancelRequestFor` picks (account-dashboard §5). */
export function cancelSubscription(client: ApiClient, input: CancelInput) {
  const request = cancelRequestFor(input);
  if (request.call === 'cancel-with-reason') {
    const { call: _call, ...body } = request;
    return client.call('cancelSubscriptionWithReason', { body });
  }
  return client.call('cancelSubscription', { body: request.subscriptionId });
}
