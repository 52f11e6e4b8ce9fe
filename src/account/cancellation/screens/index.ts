/** The cancellation screens: loaded on demand by the route table (their own chunk). */

export { CancelLandingPage, loadQuickCancelDialog, loadRetentionDialog } from './CancelLandingPage';
export { CancellationGatewayPage } from './CancellationGatewayPage';
export { CancellationReminderPage } from './CancellationReminderPage';
export { CancelPage } from './CancelPage';
export { CancelReminderPage } from './CancelReminderPage';
export { CancelSuccessPage } from './CancelSuccessPage';
