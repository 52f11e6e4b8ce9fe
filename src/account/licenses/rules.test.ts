import { describe, expect, it } from 'vitest';
import { licenses as licenseFixtures, members } from '../../platform/fixtures';
import { parseServerDate } from '../../platform/format/dates';
import {
  accountLicenseLabel,
  accountLicenseLabelKeys,
  type LabelSubscriptionFields,
  licenseView,
  licenseViews,
} from './rules';

// 2026-06-15 12:00 in Edmonton (−06:00).
const now = new Date('2026-06-15T18:00:00Z');

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

describe('licenseView (§3, §4)', () => {
  it('a license without an expiry date is active and never expires', () => {
    expect(licenseView(licenseFixtures.activePermanent, now)).toEqual({
      key: '5001',
      name: 'Last Will and Testament',
      state: 'active',
      term: { kind: 'never-expires' },
      orderDate: '2025-11-02T10:00:00',
      renewDate: null,
      subscriptionExpiryDate: null,
      countryCode: 'US',
    });
  });

  it('an active license that ends when its subscription renews says "renews" once', () => {
    const view = licenseView(licenseFixtures.activeUntilRenewal, now);
    expect(view.state).toBe('active');
    expect(view.term).toEqual({ kind: 'renews', date: '2026-09-10T00:00:00' });
    expect(view.renewDate).toBeNull();
    // Same as the license's own expiry: not repeated.
    expect(view.subscriptionExpiryDate).toBeNull();
  });

  it('an active license with an expiry and another renew date shows both', () => {
    const view = licenseView(
      { ...licenseFixtures.activeUntilRenewal, subscriptionRenewDate: '2026-08-01T00:00:00' },
      now,
    );
    expect(view.term).toEqual({ kind: 'expires', date: '2026-09-10T00:00:00' });
    expect(view.renewDate).toBe('2026-08-01T00:00:00');
    const noRenew = licenseView(
      { ...licenseFixtures.activeUntilRenewal, subscriptionRenewDate: null },
      now,
    );
    expect(noRenew.term).toEqual({ kind: 'expires', date: '2026-09-10T00:00:00' });
    expect(noRenew.renewDate).toBeNull();
  });

  it('an expired license says when it ended and no renew date', () => {
    const view = licenseView(
      { ...licenseFixtures.expired, subscriptionRenewDate: '2025-02-01T00:00:00' },
      now,
    );
    expect(view.state).toBe('expired');
    expect(view.term).toEqual({ kind: 'expired', date: '2025-02-01T00:00:00' });
    expect(view.renewDate).toBeNull();
  });

  it('shows the subscription expiry only when it differs from the license expiry', () => {
    const view = licenseView(
      { ...licenseFixtures.activeUntilRenewal, subscriptionExpiryDate: '2026-12-01T00:00:00' },
      now,
    );
    expect(view.subscriptionExpiryDate).toBe('2026-12-01T00:00:00');
  });

  it('falls back on the product code, a position key, and reads blanks as missing', () => {
    const view = licenseView(
      { productName: ' ', productCode: 'POA', expiryDate: '', orderDate: ' ', countryCode: 'ca' },
      now,
      3,
    );
    expect(view).toMatchObject({
      key: '#3',
      name: 'POA',
      state: 'active',
      term: { kind: 'never-expires' },
      orderDate: null,
      countryCode: 'CA',
    });
    expect(licenseView({}, now).name).toBe('');
    expect(licenseView({}, now).countryCode).toBeNull();
  });
});

describe('licenseViews', () => {
  it('lists active licenses first, each group in server order', () => {
    const views = licenseViews(
      [
        licenseFixtures.expired,
        licenseFixtures.activeUntilRenewal,
        licenseFixtures.activePermanent,
      ],
      now,
    );
    expect(views.map((v) => v.key)).toEqual(['5002', '5001', '5003']);
    expect(licenseViews([], now)).toEqual([]);
  });
});

describe('account license label of the fixture members (the stories use them)', () => {
  const fixtureDay = parseServerDate('2026-03-15T12:00:00') as Date;
  const labelOf = (member: (typeof members)[keyof typeof members]) =>
    accountLicenseLabel(member.subscriptions, member.licenses, fixtureDay);

  it('gives each label to its member', () => {
    expect(labelOf(members.activeYearly)).toBe('active-annual');
    expect(labelOf(members.activeMonthly)).toBe('active-monthly');
    expect(labelOf(members.cancelled)).toBe('active-document-license');
    expect(labelOf(members.initialTrial)).toBe('active-trial');
    expect(labelOf(members.noSubscriptions)).toBeNull();
  });

  it('maps every label to a translation key', () => {
    expect(Object.values(accountLicenseLabelKeys)).toEqual([
      'license.activeAnnual',
      'license.activeMonthly',
      'license.activeDocumentLicense',
      'license.activeTrial',
    ]);
  });
});
