import { describe, expect, it } from 'vitest';
import { isLicenseActive } from './license';

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
