/**
 * Payment-method decisions (account-dashboard §5): the update payload, the saved-card display
 * payload, and card-number, security-code and expiry checks (card-validator: Luhn and brand
 * detection). Checks return status codes; the form maps them to translation keys.
 */
import cardValidator from 'card-validator';
import { instantToWallTime } from '../../platform/format/dates';
import type { PaymentMethod, PaymentMethodUpdatePayload, Subscription } from '../model';
import { isActiveSubscription } from '../subscriptions/rules';

/** What the update form holds; every field may still be missing or blank. */
export interface PaymentMethodFormValues {
  creditCardId?: number | null;
  cardNumber?: string | null;
  cardTypeCode?: string | null;
  nameOnCard?: string | null;
  cvv?: string | null;
  expirationMonth?: number | string | null;
  expirationYear?: number | string | null;
  cardStartDate?: string | null;
}

/** A value is present when it is not null, undefined or blank; present values are trimmed. */
function text(value: number | string | null | undefined): string | null {
  if (value === null || value === undefined) return null;
  const trimmed = String(value).trim();
  return trimmed === '' ? null : trimmed;
}

/**
 * §5 The update payload, built only when creditCardId, cardTypeCode, nameOnCard, cvv,
 * expirationMonth and expirationYear are all present; otherwise null. cardNumber and
 * cardStartDate are added when present (the number without spaces or dashes).
 */
export function buildPaymentMethodUpdate(
  form: PaymentMethodFormValues,
): PaymentMethodUpdatePayload | null {
  const cardTypeCode = text(form.cardTypeCode);
  const nameOnCard = text(form.nameOnCard);
  const cvv = text(form.cvv);
  const expirationMonth = text(form.expirationMonth);
  const expirationYear = text(form.expirationYear);
  if (
    form.creditCardId === null ||
    form.creditCardId === undefined ||
    !cardTypeCode ||
    !nameOnCard ||
    !cvv ||
    !expirationMonth ||
    !expirationYear
  ) {
    return null;
  }
  const cardNumber = text(form.cardNumber)?.replace(/[\s-]/g, '');
  const cardStartDate = text(form.cardStartDate);
  return {
    creditCardId: form.creditCardId,
    cardTypeCode,
    nameOnCard,
    cvv,
    expirationMonth,
    expirationYear,
    ...(cardNumber ? { cardNumber } : {}),
    ...(cardStartDate ? { cardStartDate } : {}),
  };
}

export type SavedCardFields = Pick<
  PaymentMethod,
  'creditCardId' | 'cardLength' | 'last4Digits' | 'cardTypeCode' | 'cardLogoUrl'
>;

/** §5 What a saved card shows: its id, length and last four digits, plus brand when known. */
export interface SavedCardDisplay {
  creditCardId: number;
  cardLength: number;
  last4Digits: string;
  cardTypeCode: string | null;
  cardLogoUrl: string | null;
}

/** §5 The saved-card display payload: needs creditCardId, cardLength and last4Digits, else null. */
export function savedCardDisplay(card: Partial<SavedCardFields>): SavedCardDisplay | null {
  const last4Digits = text(card.last4Digits);
  if (card.creditCardId == null || !card.cardLength || !last4Digits) return null;
  return {
    creditCardId: card.creditCardId,
    cardLength: card.cardLength,
    last4Digits,
    cardTypeCode: text(card.cardTypeCode),
    cardLogoUrl: text(card.cardLogoUrl),
  };
}

/** card-validator's brand ids: `visa`, `mastercard`, `american-express`, `discover`, … */
export type CardBrand = string;

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

/** The server's card type codes for the brands it takes (our mapping; the spec lists none). */
export const cardTypeCodeByBrand: Readonly<Record<string, string>> = {
  visa: 'VI',
  mastercard: 'MC',
  'american-express': 'AX',
  discover: 'DI',
  // The GB debit cards the fixtures and server store as MA (they may carry a start date).
  maestro: 'MA',
};

/** Card type code for a detected brand; null for a brand the server does not take. */
export function cardTypeCodeFor(brand: CardBrand | null): string | null {
  return brand ? (cardTypeCodeByBrand[brand] ?? null) : null;
}

export type ExpiryStatus = 'empty' | 'invalid' | 'expired' | 'valid';

/** How far ahead an expiry year may be (card-validator's rule). */
const MAX_YEARS_AHEAD = 19;

/**
 * §5 Checks an expiry month and year (2 or 4 digits). A card is good through the last day of its
 * expiry month, so only a month before the current one is `expired`; "current" is the month in
 * the server's zone at `now`, like every other date the dashboard compares.
 */
export function checkExpiry(
  month: number | string | null | undefined,
  year: number | string | null | undefined,
  now: Date,
): ExpiryStatus {
  const m = text(month);
  const y = text(year);
  if (!m || !y) return 'empty';
  if (!/^\d{1,2}$/.test(m) || !/^(\d{2}|\d{4})$/.test(y)) return 'invalid';
  const monthNumber = Number(m);
  const yearNumber = y.length === 2 ? 2000 + Number(y) : Number(y);
  if (monthNumber < 1 || monthNumber > 12) return 'invalid';
  const today = instantToWallTime(now);
  if (yearNumber > today.year + MAX_YEARS_AHEAD) return 'invalid';
  const expiry = yearNumber * 12 + monthNumber;
  const current = today.year * 12 + today.month;
  return expiry < current ? 'expired' : 'valid';
}

/** The brand card-validator knows for one of the server's card type codes; null when unknown. */
export function brandForCardTypeCode(code: string | null | undefined): CardBrand | null {
  const wanted = text(code)?.toUpperCase();
  if (!wanted) return null;
  return Object.entries(cardTypeCodeByBrand).find(([, value]) => value === wanted)?.[0] ?? null;
}

// ----- the list ----------------------------------------------------------------------------

/** The server's type code of PayPal entries (no card number, expiry or security code). */
export const PAYPAL_TYPE_CODE = 'PP';

/** What one entry of the saved payment methods list shows (account-dashboard §3, §5). */
export interface PaymentMethodView {
  creditCardId: number;
  /** A PayPal entry shows no card fields and cannot be updated here. */
  kind: 'card' | 'paypal';
  /** The server's type code (VI, MC, AX, DI, MA, PP…): the component names the brand from it. */
  cardTypeCode: string;
  nameOnCard: string;
  /** The logo's address; null when the server sends none (the component draws a card icon). */
  logoUrl: string | null;
  /** From the §5 display payload; null when that payload is incomplete (no "ending in"). */
  last4Digits: string | null;
  /** Expiry as two-digit month and four-digit year; null for PayPal or when unknown. */
  expiry: { month: string; year: string } | null;
  /** The server's flag, or an expiry month already past at `now`. */
  expired: boolean;
  /** The Update button is offered. */
  canUpdate: boolean;
  /** The "can't be updated online" explanation is shown instead of the Update button. */
  updateDisabled: boolean;
}

function fullYear(year: number): number {
  return year < 100 ? 2000 + year : year;
}

/** The view model of one payment method. */
export function paymentMethodView(card: PaymentMethod, now: Date): PaymentMethodView {
  const cardTypeCode = text(card.cardTypeCode)?.toUpperCase() ?? '';
  const nameOnCard = text(card.nameOnCard) ?? '';
  if (cardTypeCode === PAYPAL_TYPE_CODE) {
    return {
      creditCardId: card.creditCardId,
      kind: 'paypal',
      cardTypeCode,
      nameOnCard,
      logoUrl: text(card.cardLogoUrl),
      last4Digits: null,
      expiry: null,
      expired: false,
      canUpdate: false,
      updateDisabled: false,
    };
  }
  const display = savedCardDisplay(card);
  const month = card.expirationMonth;
  const year = card.expirationYear;
  const expiry =
    month && year && month >= 1 && month <= 12
      ? { month: String(month).padStart(2, '0'), year: String(fullYear(year)) }
      : null;
  const updateDisabled = card.updateDisabled === true;
  return {
    creditCardId: card.creditCardId,
    kind: 'card',
    cardTypeCode,
    nameOnCard,
    logoUrl: display?.cardLogoUrl ?? text(card.cardLogoUrl),
    last4Digits: display?.last4Digits ?? null,
    expiry,
    expired: card.expired === true || checkExpiry(month, year, now) === 'expired',
    canUpdate: !updateDisabled,
    updateDisabled,
  };
}

/**
 * The saved payment methods list: only cards the member saved (the call also returns cards a
 * subscription uses but the member never saved, and a deleted card stays as not user-saved).
 */
export function savedPaymentMethods(
  cards: readonly PaymentMethod[],
  now: Date,
): PaymentMethodView[] {
  return cards.filter(isListed).map((card) => paymentMethodView(card, now));
}

/** Whether the list shows a payment method: the member saved it (and has not removed it). */
export function isListed(card: Pick<PaymentMethod, 'userSaved'>): boolean {
  return card.userSaved !== false;
}

/** §4 Whether an active subscription pays with the card (its deletion then reloads them). */
export function paysActiveSubscription(
  subscriptions: readonly Subscription[],
  creditCardId: number,
): boolean {
  return subscriptions.some(
    (subscription) =>
      subscription.creditCardId === creditCardId && isActiveSubscription(subscription),
  );
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
export function cardFormDefaults(card: PaymentMethod): CardFormValues {
  const view = paymentMethodView(card, new Date(0));
  return {
    cardNumber: '',
    nameOnCard: view.nameOnCard,
    expirationMonth: view.expiry?.month ?? '',
    expirationYear: view.expiry?.year ?? '',
    cvv: '',
    cardStartDate: text(card.cardStartDate) ?? '',
  };
}

/** Whether the form asks for a card start date: the stored card has one (Maestro-style). */
export function hasStartDate(card: PaymentMethod): boolean {
  return text(card.cardStartDate) !== null;
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
  card: Pick<PaymentMethod, 'creditCardId' | 'cardTypeCode'>,
  values: CardFormValues,
  now: Date,
): CardFormCheck {
  const errors: CardFormCheck['errors'] = {};
  let cardTypeCode = text(card.cardTypeCode);
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

  if (!text(values.nameOnCard)) errors.nameOnCard = 'nameRequired';

  const month = text(values.expirationMonth);
  const year = text(values.expirationYear);
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

/**
 * Card brand names by the server's type code: trademarks, the same in every language (an
 * unknown code shows the translated `paymentMethods:brands.other`).
 */
export const cardBrandNames: Readonly<Record<string, string>> = {
  VI: 'Visa',
  MC: 'Mastercard',
  AX: 'American Express',
  DI: 'Discover',
  MA: 'Maestro',
  PP: 'PayPal',
};
