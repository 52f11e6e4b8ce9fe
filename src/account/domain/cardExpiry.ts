/**
 * A card's expiry (account-dashboard §5): the payment-method forms check it, the overview warns
 * about it and the server refuses an expired card. The clock is an argument.
 */
import { instantToWallTime } from '../../platform/format/dates';

/** A value is present when it is not null, undefined or blank; present values are trimmed. */
export function presentText(value: number | string | null | undefined): string | null {
  if (value === null || value === undefined) return null;
  const trimmed = String(value).trim();
  return trimmed === '' ? null : trimmed;
}

export type ExpiryStatus = 'empty' | 'invalid' | 'expired' | 'valid';

/** How far ahead an expiry year may be (card-validator's rule). */
const MAX_YEARS_AHEAD = 19;

/**
 * §5 Checks an expiry month and year (2 or 4 digits). A card is good through the last day of its
 * expiry month, so only a month before the current one is `expired`; "current" is the month in
 * the server's zone at `now`, like every other date the dashboard compares.
 */
export function checkExpiry(
  month: number | string | null | undefined,
  year: number | string | null | undefined,
  now: Date,
): ExpiryStatus {
  const m = presentText(month);
  const y = presentText(year);
  if (!m || !y) return 'empty';
  if (!/^\d{1,2}$/.test(m) || !/^(\d{2}|\d{4})$/.test(y)) return 'invalid';
  const monthNumber = Number(m);
  const yearNumber = y.length === 2 ? 2000 + Number(y) : Number(y);
  if (monthNumber < 1 || monthNumber > 12) return 'invalid';
  const today = instantToWallTime(now);
  if (yearNumber > today.year + MAX_YEARS_AHEAD) return 'invalid';
  const expiry = yearNumber * 12 + monthNumber;
  const current = today.year * 12 + today.month;
  return expiry < current ? 'expired' : 'valid';
}
