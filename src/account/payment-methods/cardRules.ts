/**
 * The card-number and security-code checks (account-dashboard §5; card-validator: Luhn and brand
 * detection) and the update form's rules, shared by the update form and the server. Apart from
 * `rules.ts` because card-validator is only needed once a member opens the form: the form's lazy
 * chunk and the server import this module, the first screen never does.
 */
import cardValidator from 'card-validator';
import { instantToWallTime } from '../../platform/format/dates';
import { checkExpiry, presentText } from '../domain';
import type { PaymentMethodLike, PaymentMethodUpdatePayload } from '../model';
import {
  brandForCardTypeCode,
  buildPaymentMethodUpdate,
  type CardBrand,
  cardTypeCodeFor,
  fullYear,
  paymentMethodView,
} from './rules';

export type CardNumberStatus = 'empty' | 'incomplete' | 'invalid' | 'valid';

export interface CardNumberCheck {
  status: CardNumberStatus;
  /** Detected as soon as the first digits identify one brand; null while ambiguous. */
  brand: CardBrand | null;
}

/**
 * §5 Checks a typed card number: `valid` passes Luhn and the brand's lengths, `incomplete` may
 * still become valid by typing more, `invalid` cannot. Spaces and dashes are ignored.
 */
export function checkCardNumber(input: string): CardNumberCheck {
  const digits = input.replace(/[\s-]/g, '');
  if (digits === '') return { status: 'empty', brand: null };
  if (!/^\d+$/.test(digits)) return { status: 'invalid', brand: null };
  // card-validator skips Luhn for UnionPay by default; every brand we take must pass it.
  const result = cardValidator.number(digits, { luhnValidateUnionPay: true });
  const brand = result.card?.type ?? null;
  if (result.isValid) return { status: 'valid', brand };
  return { status: result.isPotentiallyValid ? 'incomplete' : 'invalid', brand };
}

/** Security-code lengths of a brand (4 for American Express); 3 or 4 when the brand is unknown. */
export function cvvLengthsFor(brand: CardBrand | null): number[] {
  const size = brand ? cardValidator.creditCardType.getTypeInfo(brand)?.code.size : undefined;
  return size ? [size] : [3, 4];
}

export type CvvStatus = 'empty' | 'invalid' | 'valid';

/** §5 Checks a security code against the card brand's length. */
export function checkCvv(input: string, brand: CardBrand | null): CvvStatus {
  const cvv = input.trim();
  if (cvv === '') return 'empty';
  return cardValidator.cvv(cvv, cvvLengthsFor(brand)).isValid ? 'valid' : 'invalid';
}

// ----- the update form ---------------------------------------------------------------------

/** The update form's fields, named as in the §3 payload. */
export type CardFormField =
  | 'cardNumber'
  | 'nameOnCard'
  | 'expirationMonth'
  | 'expirationYear'
  | 'cvv'
  | 'cardStartDate';

/** What the form holds, as typed. */
export type CardFormValues = Record<CardFormField, string>;

/** Why a field is not accepted; the form shows `paymentMethods:validation.<error>`. */
export type CardFormError =
  | 'cardNumberInvalid'
  | 'cardTypeUnsupported'
  | 'nameRequired'
  | 'expiryRequired'
  | 'expiryInvalid'
  | 'expiryInPast'
  | 'cvvInvalid'
  | 'startDateInvalid';

export interface CardFormCheck {
  /** The first problem of each field, in form order. */
  errors: Partial<Record<CardFormField, CardFormError>>;
  /** The §3/§5 payload, only when no field has an error. */
  payload: PaymentMethodUpdatePayload | null;
}

/** The form's initial values for a stored card: name, expiry and start date; no number, no CVV. */
export function cardFormDefaults(card: PaymentMethodLike): CardFormValues {
  const view = paymentMethodView(card, new Date(0));
  return {
    cardNumber: '',
    nameOnCard: view.nameOnCard,
    expirationMonth: view.expiry?.month ?? '',
    expirationYear: view.expiry?.year ?? '',
    cvv: '',
    cardStartDate: presentText(card.cardStartDate) ?? '',
  };
}

/** Whether the form asks for a card start date: the stored card has one (Maestro-style). */
export function hasStartDate(card: PaymentMethodLike): boolean {
  return presentText(card.cardStartDate) !== null;
}

function checkStartDate(value: string, now: Date): 'empty' | 'invalid' | 'valid' {
  const trimmed = value.trim();
  if (trimmed === '') return 'empty';
  const match = /^(\d{1,2})\s*\/\s*(\d{2}|\d{4})$/.exec(trimmed);
  if (!match) return 'invalid';
  const month = Number(match[1]);
  const year = fullYear(Number(match[2]));
  if (month < 1 || month > 12) return 'invalid';
  const today = instantToWallTime(now);
  return year * 12 + month > today.year * 12 + today.month ? 'invalid' : 'valid';
}

/**
 * §5 Checks the update form of `card` and builds its payload. The card number is optional:
 * left blank, the stored number (and its type code) is kept and only the other details change;
 * typed, it must be a valid number of a brand the server takes, whose code then replaces the
 * stored one. Name, expiry (current month or later) and the security code (checked against the
 * new brand, else the stored one) are required; a start date, when given, is a past or current
 * MM/YYYY month.
 */
export function checkCardUpdate(
  card: Pick<PaymentMethodLike, 'creditCardId' | 'cardTypeCode'>,
  values: CardFormValues,
  now: Date,
): CardFormCheck {
  const errors: CardFormCheck['errors'] = {};
  let cardTypeCode = presentText(card.cardTypeCode);
  let brand = brandForCardTypeCode(cardTypeCode);

  const number = checkCardNumber(values.cardNumber);
  if (number.status !== 'empty') {
    if (number.status !== 'valid') errors.cardNumber = 'cardNumberInvalid';
    else if (!cardTypeCodeFor(number.brand)) errors.cardNumber = 'cardTypeUnsupported';
    else {
      cardTypeCode = cardTypeCodeFor(number.brand);
      brand = number.brand;
    }
  }

  if (!presentText(values.nameOnCard)) errors.nameOnCard = 'nameRequired';

  const month = presentText(values.expirationMonth);
  const year = presentText(values.expirationYear);
  if (!month) errors.expirationMonth = 'expiryRequired';
  else if (!/^\d{1,2}$/.test(month) || Number(month) < 1 || Number(month) > 12)
    errors.expirationMonth = 'expiryInvalid';
  if (!year) errors.expirationYear = 'expiryRequired';
  else if (!/^(\d{2}|\d{4})$/.test(year)) errors.expirationYear = 'expiryInvalid';
  if (!errors.expirationMonth && !errors.expirationYear) {
    const expiry = checkExpiry(month, year, now);
    if (expiry === 'expired') errors.expirationMonth = 'expiryInPast';
    else if (expiry !== 'valid') errors.expirationYear = 'expiryInvalid';
  }

  if (checkCvv(values.cvv, brand) !== 'valid') errors.cvv = 'cvvInvalid';
  if (checkStartDate(values.cardStartDate, now) === 'invalid')
    errors.cardStartDate = 'startDateInvalid';

  if (Object.keys(errors).length > 0) return { errors, payload: null };
  const payload = buildPaymentMethodUpdate({
    creditCardId: card.creditCardId,
    cardNumber: values.cardNumber,
    cardTypeCode,
    nameOnCard: values.nameOnCard,
    cvv: values.cvv,
    expirationMonth: String(Number(month)),
    expirationYear: String(fullYear(Number(year))),
    cardStartDate: values.cardStartDate.replace(/\s/g, ''),
  });
  return { errors, payload };
}
