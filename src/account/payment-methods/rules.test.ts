import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cards, fixtureNow, members } from '../../platform/fixtures';
import { parseServerDate } from '../../platform/format/dates';
import {
  brandForCardTypeCode,
  buildPaymentMethodUpdate,
  type CardFormValues,
  cardFormDefaults,
  cardTypeCodeFor,
  checkCardNumber,
  checkCardUpdate,
  checkCvv,
  checkExpiry,
  cvvLengthsFor,
  hasStartDate,
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

describe('checkCardNumber (§5)', () => {
  it.each([
    ['4111 1111 1111 1111', 'valid', 'visa'],
    ['5555555555554444', 'valid', 'mastercard'],
    ['378282246310005', 'valid', 'american-express'],
    ['6011-1111-1111-1117', 'valid', 'discover'],
    ['4111', 'incomplete', 'visa'],
    ['4111111111111112', 'incomplete', 'visa'], // fails Luhn but 18/19-digit Visas exist
    ['4111111111111111111', 'invalid', 'visa'], // 19 digits, fails Luhn
    ['378282246310006', 'invalid', 'american-express'],
    ['9999999999999999', 'invalid', null],
    ['81000000000000', 'incomplete', 'unionpay'], // fails Luhn: not valid, though UnionPay skips it by default
    ['4111x', 'invalid', null],
    ['', 'empty', null],
    ['   ', 'empty', null],
  ])('%j → %s (%s)', (input, status, brand) => {
    expect(checkCardNumber(input)).toEqual({ status, brand });
  });

  it('never calls a number that fails Luhn valid', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[0-9]{12,19}$/), (digits) => {
        const sum = [...digits]
          .reverse()
          .map(Number)
          .reduce((acc, d, i) => acc + (i % 2 ? (d * 2 > 9 ? d * 2 - 9 : d * 2) : d), 0);
        if (sum % 10 !== 0) expect(checkCardNumber(digits).status).not.toBe('valid');
      }),
      { numRuns: 1000 },
    );
  });
});

describe('checkCvv (§5)', () => {
  it('needs 3 digits for most brands and 4 for American Express', () => {
    expect(cvvLengthsFor('visa')).toEqual([3]);
    expect(cvvLengthsFor('american-express')).toEqual([4]);
    expect(cvvLengthsFor(null)).toEqual([3, 4]);
    expect(checkCvv('123', 'visa')).toBe('valid');
    expect(checkCvv('1234', 'visa')).toBe('invalid');
    expect(checkCvv('1234', 'american-express')).toBe('valid');
    expect(checkCvv('123', 'american-express')).toBe('invalid');
    expect(checkCvv('1234', null)).toBe('valid');
    expect(checkCvv('12a', 'visa')).toBe('invalid');
    expect(checkCvv(' ', 'visa')).toBe('empty');
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

describe('checkExpiry (§5)', () => {
  // 2026-06-01 03:00 UTC is still May 31 in Edmonton.
  const now = new Date('2026-06-01T03:00:00Z');

  it('accepts the current month and later, rejects earlier months', () => {
    expect(checkExpiry(5, 2026, now)).toBe('valid');
    expect(checkExpiry('06', '26', now)).toBe('valid');
    expect(checkExpiry(4, 2026, now)).toBe('expired');
    expect(checkExpiry(12, 2025, now)).toBe('expired');
    expect(checkExpiry(1, 2045, now)).toBe('valid');
  });

  it('uses the month in server time', () => {
    expect(checkExpiry(5, 2026, new Date('2026-06-01T07:00:00Z'))).toBe('expired');
  });

  it('rejects impossible months and years', () => {
    expect(checkExpiry(13, 2027, now)).toBe('invalid');
    expect(checkExpiry(0, 2027, now)).toBe('invalid');
    expect(checkExpiry('ab', 2027, now)).toBe('invalid');
    expect(checkExpiry(1, 202, now)).toBe('invalid');
    expect(checkExpiry(1, 2046, now)).toBe('invalid');
  });

  it('is empty when a part is missing', () => {
    expect(checkExpiry(null, 2027, now)).toBe('empty');
    expect(checkExpiry(1, '', now)).toBe('empty');
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

describe('checkCardUpdate (§3, §5)', () => {
  const now = parseServerDate(fixtureNow) as Date; // March 2026
  const keepNumber: CardFormValues = {
    cardNumber: '',
    nameOnCard: 'Avery Sample',
    expirationMonth: '09',
    expirationYear: '2029',
    cvv: '123',
    cardStartDate: '',
  };

  it('starts from the stored name, expiry and start date, never the number or CVV', () => {
    expect(cardFormDefaults(cards.visaSaved)).toEqual({
      cardNumber: '',
      nameOnCard: 'Avery Sample',
      expirationMonth: '08',
      expirationYear: '2028',
      cvv: '',
      cardStartDate: '',
    });
    expect(cardFormDefaults(cards.maestroWithStart).cardStartDate).toBe('06/2024');
    expect(hasStartDate(cards.maestroWithStart)).toBe(true);
    expect(hasStartDate(cards.visaSaved)).toBe(false);
  });

  it('without a new number keeps the stored type code', () => {
    expect(checkCardUpdate(cards.visaSaved, keepNumber, now)).toEqual({
      errors: {},
      payload: {
        creditCardId: 9001,
        cardTypeCode: 'VI',
        nameOnCard: 'Avery Sample',
        cvv: '123',
        expirationMonth: '9',
        expirationYear: '2029',
      },
    });
  });

  it('with a new number sends it and its brand code, and checks the CVV against that brand', () => {
    const amex = { ...keepNumber, cardNumber: '3782 822463 10005', cvv: '1234' };
    expect(checkCardUpdate(cards.visaSaved, amex, now).payload).toMatchObject({
      cardNumber: '378282246310005',
      cardTypeCode: 'AX',
      cvv: '1234',
    });
    expect(checkCardUpdate(cards.visaSaved, { ...amex, cvv: '123' }, now).errors).toEqual({
      cvv: 'cvvInvalid',
    });
    // The stored card's brand decides without a new number: an Amex needs 4 digits.
    expect(checkCardUpdate(cards.amexUpdateDisabled, keepNumber, now).errors).toEqual({
      cvv: 'cvvInvalid',
    });
  });

  it('names every bad field at once and builds no payload', () => {
    const bad: CardFormValues = {
      cardNumber: '4111 1111 1111 1112',
      nameOnCard: '  ',
      expirationMonth: '02',
      expirationYear: '2026',
      cvv: '12',
      cardStartDate: '',
    };
    expect(checkCardUpdate(cards.visaSaved, bad, now)).toEqual({
      errors: {
        cardNumber: 'cardNumberInvalid',
        nameOnCard: 'nameRequired',
        expirationMonth: 'expiryInPast',
        cvv: 'cvvInvalid',
      },
      payload: null,
    });
  });

  it.each([
    [{ expirationMonth: '' }, { expirationMonth: 'expiryRequired' }],
    [{ expirationYear: ' ' }, { expirationYear: 'expiryRequired' }],
    [{ expirationMonth: '13' }, { expirationMonth: 'expiryInvalid' }],
    [{ expirationYear: '202' }, { expirationYear: 'expiryInvalid' }],
    [{ expirationYear: '2060' }, { expirationYear: 'expiryInvalid' }],
    [{ expirationMonth: '3', expirationYear: '26' }, {}],
    [{ cardNumber: '3530111333300000' }, { cardNumber: 'cardTypeUnsupported' }],
    [{ cardStartDate: '13/2024' }, { cardStartDate: 'startDateInvalid' }],
    [{ cardStartDate: '04/2026' }, { cardStartDate: 'startDateInvalid' }],
  ] as const)('%j → %j', (change, errors) => {
    expect(checkCardUpdate(cards.visaSaved, { ...keepNumber, ...change }, now).errors).toEqual(
      errors,
    );
  });

  it('keeps a Maestro card start date in the payload', () => {
    const values = { ...cardFormDefaults(cards.maestroWithStart), cvv: '321' };
    expect(checkCardUpdate(cards.maestroWithStart, values, now).payload).toEqual({
      creditCardId: 9005,
      cardTypeCode: 'MA',
      nameOnCard: 'Harper Example',
      cvv: '321',
      expirationMonth: '6',
      expirationYear: '2029',
      cardStartDate: '06/2024',
    });
  });
});
