import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  buildPaymentMethodUpdate,
  cardTypeCodeFor,
  checkCardNumber,
  checkCvv,
  checkExpiry,
  cvvLengthsFor,
  type PaymentMethodFormValues,
  savedCardDisplay,
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
