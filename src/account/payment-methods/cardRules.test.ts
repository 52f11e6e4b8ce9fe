import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cards, fixtureNow } from '../../platform/fixtures';
import { parseServerDate } from '../../platform/format/dates';
import {
  type CardFormValues,
  cardFormDefaults,
  checkCardNumber,
  checkCardUpdate,
  checkCvv,
  cvvLengthsFor,
  hasStartDate,
} from './cardRules';

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
