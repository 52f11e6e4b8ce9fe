/** Subscriptions: their resource and the decisions other account features and the server share. */
export { reactivateSubscriptionAtom, subscriptions } from './atoms';
export {
  billingFrequency,
  billingKey,
  canAddAllAccessYearly,
  cardTypeName,
  type DisplayKind,
  type DisplayKindFields,
  displayKind,
  displayKindKey,
  type FrequencyFields,
  isActiveSubscription,
  isCancelledSubscription,
  isRenewing,
  type StateFields,
  stateBadge,
  subscriptionState,
  yearlyCounterpart,
} from './rules';
export { loadReactivateDialog, SubscriptionList, SubscriptionsPage } from './SubscriptionsPage';
