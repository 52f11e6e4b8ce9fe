import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  accountHref,
  accountRoutes,
  guardSubscriptionsBranch,
  guardTabPage,
  isUtilityCountry,
  parseCancelQuery,
  parseCancelSuccessQuery,
  parseReminderQuery,
  rootRedirectPath,
  siteStyleOf,
  type Tab,
  tabsFor,
} from './rules';

const ids = (tabs: Tab[]) => tabs.map((t) => t.id);

describe('siteStyleOf (§1)', () => {
  it('gives legal-contracts its own style and main to the others', () => {
    expect(siteStyleOf('legal-contracts')).toBe('legal-contracts');
    expect(siteStyleOf('main')).toBe('main');
    expect(siteStyleOf('fr-legal')).toBe('main');
    expect(siteStyleOf('de-legal')).toBe('main');
  });
});

describe('isUtilityCountry (§6)', () => {
  it('is US, CA, AU, FR, DE and GB', () => {
    for (const c of ['US', 'CA', 'AU', 'FR', 'DE', 'GB', 'gb'])
      expect(isUtilityCountry(c)).toBe(true);
    for (const c of ['MX', 'ES', 'AT', 'IE', '']) expect(isUtilityCountry(c)).toBe(false);
  });
});

describe('tabsFor (§2)', () => {
  it('main style in a utility country: overview, document licenses, subscriptions, settings', () => {
    for (const country of ['US', 'CA', 'AU', 'FR', 'DE', 'GB']) {
      const tabs = tabsFor({ siteStyle: 'main', country });
      expect(ids(tabs)).toEqual(['overview', 'licenses', 'subscriptions', 'settings']);
      expect(tabs[1]?.labelKey).toBe('account:tabs.documentLicenses');
    }
  });

  it('main style elsewhere: subscriptions & licenses, settings', () => {
    for (const country of ['MX', 'ES', 'AT', 'IE']) {
      expect(ids(tabsFor({ siteStyle: 'main', country }))).toEqual([
        'subscriptions-and-licenses',
        'settings',
      ]);
    }
  });

  it('main style with GB or AU outside a configured utility list: licenses, subscriptions, settings', () => {
    for (const country of ['GB', 'AU']) {
      const tabs = tabsFor({ siteStyle: 'main', country, utilityCountries: ['US'] });
      expect(ids(tabs)).toEqual(['licenses', 'subscriptions', 'settings']);
      expect(tabs[0]?.labelKey).toBe('account:tabs.licenses');
    }
  });

  it('legal-contracts style: subscriptions & licenses, settings, whatever the country', () => {
    for (const country of ['US', 'GB', 'MX']) {
      expect(ids(tabsFor({ siteStyle: 'legal-contracts', country }))).toEqual([
        'subscriptions-and-licenses',
        'settings',
      ]);
    }
  });
});

describe('rootRedirectPath (§2)', () => {
  it('goes to the first tab, else /settings', () => {
    expect(rootRedirectPath(tabsFor({ siteStyle: 'main', country: 'US' }))).toBe('/overview');
    expect(rootRedirectPath(tabsFor({ siteStyle: 'legal-contracts', country: 'US' }))).toBe(
      '/subscriptions-and-licenses',
    );
    expect(rootRedirectPath([])).toBe('/settings');
  });
});

describe('guardTabPage (§2)', () => {
  const utility = tabsFor({ siteStyle: 'main', country: 'US' });
  const contracts = tabsFor({ siteStyle: 'legal-contracts', country: 'US' });

  it('renders overview and combined pages only where they are tabs', () => {
    expect(guardTabPage('/overview', utility)).toEqual({ kind: 'render' });
    expect(guardTabPage('/overview/', utility)).toEqual({ kind: 'render' });
    expect(guardTabPage('/subscriptions-and-licenses', contracts)).toEqual({ kind: 'render' });
  });

  it('redirects to the first allowed tab otherwise', () => {
    expect(guardTabPage('/overview', contracts)).toEqual({
      kind: 'redirect',
      to: '/subscriptions-and-licenses',
    });
    expect(guardTabPage('/subscriptions-and-licenses', utility)).toEqual({
      kind: 'redirect',
      to: '/overview',
    });
    expect(guardTabPage('/overview', [])).toEqual({ kind: 'redirect', to: '/settings' });
  });
});

describe('guardSubscriptionsBranch (§2)', () => {
  it('sends exactly /subscriptions to the list and lets children render', () => {
    expect(guardSubscriptionsBranch('/subscriptions')).toEqual({
      kind: 'redirect',
      to: '/subscriptions/',
    });
    for (const path of [
      accountRoutes.subscriptionsList,
      accountRoutes.cancel,
      accountRoutes.cancelV2,
      accountRoutes.cancelSuccessV2,
      accountRoutes.reminderV2,
    ]) {
      expect(guardSubscriptionsBranch(path)).toEqual({ kind: 'render' });
    }
  });
});

describe('parseCancelQuery (§2)', () => {
  it('reads subscriptionId, isTrial and subscriptionName', () => {
    expect(
      parseCancelQuery('?subscriptionId=123&isTrial=true&subscriptionName=Pro%20Plan'),
    ).toEqual({
      kind: 'valid',
      value: { subscriptionId: 123, isTrial: true, subscriptionName: 'Pro Plan' },
    });
    expect(
      parseCancelQuery(new URLSearchParams({ subscriptionId: '7', isTrial: 'FALSE' })),
    ).toEqual({
      kind: 'valid',
      value: { subscriptionId: 7, isTrial: false, subscriptionName: null },
    });
    expect(parseCancelQuery('subscriptionId=7&subscriptionName=%20%20')).toEqual({
      kind: 'valid',
      value: { subscriptionId: 7, isTrial: false, subscriptionName: null },
    });
  });

  it.each(['abc', '12abc', '1e3', '-4', '0', '1.5', '', ' 12'])(
    'a subscriptionId of %j is invalid, not a crash',
    (id) => {
      expect(parseCancelQuery(new URLSearchParams({ subscriptionId: id }))).toEqual({
        kind: 'invalid',
        params: ['subscriptionId'],
      });
    },
  );

  it('names every bad or missing parameter', () => {
    expect(parseCancelQuery('isTrial=maybe')).toEqual({
      kind: 'invalid',
      params: ['subscriptionId', 'isTrial'],
    });
  });

  it('never throws on any query string', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), (id, trial) => {
        const result = parseCancelQuery(
          new URLSearchParams({ subscriptionId: id, isTrial: trial }),
        );
        expect(['valid', 'invalid']).toContain(result.kind);
        if (result.kind === 'valid')
          expect(Number.isInteger(result.value.subscriptionId)).toBe(true);
      }),
    );
  });
});

describe('parseCancelSuccessQuery (§2)', () => {
  it('reads initialTrial and an optional nextChargeDate in server time', () => {
    expect(parseCancelSuccessQuery('initialTrial=true')).toEqual({
      kind: 'valid',
      value: { initialTrial: true, nextChargeDate: null },
    });
    const result = parseCancelSuccessQuery('nextChargeDate=2026-07-01T00:00:00');
    expect(result.kind).toBe('valid');
    if (result.kind === 'valid') {
      expect(result.value.initialTrial).toBe(false);
      expect(result.value.nextChargeDate?.toISOString()).toBe('2026-07-01T06:00:00.000Z');
    }
  });

  it('rejects a bad date or boolean', () => {
    expect(parseCancelSuccessQuery('nextChargeDate=tomorrow')).toEqual({
      kind: 'invalid',
      params: ['nextChargeDate'],
    });
    expect(parseCancelSuccessQuery('initialTrial=1')).toEqual({
      kind: 'invalid',
      params: ['initialTrial'],
    });
  });
});

describe('parseReminderQuery (§2)', () => {
  it('needs a readable remindDate', () => {
    const result = parseReminderQuery('remindDate=2026-12-24');
    expect(result.kind === 'valid' && result.value.remindDate.toISOString()).toBe(
      '2026-12-24T07:00:00.000Z',
    );
    expect(parseReminderQuery('')).toEqual({ kind: 'invalid', params: ['remindDate'] });
    expect(parseReminderQuery('remindDate=2026-02-30')).toEqual({
      kind: 'invalid',
      params: ['remindDate'],
    });
  });
});

describe('accountHref (§2 typed links)', () => {
  it('writes cancel queries the parser reads back unchanged', () => {
    const href = accountHref.cancel({
      subscriptionId: 42,
      isTrial: true,
      subscriptionName: 'Pro & more',
    });
    expect(href.startsWith(`${accountRoutes.cancel}?`)).toBe(true);
    expect(parseCancelQuery(href.split('?')[1] ?? '')).toEqual({
      kind: 'valid',
      value: { subscriptionId: 42, isTrial: true, subscriptionName: 'Pro & more' },
    });
    const v2 = accountHref.cancelV2({ subscriptionId: 7 });
    expect(parseCancelQuery(v2.split('?')[1] ?? '')).toEqual({
      kind: 'valid',
      value: { subscriptionId: 7, isTrial: false, subscriptionName: null },
    });
  });

  it('leaves out absent values and round-trips the success and reminder dates', () => {
    expect(accountHref.cancelSuccess({ initialTrial: true })).toBe(
      `${accountRoutes.cancelSuccessV2}?initialTrial=true`,
    );
    const success = accountHref.cancelSuccess({
      initialTrial: false,
      nextChargeDate: '2026-04-15T00:00:00',
    });
    const parsed = parseCancelSuccessQuery(success.split('?')[1] ?? '');
    expect(parsed.kind).toBe('valid');
    const reminder = accountHref.reminderV2({ remindDate: '2026-04-10T00:00:00' });
    expect(parseReminderQuery(reminder.split('?')[1] ?? '').kind).toBe('valid');
    expect(accountHref.subscriptions()).toBe('/subscriptions/');
  });
});
