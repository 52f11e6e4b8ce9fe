import { and, eq } from 'drizzle-orm';
import { checkExpiry } from '../../src/account/domain';
import { checkCardNumber, checkCvv } from '../../src/account/payment-methods/cardRules';
import { cardTypeCodeFor } from '../../src/account/payment-methods/rules';
import type { PaymentMethod, PaymentMethodUpdate } from '../../src/platform/api/contract';
import type { Database } from './client';
import { isRowId, paymentMethods } from './schema';

type CardRow = typeof paymentMethods.$inferSelect;

/** A card is expired after the last day of its expiry month (in the server's zone). */
function isCardExpired(card: CardRow, now: Date): boolean {
  return checkExpiry(card.expirationMonth, card.expirationYear, now) === 'expired';
}

export function toPaymentMethod(card: CardRow, now: Date): PaymentMethod {
  return {
    creditCardId: card.id,
    nameOnCard: card.nameOnCard,
    cardTypeCode: card.cardTypeCode,
    cardLength: card.cardLength,
    cardLogoUrl: null,
    last4Digits: card.last4Digits,
    expirationMonth: card.expirationMonth,
    expirationYear: card.expirationYear,
    cardStartDate: card.cardStartDate,
    userSaved: card.userSaved,
    expired: isCardExpired(card, now),
    updateDisabled: card.updateDisabled,
  };
}

/** Every card of the member, as the contract carries them, oldest first. */
export async function paymentMethodsOf(db: Database, memberId: number): Promise<PaymentMethod[]> {
  const now = new Date();
  const rows = await db
    .select()
    .from(paymentMethods)
    .where(eq(paymentMethods.memberId, memberId))
    .orderBy(paymentMethods.id);
  return rows.map((card) => toPaymentMethod(card, now));
}

/** The member's own card, or undefined: another member's id is simply not found. */
export async function ownCard(
  db: Database,
  memberId: number,
  creditCardId: number,
): Promise<CardRow | undefined> {
  if (!isRowId(creditCardId)) return undefined;
  const [row] = await db
    .select()
    .from(paymentMethods)
    .where(and(eq(paymentMethods.id, creditCardId), eq(paymentMethods.memberId, memberId)))
    .limit(1);
  return row;
}

/** "Deleting" a card stops it being offered as saved; subscriptions that use it keep it. */
export async function forgetCard(db: Database, card: CardRow): Promise<void> {
  await db.update(paymentMethods).set({ userSaved: false }).where(eq(paymentMethods.id, card.id));
}

/** Why an update is refused: the status text's key. */
export type CardUpdateRefusal = 'status.invalidCard' | 'status.cardExpired';

/**
 * The row changes an update asks for (wire → row), or why it is refused. Only the last four
 * digits and the brand of a new number are ever kept.
 */
export function cardChangesOf(
  card: CardRow,
  update: PaymentMethodUpdate,
  now: Date,
): Partial<CardRow> | CardUpdateRefusal {
  if (card.updateDisabled) return 'status.invalidCard';
  const expiry = checkExpiry(update.expirationMonth, update.expirationYear, now);
  if (expiry === 'expired') return 'status.cardExpired';
  if (expiry !== 'valid') return 'status.invalidCard';
  const year = Number(update.expirationYear);
  const changes: Partial<CardRow> = {
    nameOnCard: update.nameOnCard.trim(),
    expirationMonth: Number(update.expirationMonth),
    expirationYear: year < 100 ? 2000 + year : year,
    cardStartDate: update.cardStartDate ?? null,
    userSaved: true,
  };
  if (!changes.nameOnCard) return 'status.invalidCard';
  let brand = null as string | null;
  if (update.cardNumber) {
    const number = checkCardNumber(update.cardNumber);
    const typeCode = cardTypeCodeFor(number.brand);
    if (number.status !== 'valid' || !typeCode) return 'status.invalidCard';
    const digits = update.cardNumber.replace(/[\s-]/g, '');
    brand = number.brand;
    Object.assign(changes, {
      cardTypeCode: typeCode,
      cardLength: digits.length,
      last4Digits: digits.slice(-4),
    });
  }
  if (checkCvv(update.cvv, brand) !== 'valid') return 'status.invalidCard';
  return changes;
}

export async function updateCard(
  db: Database,
  card: CardRow,
  changes: Partial<CardRow>,
): Promise<void> {
  await db.update(paymentMethods).set(changes).where(eq(paymentMethods.id, card.id));
}
