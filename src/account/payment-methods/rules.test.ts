import { describe, expect, it } from 'vitest';
import { cards, fixtureNow, members } from '../../platform/fixtures';
import { parseServerDate } from '../../platform/format/dates';
import {
  brandForCardTypeCode,
  buildPaymentMethodUpdate,
  cardTypeCodeFor,
  type PaymentMethodFormValues,
  paymentMethodView,
  paysActiveSubscription,
  savedCardDisplay,
  savedPaymentMethods,
} from './rules';

const complete: PaymentMethodFormValues = {
  creditCardId: 12,
  cardTypeCode: 'VI',
  nameOnCard: ' Ada Lovelace ',
  cvv: '123',
  expirationMonth: 4,
  expirationYear: '2029',
};

describe('buildPaymentMethodUpdate (§5)', () => {
  it('builds the payload when every required field is present', () => {
    expect(buildPaymentMethodUpdate(complete)).toEqual({
      creditCardId: 12,
      cardTypeCode: 'VI',
      nameOnCard: 'Ada Lovelace',
      cvv: '123',
      expirationMonth: '4',
      expirationYear: '2029',
    });
  });

  it.each([
    'creditCardId',
    'cardTypeCode',
    'nameOnCard',
    'cvv',
    'expirationMonth',
    'expirationYear',
  ] as const)('is null without %s (missing, null or blank)', (field) => {
    expect(buildPaymentMethodUpdate({ ...complete, [field]: undefined })).toBeNull();
    expect(buildPaymentMethodUpdate({ ...complete, [field]: null })).toBeNull();
    if (field !== 'creditCardId') {
      expect(buildPaymentMethodUpdate({ ...complete, [field]: '   ' })).toBeNull();
    }
  });

  it('keeps credit card id 0 and adds the optional number and start date', () => {
    expect(
      buildPaymentMethodUpdate({
        ...complete,
        creditCardId: 0,
        cardNumber: '4111 1111-1111 1111',
        cardStartDate: '01/20',
      }),
    ).toMatchObject({ creditCardId: 0, cardNumber: '4111111111111111', cardStartDate: '01/20' });
    const withoutOptional = buildPaymentMethodUpdate({ ...complete, cardNumber: ' ' });
    expect(withoutOptional).not.toHaveProperty('cardNumber');
    expect(withoutOptional).not.toHaveProperty('cardStartDate');
  });
});

describe('savedCardDisplay (§5)', () => {
  it('needs creditCardId, cardLength and last4Digits', () => {
    const card = { creditCardId: 5, cardLength: 16, last4Digits: '1111', cardTypeCode: 'VI' };
    expect(savedCardDisplay(card)).toEqual({
      creditCardId: 5,
      cardLength: 16,
      last4Digits: '1111',
      cardTypeCode: 'VI',
      cardLogoUrl: null,
    });
    expect(savedCardDisplay({ ...card, creditCardId: undefined })).toBeNull();
    expect(savedCardDisplay({ ...card, cardLength: null })).toBeNull();
    expect(savedCardDisplay({ ...card, cardLength: 0 })).toBeNull();
    expect(savedCardDisplay({ ...card, last4Digits: '' })).toBeNull();
    expect(savedCardDisplay({ ...card, last4Digits: null })).toBeNull();
  });
});

describe('cardTypeCodeFor', () => {
  it('maps the brands the server takes', () => {
    expect(cardTypeCodeFor('visa')).toBe('VI');
    expect(cardTypeCodeFor('american-express')).toBe('AX');
    expect(cardTypeCodeFor('jcb')).toBeNull();
    expect(cardTypeCodeFor(null)).toBeNull();
  });
});

describe('brandForCardTypeCode', () => {
  it('reverses cardTypeCodeFor, Maestro included', () => {
    expect(brandForCardTypeCode('VI')).toBe('visa');
    expect(brandForCardTypeCode('ax')).toBe('american-express');
    expect(brandForCardTypeCode('MA')).toBe('maestro');
    expect(cardTypeCodeFor('maestro')).toBe('MA');
    expect(brandForCardTypeCode('PP')).toBeNull();
    expect(brandForCardTypeCode(null)).toBeNull();
  });
});

describe('paymentMethodView / savedPaymentMethods (§3, §5)', () => {
  const now = parseServerDate(fixtureNow) as Date;

  it('shows a saved card: brand code, name, last four, MM/YYYY, Update offered', () => {
    expect(paymentMethodView(cards.visaSaved, now)).toEqual({
      creditCardId: 9001,
      kind: 'card',
      cardTypeCode: 'VI',
      nameOnCard: 'Avery Sample',
      logoUrl: '/images/cards/vi.svg',
      last4Digits: '4242',
      expiry: { month: '08', year: '2028' },
      expired: false,
      canUpdate: true,
      updateDisabled: false,
    });
  });

  it('marks expired cards by the server flag or by a past expiry month', () => {
    expect(paymentMethodView(cards.mastercardExpired, now).expired).toBe(true);
    const stale = { ...cards.visaSaved, expirationMonth: 2, expirationYear: 2026 };
    expect(paymentMethodView(stale, now).expired).toBe(true);
    const thisMonth = { ...cards.visaSaved, expirationMonth: 3, expirationYear: 26 };
    expect(paymentMethodView(thisMonth, now)).toMatchObject({
      expired: false,
      expiry: { month: '03', year: '2026' },
    });
  });

  it('explains an update-disabled card instead of offering Update', () => {
    expect(paymentMethodView(cards.amexUpdateDisabled, now)).toMatchObject({
      canUpdate: false,
      updateDisabled: true,
      last4Digits: '0005',
    });
  });

  it('shows PayPal without card fields, never updatable, without the card explanation', () => {
    expect(paymentMethodView(cards.payPal, now)).toMatchObject({
      kind: 'paypal',
      last4Digits: null,
      expiry: null,
      expired: false,
      canUpdate: false,
      updateDisabled: false,
    });
  });

  it('drops "ending in" when the display payload is incomplete, and a missing logo is null', () => {
    const partial = { ...cards.visaSaved, cardLength: null, cardLogoUrl: ' ' };
    expect(paymentMethodView(partial, now)).toMatchObject({ last4Digits: null, logoUrl: null });
    expect(paymentMethodView({ ...cards.visaSaved, expirationMonth: 13 }, now).expiry).toBeNull();
  });

  it('lists only user-saved methods, in server order', () => {
    const list = savedPaymentMethods(
      [cards.visaSaved, { ...cards.mastercardExpired, userSaved: false }, cards.payPal],
      now,
    );
    expect(list.map((card) => card.creditCardId)).toEqual([9001, 9004]);
  });
});

describe('paysActiveSubscription (§4)', () => {
  it('is true only for an active subscription charging that card', () => {
    const subs = members.cards.subscriptions;
    expect(paysActiveSubscription(subs, cards.visaSaved.creditCardId)).toBe(true);
    expect(paysActiveSubscription(subs, cards.mastercardExpired.creditCardId)).toBe(false);
    const cancelled = subs.map((s) => ({ ...s, cancelledDate: '2026-03-01T00:00:00' }));
    expect(paysActiveSubscription(cancelled, cards.visaSaved.creditCardId)).toBe(false);
  });
});
