/** Subscriptions: their resource and the decisions other account features and the server share. */
export { reactivateSubscriptionAtom, subscriptions } from './atoms';
export {
  billingFrequency,
  canAddAllAccessYearly,
  type DisplayKind,
  type DisplayKindFields,
  displayKind,
  type FrequencyFields,
  isActiveSubscription,
  isCancelledSubscription,
  isRenewing,
  type StateFields,
  subscriptionState,
  yearlyCounterpart,
} from './rules';
export { SubscriptionList, SubscriptionsPage } from './SubscriptionsPage';
export { billingKey, cardTypeName, displayKindKey, stateBadge } from './rules';
