/** Cancelling a subscription. */
export { cancelSubscriptionAtom } from './atoms';
