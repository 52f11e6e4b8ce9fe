/**
 * Cancellation decisions (account-dashboard §5, §6): which cancel call a form submits, where the
 * cancellation funnel runs and which reasons are offered.
 */

/** §6 Countries with the cancellation funnel. */
export const CANCELLATION_FUNNEL_COUNTRIES: readonly string[] = ['US', 'CA', 'GB', 'AU'];

/** §6 Whether the cancellation funnel exists for a country. */
export function hasCancellationFunnel(country: string): boolean {
  return CANCELLATION_FUNNEL_COUNTRIES.includes(country.toUpperCase());
}

/** Reasons the cancel form offers, in order (ids match the `cancellation:reasons.*` keys). */
export const cancelReasonIds = [
  'finishedDocument',
  'tooExpensive',
  'notUsingEnough',
  'missingDocument',
  'technicalProblems',
  'switchingService',
  'somethingElse',
] as const;
export type CancelReasonId = (typeof cancelReasonIds)[number];

/** §6 The something-else option is hidden for FR. */
export function isSomethingElseReasonShown(country: string): boolean {
  return country.toUpperCase() !== 'FR';
}

/** §6 The reasons offered in a country. */
export function cancelReasonsFor(country: string): CancelReasonId[] {
  return cancelReasonIds.filter(
    (id) => id !== 'somethingElse' || isSomethingElseReasonShown(country),
  );
}

/** The call a cancel form makes. */
export type CancelRequest =
  | { call: 'cancel'; subscriptionId: number }
  | { call: 'cancel-with-reason'; subscriptionId: number; reason: string; freeText: string };

/**
 * §5 The free text is trimmed; when something remains, cancel-with-reason is used (with the
 * chosen reason, or an empty one), otherwise the plain cancel call — a reason picked without
 * any text still goes by the plain call, as the spec says.
 */
export function cancelRequestFor(input: {
  subscriptionId: number;
  reason?: string | null;
  freeText?: string | null;
}): CancelRequest {
  const freeText = input.freeText?.trim() ?? '';
  if (freeText === '') return { call: 'cancel', subscriptionId: input.subscriptionId };
  return {
    call: 'cancel-with-reason',
    subscriptionId: input.subscriptionId,
    reason: input.reason ?? '',
    freeText,
  };
}
