/**
 * Payment-method decisions (account-dashboard §5): the update payload, the saved-card display
 * payload, and card-number, security-code and expiry checks (card-validator: Luhn and brand
 * detection). Checks return status codes; the form maps them to translation keys.
 */
import cardValidator from 'card-validator';
import { instantToWallTime } from '../../platform/format/dates';
import type { PaymentMethod, PaymentMethodUpdatePayload } from '../model';

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
