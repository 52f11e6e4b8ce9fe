import { describe, expect, it } from 'vitest';
import { parseServerDate } from '../../platform/format/dates';
import {
  cancelEntryFor,
  cancelFunnelDialogFor,
  cancelSummary,
  gatewayChoice,
  icsDataUrl,
  reminderDateFor,
  reminderIcs,
  yearlyAlternative,
} from './rules';

const at = (text: string) => parseServerDate(text) as Date;

describe('cancelSummary (keep / stop before confirming)', () => {
  const base = {
    renewing: true,
    trial: false,
    nextChargeDate: '2026-09-10T00:00:00',
    expiryDate: null,
    amount: 95.88,
    countryCode: 'US',
    activeLicenses: [],
  };

  it('keeps access until the next charge and stops that charge', () => {
    expect(cancelSummary(base)).toEqual({
      canCancel: true,
      trial: false,
      accessUntil: '2026-09-10T00:00:00',
      keptLicenses: [],
      stoppedCharge: { date: '2026-09-10T00:00:00', amount: 95.88, countryCode: 'US' },
    });
  });

  it("stops the charge in the subscription's own currency, whatever the site's country", () => {
    expect(cancelSummary({ ...base, countryCode: 'GB' }).stoppedCharge?.countryCode).toBe('GB');
    expect(cancelSummary({ ...base, countryCode: null }).stoppedCharge?.countryCode).toBeNull();
  });

  it('lists kept licenses, permanent ones first, then by expiry, then by name', () => {
    const summary = cancelSummary({
      ...base,
      activeLicenses: [
        { name: 'Lease', expiryDate: '2026-09-10T00:00:00' },
        { name: 'Will', expiryDate: null },
        { name: 'Bill of sale', expiryDate: '2026-05-01T00:00:00' },
        { name: 'Affidavit', expiryDate: '' },
      ],
    });
    expect(summary.keptLicenses.map((l) => l.name)).toEqual([
      'Affidavit',
      'Will',
      'Bill of sale',
      'Lease',
    ]);
  });

  it('a plan that no longer renews cannot cancel and stops no charge; access runs to expiry', () => {
    const summary = cancelSummary({
      ...base,
      renewing: false,
      nextChargeDate: null,
      expiryDate: '2026-09-10T00:00:00',
    });
    expect(summary.canCancel).toBe(false);
    expect(summary.stoppedCharge).toBeNull();
    expect(summary.accessUntil).toBe('2026-09-10T00:00:00');
  });

  it('no charge is shown without an amount or date', () => {
    expect(cancelSummary({ ...base, amount: null }).stoppedCharge).toBeNull();
    expect(cancelSummary({ ...base, amount: 0 }).stoppedCharge).toBeNull();
    expect(cancelSummary({ ...base, nextChargeDate: '  ' }).stoppedCharge).toBeNull();
    expect(cancelSummary({ ...base, nextChargeDate: '  ' }).accessUntil).toBeNull();
  });

  it('carries the trial flag', () => {
    expect(cancelSummary({ ...base, trial: true }).trial).toBe(true);
  });
});

describe('gatewayChoice (top-level /cancel)', () => {
  it('none, one (straight in) or several renewing subscriptions', () => {
    expect(gatewayChoice([])).toEqual({ kind: 'none' });
    expect(gatewayChoice([{ subscriptionId: 1, renewing: false }])).toEqual({ kind: 'none' });
    expect(
      gatewayChoice([
        { subscriptionId: 1, renewing: false },
        { subscriptionId: 2, renewing: true },
      ]),
    ).toEqual({ kind: 'one', subscriptionId: 2 });
    expect(
      gatewayChoice([
        { subscriptionId: 3, renewing: true },
        { subscriptionId: 2, renewing: true },
      ]),
    ).toEqual({ kind: 'several', subscriptionIds: [3, 2] });
  });

  it('funnel countries enter the funnel, the others the plain page', () => {
    for (const c of ['US', 'CA', 'GB', 'AU']) expect(cancelEntryFor(c)).toBe('funnel');
    for (const c of ['FR', 'DE', 'MX']) expect(cancelEntryFor(c)).toBe('plain');
  });
});

describe('cancelFunnelDialogFor (memberCancelFunnel N / F)', () => {
  it('N adds the retention dialog, F the quick confirm, anything else none', () => {
    expect(cancelFunnelDialogFor('N')).toBe('retention');
    expect(cancelFunnelDialogFor('F')).toBe('quick-confirm');
    for (const v of ['C', 'Y', null, undefined, '']) expect(cancelFunnelDialogFor(v)).toBeNull();
  });
});

describe('reminderDateFor', () => {
  const now = at('2026-03-15T12:00:00');

  it('three days before the charge, at 09:00 server time', () => {
    expect(reminderDateFor('2026-04-01T00:00:00', now)).toBe('2026-03-29T09:00:00');
    expect(reminderDateFor('2026-09-10T00:00:00', now)).toBe('2026-09-07T09:00:00');
  });

  it('never before today; none when the charge is today, past or unreadable', () => {
    expect(reminderDateFor('2026-03-17T08:00:00', now)).toBe('2026-03-15T09:00:00');
    expect(reminderDateFor('2026-03-16T00:00:00', now)).toBe('2026-03-15T09:00:00');
    expect(reminderDateFor('2026-03-15T23:00:00', now)).toBeNull();
    expect(reminderDateFor('2026-03-01T00:00:00', now)).toBeNull();
    expect(reminderDateFor('soon', now)).toBeNull();
    expect(reminderDateFor(null, now)).toBeNull();
  });

  it('crosses month and year ends', () => {
    expect(reminderDateFor('2027-01-02T00:00:00', now)).toBe('2026-12-30T09:00:00');
    expect(reminderDateFor('2026-03-02T00:00:00', at('2026-02-01T00:00:00'))).toBe(
      '2026-02-27T09:00:00',
    );
  });

  it('its text reads back through the query parser’s date reader', () => {
    const text = reminderDateFor('2026-04-01T00:00:00', now) as string;
    expect(parseServerDate(text)?.toISOString()).toBe('2026-03-29T15:00:00.000Z');
  });
});

describe('reminderIcs', () => {
  const ics = reminderIcs({
    remindAt: at('2026-03-29T09:00:00'),
    summary: 'Decide about your subscription; renews April 1, 2026',
    description: `Line one, with a comma\nLine two \\ done. ${'Long text '.repeat(12)}`,
    url: 'https://www.example.com/my-account/subscriptions/',
    uid: 'cancel-reminder-1001@my-account',
    now: at('2026-03-15T12:00:00'),
  });
  const lines = ics.split('\r\n');

  it('is one VEVENT in UTC with an alarm, CRLF line ends', () => {
    expect(lines[0]).toBe('BEGIN:VCALENDAR');
    expect(lines).toContain('DTSTART:20260329T150000Z');
    expect(lines).toContain('DTEND:20260329T151500Z');
    expect(lines).toContain('DTSTAMP:20260315T180000Z');
    expect(lines).toContain('UID:cancel-reminder-1001@my-account');
    expect(lines).toContain('BEGIN:VALARM');
    expect(lines).toContain('TRIGGER:PT0M');
    expect(ics.endsWith('END:VCALENDAR\r\n')).toBe(true);
  });

  it('escapes text and folds lines at 75 octets', () => {
    expect(ics).toContain('SUMMARY:Decide about your subscription\\; renews April 1\\, 2026');
    const unfolded = ics.replace(/\r\n /g, '');
    expect(unfolded).toContain('DESCRIPTION:Line one\\, with a comma\\nLine two \\\\ done.');
    for (const line of lines) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
    expect(lines.some((l) => l.startsWith(' '))).toBe(true);
  });

  it('folds without splitting a multi-byte character', () => {
    const text = reminderIcs({
      remindAt: at('2026-03-29T09:00:00'),
      summary: 'é'.repeat(80),
      description: '',
      url: 'https://x.test/',
      uid: 'u',
      now: at('2026-03-15T12:00:00'),
    });
    expect(text.replace(/\r\n /g, '')).toContain(`SUMMARY:${'é'.repeat(80)}`);
  });

  it('becomes a data URL', () => {
    expect(icsDataUrl('A,B\r\n')).toBe('data:text/calendar;charset=utf-8,A%2CB%0D%0A');
  });
});

describe('yearlyAlternative (§8 yearly price)', () => {
  const path = (
    buyOptionType: string,
    monthlyCostNumber: number | null,
    subscriptionId = 1001,
  ) => ({
    subscriptionId,
    upgradeDetails: { buyOptionType, monthlyCostNumber },
  });

  it('offers the yearly counterpart at the upgrade path’s monthly cost', () => {
    expect(
      yearlyAlternative({
        subscriptionId: 1001,
        yearlyBuyOption: 'subscription_year_renew',
        upgradePaths: [path('SUBSCRIPTION_YEAR_RENEW', 7.99)],
      }),
    ).toEqual({ kind: 'offer', buyOptionName: 'subscription_year_renew', monthlyCost: 7.99 });
  });

  it('nothing to offer without a yearly counterpart or when the paths did not load', () => {
    expect(
      yearlyAlternative({ subscriptionId: 1, yearlyBuyOption: null, upgradePaths: [] }),
    ).toEqual({ kind: 'none' });
    expect(
      yearlyAlternative({ subscriptionId: 1, yearlyBuyOption: 'x', upgradePaths: null }),
    ).toEqual({ kind: 'none' });
  });

  it('the price is missing when no path of this subscription prices that plan', () => {
    const missing = { kind: 'missing-price', buyOptionName: 'subscription_year_renew' };
    const ask = (upgradePaths: ReturnType<typeof path>[]) =>
      yearlyAlternative({
        subscriptionId: 1001,
        yearlyBuyOption: 'subscription_year_renew',
        upgradePaths,
      });
    expect(ask([])).toEqual(missing);
    expect(ask([path('subscription_year_renew', 7.99, 2002)])).toEqual(missing);
    expect(ask([path('subscription_year_renew_all_access', 7.99)])).toEqual(missing);
    expect(ask([path('subscription_year_renew', null)])).toEqual(missing);
    expect(ask([path('subscription_year_renew', 0)])).toEqual(missing);
    expect(ask([path('subscription_year_renew', Number.NaN)])).toEqual(missing);
  });
});
