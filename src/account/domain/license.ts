/**
 * Whether a document license is active (account-dashboard §3, §4): the licenses list, the
 * overview and the cancellation screens count the same licenses. The clock is an argument.
 */
import { parseServerDate } from '../../platform/format/dates';
import type { LicenseLike } from '../model';

export type LicenseFields = Pick<LicenseLike, 'expiryDate'>;

/**
 * §3/§4 Active when there is no expiry date or the expiry is not yet past (an expiry equal to
 * `now` is still active). An expiry the server wrote but we cannot read counts as expired: we
 * would rather not promise access we cannot confirm.
 */
export function isLicenseActive(license: LicenseFields, now: Date): boolean {
  const text = license.expiryDate?.trim();
  if (!text) return true;
  const expiry = parseServerDate(text);
  return expiry !== null && expiry.getTime() >= now.getTime();
}
