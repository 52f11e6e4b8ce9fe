import { describe, expect, it } from 'vitest';
import { accountLicenseLabel, isLicenseActive, type LabelSubscriptionFields } from './rules';

// 2026-06-15 12:00 in Edmonton (−06:00).
const now = new Date('2026-06-15T18:00:00Z');

describe('isLicenseActive (§3, §4)', () => {
  it('is active without an expiry date', () => {
    expect(isLicenseActive({}, now)).toBe(true);
    expect(isLicenseActive({ expiryDate: null }, now)).toBe(true);
    expect(isLicenseActive({ expiryDate: '  ' }, now)).toBe(true);
  });

  it('is active until the expiry instant (server time), inclusive', () => {
    expect(isLicenseActive({ expiryDate: '2026-06-15T12:00:00' }, now)).toBe(true);
    expect(isLicenseActive({ expiryDate: '2026-06-15T12:00:01' }, now)).toBe(true);
    expect(isLicenseActive({ expiryDate: '2026-06-15T11:59:59' }, now)).toBe(false);
    expect(isLicenseActive({ expiryDate: '2027-01-01' }, now)).toBe(true);
    expect(isLicenseActive({ expiryDate: '2020-01-01' }, now)).toBe(false);
  });

  it('reads the expiry in Mountain time, not UTC', () => {
    // 13:00 UTC would already be past; 13:00 in Edmonton is 19:00 UTC.
    expect(isLicenseActive({ expiryDate: '2026-06-15T13:00:00' }, now)).toBe(true);
  });

  it('treats an unreadable expiry as expired', () => {
    expect(isLicenseActive({ expiryDate: 'soon' }, now)).toBe(false);
  });
});

const yearly: LabelSubscriptionFields = {
  isActive: true,
  nextChargeDate: '2027-01-01',
  timeUnit: 'mm',
  timeBetweenCharging: 12,
};
const monthly: LabelSubscriptionFields = { ...yearly, timeBetweenCharging: 1 };
const trial: LabelSubscriptionFields = { ...monthly, initialTrial: true };
const activeLicense = { expiryDate: null };
const expiredLicense = { expiryDate: '2020-01-01' };

describe('accountLicenseLabel (§4)', () => {
  it('is empty with nothing active', () => {
    expect(accountLicenseLabel([], [], now)).toBeNull();
    expect(accountLicenseLabel([], [expiredLicense], now)).toBeNull();
  });

  it('prefers annual, then monthly, then document license, then trial', () => {
    expect(accountLicenseLabel([monthly, yearly, trial], [activeLicense], now)).toBe(
      'active-annual',
    );
    expect(accountLicenseLabel([trial, monthly], [activeLicense], now)).toBe('active-monthly');
    expect(accountLicenseLabel([trial], [activeLicense], now)).toBe('active-document-license');
    expect(accountLicenseLabel([trial], [expiredLicense], now)).toBe('active-trial');
  });

  it('counts three- and six-month plans as monthly', () => {
    expect(accountLicenseLabel([{ ...yearly, timeBetweenCharging: 3 }], [], now)).toBe(
      'active-monthly',
    );
    expect(accountLicenseLabel([{ ...yearly, timeBetweenCharging: 6 }], [], now)).toBe(
      'active-monthly',
    );
  });

  it('ignores cancelled, expired, inactive and library subscriptions', () => {
    expect(accountLicenseLabel([{ ...yearly, cancelledDate: '2026-06-01' }], [], now)).toBeNull();
    expect(accountLicenseLabel([{ ...yearly, isExpired: true }], [], now)).toBeNull();
    expect(accountLicenseLabel([{ ...yearly, nextChargeDate: null }], [], now)).toBeNull();
    expect(accountLicenseLabel([{ ...yearly, isLibrary: true }], [], now)).toBeNull();
    expect(accountLicenseLabel([{ ...trial, cancelledDate: '2026-06-01' }], [], now)).toBeNull();
  });

  it('gives no frequency label to an active plan with an unknown interval', () => {
    expect(accountLicenseLabel([{ ...yearly, timeUnit: 'dd' }], [], now)).toBeNull();
  });
});
