import { describe, expect, it } from 'vitest';
import { fixtureNow, licenses, subscriptions, upgradePathFor } from '../../../platform/fixtures';
import { parseServerDate } from '../../../platform/format/dates';
import { cancelSubjectFor, kindNameKey, subjectOf } from './model';

const now = parseServerDate(fixtureNow) as Date;

describe('subjectOf (the cancel screens’ view of a subscription)', () => {
  it('a monthly plan: keeps access and active licenses, stops the charge, offers yearly', () => {
    const subject = subjectOf(
      subscriptions.activeMonthly,
      [licenses.activePermanent, licenses.activeUntilRenewal, licenses.expired],
      [upgradePathFor(subscriptions.activeMonthly.subscriptionId)],
      now,
    );
    expect(subject.kind).toBe('trial-subscription');
    expect(subject.renewing).toBe(true);
    expect(subject.summary.accessUntil).toBe('2026-04-01T00:00:00');
    expect(subject.summary.keptLicenses.map((l) => l.name)).toEqual([
      'Last Will and Testament',
      'Residential Lease Agreement',
    ]);
    // In the subscription's currency, whichever site the member is on.
    expect(subject.summary.stoppedCharge).toEqual({
      date: '2026-04-01T00:00:00',
      amount: 39.95,
      countryCode: 'US',
    });
    expect(subject.reminderDate).toBe('2026-03-29T09:00:00');
    expect(subject.yearly).toEqual({
      kind: 'offer',
      buyOptionName: 'subscription_year_renew',
      monthlyCost: 7.99,
    });
  });

  it('a yearly plan has no yearly alternative; a trial is a trial', () => {
    expect(subjectOf(subscriptions.activeYearly, [], [], now).yearly).toEqual({ kind: 'none' });
    const trial = subjectOf(subscriptions.initialTrial, null, null, now);
    expect(trial.summary.trial).toBe(true);
    expect(trial.yearly).toEqual({ kind: 'none' });
  });

  it('a monthly plan without a priced path: missing price (§8 log)', () => {
    expect(subjectOf(subscriptions.activeMonthly, [], [], now).yearly).toEqual({
      kind: 'missing-price',
      buyOptionName: 'subscription_year_renew',
    });
  });

  it('a cancelled plan cannot cancel and gets no reminder', () => {
    const subject = subjectOf(subscriptions.cancelled, [], [], now);
    expect(subject.renewing).toBe(false);
    expect(subject.summary.canCancel).toBe(false);
    expect(subject.reminderDate).toBeNull();
    expect(subject.yearly).toEqual({ kind: 'none' });
  });

  it('every display kind has a name key', () => {
    for (const key of Object.values(kindNameKey)) expect(key).toMatch(/^subscriptions:kinds\./);
  });
});

describe('cancelSubjectFor', () => {
  const ok = <T>(data: T) => ({ ok: true as const, data, status: 200 });
  it('failed, not found, or found (licenses and paths optional)', () => {
    const failed = { ok: false as const, failure: { kind: 'server' } } as never;
    expect(
      cancelSubjectFor({
        subscriptionId: 1,
        subscriptions: failed,
        licenses: null,
        upgradePaths: null,
        now,
      }),
    ).toEqual({ kind: 'failed' });
    expect(
      cancelSubjectFor({
        subscriptionId: 9,
        subscriptions: ok([subscriptions.activeYearly]),
        licenses: null,
        upgradePaths: null,
        now,
      }),
    ).toEqual({ kind: 'not-found' });
    const found = cancelSubjectFor({
      subscriptionId: subscriptions.activeYearly.subscriptionId,
      subscriptions: ok([subscriptions.activeYearly]),
      licenses: failed,
      upgradePaths: null,
      now,
    });
    expect(found.kind).toBe('found');
  });
});
