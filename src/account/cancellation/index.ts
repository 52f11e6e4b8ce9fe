/**
 * Cancelling a subscription: the call, its reload, and the decisions (funnel countries, reasons,
 * what the member keeps, the gateway, the funnel dialogs, the calendar reminder).
 * Light on purpose: the list imports it; the screens live in `./screens` (a lazy chunk).
 */
export type { CancelInput } from './api';
export { cancelSubscriptionAtom } from './atoms';
export {
  type CancellationScreens,
  cancellationScreensModule,
  loadCancellationScreens,
} from './chunk';
export {
  type CancelFunnelDialog,
  type CancelReasonId,
  type CancelSummary,
  cancelEntryFor,
  cancelFunnelDialogFor,
  cancelReasonsFor,
  cancelRequestFor,
  cancelSummary,
  type GatewayChoice,
  gatewayChoice,
  icsDataUrl,
  type KeptLicense,
  REMINDER_DAYS_BEFORE_CHARGE,
  reminderDateFor,
  reminderIcs,
  type YearlyAlternative,
  yearlyAlternative,
} from './rules';
