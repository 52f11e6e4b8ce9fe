/** The cancellation screens: loaded on demand by the route table (their own chunk). */

// The subscriptions feature first: licenses → subscriptions → overview → licenses is a cycle
// among other features, which only evaluates in this order (entered through licenses, the
// overview atoms read `licenses` before it exists).
import '../subscriptions';

export { CancelLandingPage } from './CancelLandingPage';
export { CancellationGatewayPage } from './CancellationGatewayPage';
export { CancellationReminderPage } from './CancellationReminderPage';
export { CancelPage } from './CancelPage';
export { CancelReminderPage } from './CancelReminderPage';
export { CancelSuccessPage } from './CancelSuccessPage';
