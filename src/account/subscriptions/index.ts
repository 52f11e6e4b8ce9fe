/** Subscriptions: their resource and the decisions other account features and the server share. */
export { reactivateSubscriptionAtom, subscriptions } from './atoms';
export { cardTypeName } from './rules';
export { loadReactivateDialog, SubscriptionList, SubscriptionsPage } from './SubscriptionsPage';
