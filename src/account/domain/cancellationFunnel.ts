/**
 * Where the cancellation funnel runs (account-dashboard §6): the cards link to it, the
 * cancellation screens pick their calls by it.
 */

/** §6 Countries with the cancellation funnel. */
export const CANCELLATION_FUNNEL_COUNTRIES: readonly string[] = ['US', 'CA', 'GB', 'AU'];

/** §6 Whether the cancellation funnel exists for a country. */
export function hasCancellationFunnel(country: string): boolean {
  return CANCELLATION_FUNNEL_COUNTRIES.includes(country.toUpperCase());
}
