/**
 * Payment-method decisions (account-dashboard §5): the update payload, the saved-card display
 * payload and the list's view model (the expiry check is the domain's `checkExpiry`). The card-number and security-code checks
 * and the update form's rules are in `cardRules.ts`: they need card-validator, which only the
 * form (a lazy chunk) and the server load.
 */
import { checkExpiry, isActiveSubscription, presentText } from '../domain';
import type { PaymentMethodLike, PaymentMethodUpdatePayload, SubscriptionLike } from '../model';

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

/**
 * §5 The update payload, built only when creditCardId, cardTypeCode, nameOnCard, cvv,
 * expirationMonth and expirationYear are all present; otherwise null. cardNumber and
 * cardStartDate are added when present (the number without spaces or dashes).
 */
export function buildPaymentMethodUpdate(
  form: PaymentMethodFormValues,
): PaymentMethodUpdatePayload | null {
  const cardTypeCode = presentText(form.cardTypeCode);
  const nameOnCard = presentText(form.nameOnCard);
  const cvv = presentText(form.cvv);
  const expirationMonth = presentText(form.expirationMonth);
  const expirationYear = presentText(form.expirationYear);
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
  const cardNumber = presentText(form.cardNumber)?.replace(/[\s-]/g, '');
  const cardStartDate = presentText(form.cardStartDate);
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
  PaymentMethodLike,
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
  const last4Digits = presentText(card.last4Digits);
  if (card.creditCardId == null || !card.cardLength || !last4Digits) return null;
  return {
    creditCardId: card.creditCardId,
    cardLength: card.cardLength,
    last4Digits,
    cardTypeCode: presentText(card.cardTypeCode),
    cardLogoUrl: presentText(card.cardLogoUrl),
  };
}

/** card-validator's brand ids: `visa`, `mastercard`, `american-express`, `discover`, … */
export type CardBrand = string;

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

/** The brand card-validator knows for one of the server's card type codes; null when unknown. */
export function brandForCardTypeCode(code: string | null | undefined): CardBrand | null {
  const wanted = presentText(code)?.toUpperCase();
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

/** A two-digit year as 20YY; a four-digit one as it is. */
export function fullYear(year: number): number {
  return year < 100 ? 2000 + year : year;
}

/** The view model of one payment method. */
export function paymentMethodView(card: PaymentMethodLike, now: Date): PaymentMethodView {
  const cardTypeCode = presentText(card.cardTypeCode)?.toUpperCase() ?? '';
  const nameOnCard = presentText(card.nameOnCard) ?? '';
  if (cardTypeCode === PAYPAL_TYPE_CODE) {
    return {
      creditCardId: card.creditCardId,
      kind: 'paypal',
      cardTypeCode,
      nameOnCard,
      logoUrl: presentText(card.cardLogoUrl),
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
    logoUrl: display?.cardLogoUrl ?? presentText(card.cardLogoUrl),
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
  cards: readonly PaymentMethodLike[],
  now: Date,
): PaymentMethodView[] {
  return cards.filter(isListed).map((card) => paymentMethodView(card, now));
}

/** Whether the list shows a payment method: the member saved it (and has not removed it). */
export function isListed(card: Pick<PaymentMethodLike, 'userSaved'>): boolean {
  return card.userSaved !== false;
}

/** §4 Whether an active subscription pays with the card (its deletion then reloads them). */
export function paysActiveSubscription(
  subscriptions: readonly SubscriptionLike[],
  creditCardId: number,
): boolean {
  return subscriptions.some(
    (subscription) =>
      subscription.creditCardId === creditCardId && isActiveSubscription(subscription),
  );
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
