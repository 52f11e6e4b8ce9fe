import { describe, expect, it } from 'vitest';
import { makeSubscription } from '../../platform/fixtures';
import { members, subscriptions, upgradePathFor } from '../../platform/fixtures/members';
import { allAccessYearly } from '../domain';
import {
  allAccessOfferFor,
  cancelHrefFor,
  cardTypeName,
  newOrderPageUrl,
  paymentOf,
  receiptUrl,
  refundsOf,
  sortSubscriptions,
  subscriptionCardModel,
  yearlyPriceOf,
} from './rules';

const host = 'www.legal-docs.example.com';
const base = { country: 'US', locale: 'en-US', host };

describe('receiptUrl (§2)', () => {
  it('opens the receipt page on the site host with header, invoice number and location', () => {
    expect(receiptUrl({ host, invoiceNumber: 'INV-1', locale: 'en-US' })).toBe(
      'https://www.legal-docs.example.com/receipts/?header=false&invoiceNumber=INV-1&loc=en_US',
    );
    expect(receiptUrl({ host, invoiceNumber: 'A B&C', locale: 'de-DE', header: true })).toBe(
      'https://www.legal-docs.example.com/receipts/?header=true&invoiceNumber=A+B%26C&loc=de_DE',
    );
  });

  it('uses http on a local host', () => {
    expect(receiptUrl({ host: 'localhost:6006', invoiceNumber: 'X', locale: 'fr-FR' })).toBe(
      'http://localhost:6006/receipts/?header=false&invoiceNumber=X&loc=fr_FR',
    );
    expect(newOrderPageUrl('main.localhost:8080')).toBe('http://main.localhost:8080/order/new');
  });
});

describe('paymentOf (§3 card details)', () => {
  it('names the card type and its last four digits', () => {
    expect(paymentOf({ cardType: 'vi', cardLast4Digits: '4242' })).toEqual({
      kind: 'card',
      cardType: 'Visa',
      last4: '4242',
    });
    expect(cardTypeName('ZZ')).toBe('ZZ');
  });

  it('prefers PayPal, and is none without digits or id', () => {
    expect(paymentOf({ cardType: 'PP', payPalId: 'pp@example.com' })).toEqual({
      kind: 'paypal',
      payPalId: 'pp@example.com',
    });
    expect(paymentOf({ cardType: 'PP', cardLast4Digits: '1111' })).toEqual({ kind: 'none' });
    expect(paymentOf({ cardType: 'VI', cardLast4Digits: ' ' })).toEqual({ kind: 'none' });
    expect(paymentOf({})).toEqual({ kind: 'none' });
  });
});

describe('refundsOf (§3 refundStatus, refundStatus2)', () => {
  it('reads known values in any case or separator', () => {
    expect(refundsOf({ refundStatus: 'Pending' })).toEqual([{ kind: 'pending' }]);
    expect(refundsOf({ refundStatus: 'PARTIALLY_REFUNDED' })).toEqual([{ kind: 'partial' }]);
    expect(refundsOf({ refundStatus: 'completed', refundStatus2: 'Denied' })).toEqual([
      { kind: 'refunded' },
      { kind: 'declined' },
    ]);
  });

  it('shows unknown values readably and drops empty, "none" and duplicates', () => {
    expect(refundsOf({ refundStatus: 'AWAITING_BANK-reply' })).toEqual([
      { kind: 'other', text: 'Awaiting bank reply' },
    ]);
    expect(refundsOf({ refundStatus: ' none ', refundStatus2: '' })).toEqual([]);
    expect(refundsOf({ refundStatus: null, refundStatus2: undefined })).toEqual([]);
    expect(refundsOf({ refundStatus: 'pending', refundStatus2: 'Requested' })).toEqual([
      { kind: 'pending' },
    ]);
  });
});

describe('subscriptionCardModel (§2–§4)', () => {
  it('an active monthly subscription: next charge, price, card, receipts newest first, cancel', () => {
    const model = subscriptionCardModel({ ...base, subscription: subscriptions.activeMonthly });
    expect(model).toMatchObject({
      kind: 'trial-subscription',
      state: 'active',
      frequency: 'monthly',
      price: { amount: '$39.95', tax: null },
      payment: { kind: 'card', cardType: 'Visa', last4: '4242' },
      refunds: [],
      cancel: { subscriptionId: 1001, isTrial: false, funnel: true },
      canReactivate: false,
      upgrade: null,
      allAccessOffer: null,
      refined: true,
      promo: false,
    });
    expect(model.dates).toEqual([
      { kind: 'nextCharge', date: 'April 1, 2026' },
      { kind: 'previousCharge', date: 'March 1, 2026' },
    ]);
    expect(model.receipts.map((r) => [r.invoiceNumber, r.date])).toEqual([
      ['INV-100201', 'March 1, 2026'],
      ['INV-100102', 'February 1, 2026'],
    ]);
    expect(model.receipts[0]?.url).toBe(
      `https://${host}/receipts/?header=false&invoiceNumber=INV-100201&loc=en_US`,
    );
  });

  it('an initial trial: trial end date, cancel as a trial', () => {
    const model = subscriptionCardModel({ ...base, subscription: subscriptions.initialTrial });
    expect(model.state).toBe('initial-trial');
    expect(model.dates).toEqual([{ kind: 'trialEnds', date: 'March 17, 2026' }]);
    expect(model.cancel).toEqual({ subscriptionId: 1003, isTrial: true, funnel: true });
  });

  it('cancelled: access until expiry, reactivate, no cancel', () => {
    const model = subscriptionCardModel({ ...base, subscription: subscriptions.cancelled });
    expect(model.state).toBe('cancelled');
    expect(model.dates.map((d) => d.kind)).toEqual([
      'accessUntil',
      'cancelledOn',
      'previousCharge',
    ]);
    expect(model.dates[0]?.date).toBe('September 10, 2026');
    expect(model.canReactivate).toBe(true);
    expect(model.cancel).toBeNull();
  });

  it('expired and library: neither cancel nor reactivate', () => {
    const expired = subscriptionCardModel({ ...base, subscription: subscriptions.expired });
    expect(expired.state).toBe('expired');
    expect(expired.dates[0]).toEqual({ kind: 'expiredOn', date: 'January 31, 2025' });
    expect([expired.cancel, expired.canReactivate]).toEqual([null, false]);
    const library = subscriptionCardModel({ ...base, subscription: subscriptions.library });
    expect(library).toMatchObject({ kind: 'library', state: 'library', frequency: null });
    expect(library.dates.map((d) => d.kind)).toEqual(['expires', 'ordered']);
    expect([library.cancel, library.canReactivate]).toEqual([null, false]);
  });

  it('tax with and without a code, in the subscription currency and viewer locale', () => {
    const gb = members.britain.subscriptions[0];
    expect(
      gb && subscriptionCardModel({ ...base, locale: 'en-GB', subscription: gb }).price,
    ).toEqual({
      amount: '£39.95',
      tax: { amount: '£6.66', code: 'VAT' },
    });
    const de = makeSubscription({ countryCode: 'DE', amount: 95.88, taxAmount: 15.31 });
    expect(subscriptionCardModel({ ...base, locale: 'de-DE', subscription: de }).price).toEqual({
      amount: '95,88\u00a0€',
      tax: { amount: '15,31\u00a0€', code: null },
    });
  });

  it('PayPal and a pending refund', () => {
    expect(
      subscriptionCardModel({ ...base, subscription: subscriptions.payPalMonthly }).payment,
    ).toEqual({ kind: 'paypal', payPalId: 'paypal-avery@example.com' });
    expect(
      subscriptionCardModel({ ...base, subscription: subscriptions.quarterlyRefundPending }),
    ).toMatchObject({ frequency: 'three-month', refunds: [{ kind: 'pending' }] });
  });

  it('cancel goes to the funnel in US, CA, GB and AU, else to the plain page', () => {
    const ca = subscriptionCardModel({
      ...base,
      country: 'CA',
      subscription: subscriptions.activeMonthly,
    });
    const fr = subscriptionCardModel({
      ...base,
      country: 'FR',
      subscription: subscriptions.activeMonthly,
    });
    expect(ca.cancel && cancelHrefFor(ca.cancel, 'Pro plan')).toBe(
      '/subscriptions/cancel_v2?subscriptionId=1001&isTrial=false&subscriptionName=Pro+plan',
    );
    expect(fr.cancel && cancelHrefFor(fr.cancel, 'Abonnement')).toBe(
      '/subscriptions/cancel?subscriptionId=1001&isTrial=false&subscriptionName=Abonnement',
    );
  });

  it('upgrade: the path of this subscription, posted with desktop or mobile details', () => {
    const paths = [upgradePathFor(1001), upgradePathFor(1002, allAccessYearly)];
    const desktop = subscriptionCardModel({
      ...base,
      subscription: subscriptions.activeMonthly,
      upgradePaths: paths,
    });
    expect(desktop.upgrade).toEqual({
      toKind: '1-year-pro',
      monthlyCost: '$7.99',
      form: {
        action: 'https://order.legal-docs.example.com/order/upgrade',
        fields: [
          ['upgradeSubscription', '1001'],
          ['products', 'ALLLAW'],
          ['orderToken', 'tok-1001'],
        ],
      },
    });
    const mobile = subscriptionCardModel({
      ...base,
      subscription: subscriptions.activeYearly,
      upgradePaths: paths,
      isSmallScreen: true,
    });
    expect(mobile.upgrade?.toKind).toBe('all-access');
    expect(mobile.upgrade?.form.action).toBe(
      'https://order.legal-docs.example.com/m/order/upgrade',
    );
    expect(mobile.upgrade?.form.fields[1]).toEqual(['products', 'ALLACCESS']);
    expect(
      subscriptionCardModel({ ...base, subscription: subscriptions.library, upgradePaths: paths })
        .upgrade,
    ).toBeNull();
  });

  it('refinement: US always, CA at N only; promo overrides as given', () => {
    const ca = (v: 'C' | 'N') =>
      subscriptionCardModel({
        ...base,
        country: 'CA',
        subscription: subscriptions.activeYearly,
        variations: { subscriptionCardRefinement: v },
      }).refined;
    expect([ca('C'), ca('N')]).toEqual([false, true]);
    expect(
      subscriptionCardModel({ ...base, subscription: subscriptions.activeYearly, promo: true })
        .promo,
    ).toBe(true);
  });
});

describe('bundle-subscription experiments (§9)', () => {
  const eligible = subscriptions.activeYearly;
  const offer = (phase1: 'C' | 'N' | 'F' | 'Y', ro: 'C' | 'Y' = 'C', s = eligible) =>
    allAccessOfferFor({ subscription: s, state: 'active', phase1, ro });

  it('N with price, F without, Y in place of the upgrade, RO Y on yearly plans only', () => {
    expect(offer('C')).toBeNull();
    expect(offer('N')).toEqual({ showsPrice: true, replacesUpgrade: false });
    expect(offer('F')).toEqual({ showsPrice: false, replacesUpgrade: false });
    expect(offer('Y')).toEqual({ showsPrice: true, replacesUpgrade: true });
    expect(offer('C', 'Y')).toEqual({ showsPrice: true, replacesUpgrade: false });
    expect(offer('C', 'Y', subscriptions.activeMonthly)).toBeNull();
    expect(offer('N', 'Y')).toEqual({ showsPrice: true, replacesUpgrade: false });
  });

  it('never on bundles, all-access itself, or what no longer renews', () => {
    expect(offer('N', 'C', subscriptions.estateBundle)).toBeNull();
    expect(offer('N', 'C', subscriptions.allAccess)).toBeNull();
    expect(
      allAccessOfferFor({ subscription: eligible, state: 'cancelled', phase1: 'N' }),
    ).toBeNull();
  });

  it('the yearly price is the all-access upgrade path × 12; missing otherwise', () => {
    expect(allAccessYearly).toBe('subscription_year_renew_all_access');
    expect(yearlyPriceOf(1002, [upgradePathFor(1002, allAccessYearly)])).toBe(95.88);
    expect(yearlyPriceOf(1002, [upgradePathFor(1002)])).toBeNull();
    expect(yearlyPriceOf(1002, [upgradePathFor(1001, allAccessYearly)])).toBeNull();
  });

  it('the card model carries the offer, its price or the missing-price flag, and its form', () => {
    const model = subscriptionCardModel({
      ...base,
      subscription: eligible,
      upgradePaths: [upgradePathFor(1002, allAccessYearly)],
      variations: { bundleSubscriptionPhase1: 'N' },
    });
    expect(model.allAccessOffer).toMatchObject({
      yearlyPrice: '$95.88',
      yearlyPriceMissing: false,
      replacesUpgrade: false,
      form: {
        action: `https://${host}/order/new`,
        fields: [
          ['code', '1.21'],
          ['file', 'order-form'],
          ['contract', 'subscription_year_renew_all_access'],
          ['referHost', host],
          ['loc', 'en_US'],
          ['products', 'ALLACCESS'],
        ],
      },
    });
    expect(model.upgrade).not.toBeNull();
    const y = subscriptionCardModel({
      ...base,
      subscription: subscriptions.activeMonthly,
      upgradePaths: [upgradePathFor(1001)],
      variations: { bundleSubscriptionPhase1: 'Y' },
    });
    expect(y.upgrade).toBeNull();
    expect(y.allAccessOffer).toMatchObject({ yearlyPrice: null, yearlyPriceMissing: true });
    const f = subscriptionCardModel({
      ...base,
      subscription: subscriptions.activeMonthly,
      variations: { bundleSubscriptionPhase1: 'F' },
    });
    expect(f.allAccessOffer).toMatchObject({ yearlyPrice: null, yearlyPriceMissing: false });
  });
});

describe('sortSubscriptions', () => {
  it('renewing first (soonest charge first), then cancelled, library, expired', () => {
    const sorted = sortSubscriptions([
      subscriptions.expired,
      subscriptions.library,
      subscriptions.cancelled,
      subscriptions.activeYearly,
      subscriptions.initialTrial,
      subscriptions.activeMonthly,
    ]);
    expect(sorted.map((s) => s.subscriptionId)).toEqual([1003, 1001, 1002, 1004, 1006, 1005]);
  });
});
