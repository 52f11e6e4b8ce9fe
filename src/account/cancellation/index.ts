/** Cancelling a subscription. */
export { cancelSubscriptionAtom } from './atoms';
export { CancelLandingPage } from './CancelLandingPage';
export { CancellationGatewayPage } from './CancellationGatewayPage';
export { CancellationReminderPage } from './CancellationReminderPage';
export { CancelPage } from './CancelPage';
export { CancelReminderPage } from './CancelReminderPage';
export { CancelSuccessPage } from './CancelSuccessPage';
