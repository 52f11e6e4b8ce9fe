import { describe, expect, it } from 'vitest';
import { cards, fixtureNow, licenses, subscriptions } from '../../platform/fixtures';
import { parseServerDate } from '../../platform/format/dates';
import {
  arePartnerOffersShown,
  isCardExpired,
  isSubscriptionCardExpired,
  licenseSummary,
  overviewPlanRowView,
  overviewPlans,
  overviewTasks,
  partnerOffers,
  promoCards,
  quickActions,
  quickActionsPresentation,
  savedCardStatus,
} from './rules';

const now = parseServerDate(fixtureNow) as Date;
const allCards = [cards.visaSaved, cards.mastercardExpired, cards.amexUpdateDisabled, cards.payPal];
/** An active monthly plan paid with the expired Mastercard. */
const onExpiredCard = {
  ...subscriptions.activeMonthly,
  subscriptionId: 2001,
  creditCardId: cards.mastercardExpired.creditCardId,
  creditCardExpiryDate: '01/2026',
  cardType: 'MC',
  cardLast4Digits: '5454',
};

describe('overviewPlans', () => {
  it('lists renewing plans by next charge, then cancelled plans, and counts the rest', () => {
    const plans = overviewPlans(
      [
        subscriptions.activeYearly,
        subscriptions.cancelled,
        subscriptions.expired,
        subscriptions.library,
        subscriptions.initialTrial,
        subscriptions.activeMonthly,
      ],
      allCards,
      now,
    );
    expect(plans.rows.map((r) => [r.subscriptionId, r.state, r.date])).toEqual([
      [1003, 'initial-trial', '2026-03-17T08:00:00'],
      [1001, 'active', '2026-04-01T00:00:00'],
      [1002, 'active', '2026-09-10T00:00:00'],
      [1004, 'cancelled', '2026-09-10T00:00:00'],
    ]);
    expect(plans.otherCount).toBe(2);
    const yearly = plans.rows.find((r) => r.subscriptionId === 1002);
    expect(yearly).toMatchObject({
      kind: '1-year-pro',
      frequency: 'yearly',
      amount: 95.88,
      cardExpired: false,
    });
    expect(plans.rows.find((r) => r.state === 'cancelled')?.amount).toBeNull();
  });

  it('flags a renewing plan whose card has expired', () => {
    const plans = overviewPlans([onExpiredCard], allCards, now);
    expect(plans.rows[0]?.cardExpired).toBe(true);
  });

  it('is empty for a member without subscriptions', () => {
    expect(overviewPlans([], [], now)).toEqual({ rows: [], otherCount: 0 });
  });
});

describe('overviewPlanRowView', () => {
  const rows = overviewPlans(
    [
      subscriptions.activeYearly,
      subscriptions.cancelled,
      subscriptions.initialTrial,
      onExpiredCard,
    ],
    allCards,
    now,
  ).rows;
  const view = (id: number, locale = 'en-US') => {
    const row = rows.find((r) => r.subscriptionId === id);
    if (!row) throw new Error(`no row ${id}`);
    return overviewPlanRowView(row, locale);
  };

  it('shows a renewing plan with its amount, billing and next charge', () => {
    expect(view(1002)).toEqual({
      kindKey: 'oneYearPro',
      badge: { key: 'active', tone: 'success' },
      amount: '$95.88',
      billingKey: 'yearly',
      date: { key: 'nextCharge', date: 'September 10, 2026' },
      cancelled: false,
      cardExpired: false,
    });
    expect(view(1002, 'fr-FR').date?.date).toBe('10 septembre 2026');
  });

  it("says when a trial ends, when a cancelled plan's access ends, and an expired card", () => {
    expect(view(1003).date?.key).toBe('trialEnds');
    expect(view(1003).badge.key).toBe('initialTrial');
    expect(view(1004)).toMatchObject({
      amount: null,
      date: { key: 'accessUntil', date: 'September 10, 2026' },
      cancelled: true,
    });
    expect(view(2001).cardExpired).toBe(true);
  });

  it('leaves out a date the row does not have', () => {
    const [row] = rows;
    if (!row) throw new Error('no rows');
    expect(overviewPlanRowView({ ...row, date: null }, 'en-US').date).toBeNull();
  });
});

describe('overviewTasks', () => {
  const hrefs = { subscriptions: '/subs', settings: '/settings', allContracts: '/docs/' };
  it('lists the common tasks in order, each at its page', () => {
    expect(overviewTasks(hrefs)).toEqual([
      { id: 'manageSubscription', href: '/subs' },
      { id: 'receipts', href: '/subs' },
      { id: 'updateCard', href: '/settings' },
      { id: 'changeEmail', href: '/settings' },
      { id: 'browseDocuments', href: '/docs/' },
    ]);
  });

  it('leaves out browsing documents when the site has no such page', () => {
    expect(overviewTasks({ ...hrefs, allContracts: null }).map((task) => task.id)).not.toContain(
      'browseDocuments',
    );
  });
});

describe('card expiry', () => {
  it('reads the server flag or a past expiry month', () => {
    expect(isCardExpired(cards.mastercardExpired, now)).toBe(true);
    expect(isCardExpired({ ...cards.mastercardExpired, expired: false }, now)).toBe(true);
    expect(isCardExpired(cards.visaSaved, now)).toBe(false);
    // The current month is still good.
    expect(
      isCardExpired({ ...cards.visaSaved, expirationMonth: 3, expirationYear: 2026 }, now),
    ).toBe(false);
  });

  it("uses the subscription's own expiry when the card is not in the list; PayPal never expires", () => {
    expect(isSubscriptionCardExpired(onExpiredCard, [], now)).toBe(true);
    expect(
      isSubscriptionCardExpired({ ...onExpiredCard, creditCardExpiryDate: '3/26' }, [], now),
    ).toBe(false);
    expect(
      isSubscriptionCardExpired({ ...onExpiredCard, creditCardExpiryDate: null }, [], now),
    ).toBe(false);
    expect(isSubscriptionCardExpired(subscriptions.payPalMonthly, allCards, now)).toBe(false);
  });
});

describe('licenseSummary', () => {
  it('counts active and expired licenses', () => {
    expect(
      licenseSummary(
        [licenses.activePermanent, licenses.activeUntilRenewal, licenses.expired],
        now,
      ),
    ).toEqual({ total: 3, active: 2, expired: 1 });
    expect(licenseSummary([], now)).toEqual({ total: 0, active: 0, expired: 0 });
  });
});

describe('savedCardStatus', () => {
  it('warns when an expired card pays a renewing plan', () => {
    expect(savedCardStatus([onExpiredCard, subscriptions.activeYearly], allCards, now)).toEqual({
      kind: 'expired-in-use',
      cardTypeCode: 'MC',
      last4Digits: '5454',
      planCount: 1,
    });
    // Without the card in the list, the subscription's card details name it.
    expect(savedCardStatus([onExpiredCard], [], now)).toMatchObject({
      kind: 'expired-in-use',
      cardTypeCode: 'MC',
      last4Digits: '5454',
    });
  });

  it('does not warn for a cancelled or expired plan on an expired card', () => {
    const cancelled = {
      ...onExpiredCard,
      cancelledDate: '2026-02-01T00:00:00',
      nextChargeDate: null,
    };
    expect(savedCardStatus([cancelled], [cards.mastercardExpired], now)).toEqual({
      kind: 'expired-unused',
      count: 1,
    });
  });

  it('counts saved cards (PayPal and cards the member did not save aside)', () => {
    expect(
      savedCardStatus([subscriptions.activeYearly], [cards.visaSaved, cards.payPal], now),
    ).toEqual({ kind: 'ok', count: 1 });
    expect(savedCardStatus([], [{ ...cards.visaSaved, userSaved: false }], now)).toEqual({
      kind: 'none',
    });
    expect(savedCardStatus([], [], now)).toEqual({ kind: 'none' });
  });
});

const links = {
  allContracts: 'https://x.test/legal-documents/',
  myDocuments: 'https://x.test/mydocuments/',
  eSignature: 'https://x.test/esign/?utm_campaign=quick-actions',
  onlineNotary: 'https://x.test/online-notary/',
  legalAdvice: 'https://x.test/legal-advice/',
  help: 'https://x.test/help/',
  businessSolutions: 'https://x.test/business/',
  estateContracts: 'https://x.test/legal-documents/estate-planning/',
  businessContracts: 'https://x.test/legal-documents/business/',
  realEstateContracts: 'https://x.test/legal-documents/real-estate/',
};

describe('quickActions (§9)', () => {
  it('offers every action in order, e-sign only where the benefit is shown', () => {
    expect(quickActions(links, true).map((a) => a.id)).toEqual([
      'createDocument',
      'myDocuments',
      'eSign',
      'notarize',
      'legalAdvice',
      'contactSupport',
    ]);
    expect(quickActions(links, false).map((a) => a.id)).not.toContain('eSign');
    expect(quickActions(links, true)[2]?.href).toBe(links.eSignature);
  });

  it('leaves out actions without a page', () => {
    expect(quickActions({ ...links, legalAdvice: null }, true).map((a) => a.id)).not.toContain(
      'legalAdvice',
    );
  });

  it('is a menu button at N, an inline card otherwise', () => {
    expect(quickActionsPresentation('N')).toBe('fab');
    for (const v of ['C', 'F', 'Y', null, undefined] as const) {
      expect(quickActionsPresentation(v)).toBe('card');
    }
  });
});

describe('partner offers and promo cards (§9)', () => {
  it('partner offers show only at N, with the pages the site has', () => {
    expect(arePartnerOffersShown('N')).toBe(true);
    expect(arePartnerOffersShown('C')).toBe(false);
    expect(partnerOffers(links).map((o) => o.id)).toEqual([
      'onlineNotary',
      'legalAdvice',
      'businessSolutions',
    ]);
    expect(partnerOffers({ ...links, businessSolutions: null }).map((o) => o.id)).toEqual([
      'onlineNotary',
      'legalAdvice',
    ]);
  });

  it('promo cards offer at most two things the member does not hold yet', () => {
    expect(promoCards([], links).map((c) => c.id)).toEqual(['estateBundle', 'businessBundle']);
    expect(promoCards([subscriptions.estateBundle], links).map((c) => c.id)).toEqual([
      'businessBundle',
      'realEstateBundle',
    ]);
    expect(
      promoCards(
        [subscriptions.estateBundle, subscriptions.businessBundle, subscriptions.realEstateBundle],
        links,
      ).map((c) => c.id),
    ).toEqual(['legalAdvice']);
    // An expired bundle is not held any more.
    expect(
      promoCards([{ ...subscriptions.estateBundle, isExpired: true }], links).map((c) => c.id),
    ).toEqual(['estateBundle', 'businessBundle']);
  });

  it('an all-access member is offered legal advice only, a legal-club member no legal advice', () => {
    expect(promoCards([subscriptions.allAccess], links).map((c) => c.id)).toEqual(['legalAdvice']);
    expect(promoCards([subscriptions.allAccess, subscriptions.legalClub], links)).toEqual([]);
  });
});
