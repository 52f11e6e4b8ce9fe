/**
 * Cancelling a subscription: the call, its reload, and the decisions (funnel countries, reasons).
 * Light on purpose: the list imports it; the screens live in `../cancellation-flow` (a lazy chunk).
 */
export { cancelSubscriptionAtom } from './atoms';
export { cancelReasonsFor, cancelRequestFor, hasCancellationFunnel } from './rules';
