import { and, eq, sql } from 'drizzle-orm';
import { type Context, Hono } from 'hono';
import { checkCardNumber, checkCvv } from '../../src/account/payment-methods/cardRules';
import { cardTypeCodeFor, checkExpiry } from '../../src/account/payment-methods/rules';
import { isCancelledSubscription } from '../../src/account/subscriptions/rules';
import {
  apiPrefixes,
  type PaymentMethod,
  type Subscription,
} from '../../src/platform/api/contract';
import { validateEmail } from '../../src/platform/validation/credentials';
import { verifyPassword } from '../auth/passwords';
import { RateLimiter } from '../auth/rateLimit';
import { type Member, memberForSecureId, secureIdFromHeader } from '../auth/sessions';
import type { Database } from '../db/client';
import { readCacheOf } from '../db/readCache';
import {
  isRowId,
  licenses,
  members,
  paymentMethods,
  projectTiles,
  receipts,
  subscriptions,
} from '../db/schema';
import type { ServerDeps } from '../deps';
import { fail, ok } from '../http';
import { translatorFor } from '../i18n';
import { originOf } from '../sites';
import { serverDateText } from '../time';
import { routeOf, validJson, validParams, validQuery } from '../validate';
import { upgradePathsFor } from './upgrades';

/** The spec's own wording for a member without project dashboards (dashboard §7). */
export const noDashboardsError = 'Could not find any dashboards for secureId';

type Env = { Variables: { member: Member } };

type CardRow = typeof paymentMethods.$inferSelect;
type SubscriptionRow = typeof subscriptions.$inferSelect;
/** What a subscription's answer tells of each of its receipts. */
type ReceiptFields = Pick<
  typeof receipts.$inferSelect,
  'invoiceNumber' | 'modifiedDate' | 'orderDate'
>;

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

function toSubscription(
  row: SubscriptionRow,
  card: CardRow | undefined,
  rowReceipts: ReceiptFields[],
): Subscription {
  return {
    subscriptionId: row.id,
    countryCode: row.countryCode,
    isActive: row.isActive,
    isExpired: row.isExpired,
    isLibrary: row.isLibrary,
    initialTrial: row.initialTrial,
    cancelledDate: row.cancelledDate,
    nextChargeDate: row.nextChargeDate,
    previousChargeDate: row.previousChargeDate,
    expiryDate: row.expiryDate,
    orderDate: row.orderDate,
    creditCardId: row.creditCardId,
    creditCardExpiryDate:
      card?.expirationMonth && card.expirationYear
        ? `${String(card.expirationMonth).padStart(2, '0')}/${card.expirationYear}`
        : null,
    amount: row.amount,
    timeUnit: row.timeUnit,
    timeBetweenCharging: row.timeBetweenCharging,
    originalBuyOptionName: row.originalBuyOptionName,
    refundStatus: row.refundStatus,
    refundStatus2: row.refundStatus2,
    receipts: rowReceipts.map((r) => ({
      invoiceNumber: r.invoiceNumber,
      modifiedDate: r.modifiedDate,
      orderDate: r.orderDate,
    })),
    cardType: card?.cardTypeCode ?? null,
    cardLast4Digits: card?.last4Digits ?? null,
    payPalId: card?.payPalId ?? null,
    taxAmount: row.taxAmount,
    taxCode: row.taxCode,
  };
}

/** Whether a subscription still renews (not cancelled, not expired, a next charge planned). */
export const isRenewing = (row: SubscriptionRow): boolean =>
  !row.cancelledDate && !row.isExpired && !!row.nextChargeDate;

/**
 * Cancels a subscription, the one rule for the dashboard and the statutory cancellation page:
 * access is kept until the end of the paid period (the next charge date becomes the expiry
 * date) and no further charge is planned. Nothing renews (already cancelled, expired, or a
 * non-renewing purchase): nothing to stop, and `false`.
 */
export async function stopRenewal(
  db: Database,
  row: SubscriptionRow,
  reason?: { reason: string; freeText: string },
): Promise<boolean> {
  if (!isRenewing(row)) return false;
  await db
    .update(subscriptions)
    .set({
      cancelledDate: serverDateText(new Date()),
      expiryDate: row.nextChargeDate ?? row.expiryDate,
      nextChargeDate: null,
      cancelReason: reason?.reason ?? null,
      cancelFreeText: reason?.freeText.trim() || null,
    })
    .where(eq(subscriptions.id, row.id));
  return true;
}

/** Every dashboard call: it needs `authorization: secure_id …`, and sees only its own member's data. */
export function accountRoutes({ database }: ServerDeps) {
  const { db } = database;
  const app = new Hono<Env>();
  const emailChangesPerMember = new RateLimiter(10, 15 * 60 * 1000);

  const requireMember = async (c: Context<Env>, next: () => Promise<void>) => {
    const member = await memberForSecureId(db, c, secureIdFromHeader(c));
    if (!member) return fail(c, 401, translatorFor(c)('status.unauthorized'));
    c.set('member', member);
    await next();
  };
  app.use(`${apiPrefixes.myAccount}/*`, requireMember);
  app.use(`${apiPrefixes.postPurchase}/*`, requireMember);
  app.use(routeOf('putAccountEmail'), requireMember);

  /** The member's own subscription, or undefined: another member's id is simply not found. */
  const ownSubscription = async (memberId: number, subscriptionId: number) =>
    !isRowId(subscriptionId)
      ? undefined
      : (
          await db
            .select()
            .from(subscriptions)
            .where(and(eq(subscriptions.id, subscriptionId), eq(subscriptions.memberId, memberId)))
            .limit(1)
        )[0];
  const ownCard = async (memberId: number, creditCardId: number) =>
    !isRowId(creditCardId)
      ? undefined
      : (
          await db
            .select()
            .from(paymentMethods)
            .where(and(eq(paymentMethods.id, creditCardId), eq(paymentMethods.memberId, memberId)))
            .limit(1)
        )[0];

  app.get(routeOf('getEmailPreference'), (c) => {
    const member = c.get('member');
    return ok(c, { emailPromotions: member.emailPromotions, isDelegate: member.isDelegate });
  });

  app.put(routeOf('putEmailPreference'), validQuery('putEmailPreference'), async (c) => {
    const { emailOffer } = c.req.valid('query');
    await db
      .update(members)
      .set({ emailPromotions: emailOffer })
      .where(eq(members.id, c.get('member').id));
    return ok(c, true);
  });

  app.put(routeOf('putAccountEmail'), validJson('putAccountEmail'), async (c) => {
    const t = translatorFor(c);
    const { email, password } = c.req.valid('json');
    const member = c.get('member');
    const valid = validateEmail(email);
    if (!valid.ok) return fail(c, 400, t('status.invalidUsername'));
    // The password check is a sign-in in disguise: a stolen session must not guess on.
    if (!emailChangesPerMember.take(String(member.id)))
      return fail(c, 429, t('status.tooManyAttempts'));
    if (!(await verifyPassword(password, member.passwordHash)))
      return fail(c, 400, t('status.wrongPassword'));
    const taken = await db
      .select({ id: members.id })
      .from(members)
      .where(and(eq(members.brand, member.brand), eq(members.email, valid.value)))
      .limit(1);
    if (taken[0] && taken[0].id !== member.id) return fail(c, 409, t('status.emailTaken'));
    await db.update(members).set({ email: valid.value }).where(eq(members.id, member.id));
    return ok(c, true);
  });

  app.get(routeOf('licenses'), async (c) => {
    const rows = await db
      .select()
      .from(licenses)
      .where(eq(licenses.memberId, c.get('member').id))
      .orderBy(licenses.id);
    return ok(
      c,
      rows.map((l) => ({
        licenseId: l.id,
        productCode: l.productCode,
        productName: l.productName,
        expiryDate: l.expiryDate,
        subscriptionExpiryDate: l.subscriptionExpiryDate,
        subscriptionRenewDate: l.subscriptionRenewDate,
        orderDate: l.orderDate,
        countryCode: l.countryCode,
      })),
    );
  });

  /**
   * The member's subscriptions with their cards and receipts: the dashboard's most frequent
   * read. One prepared query (each row's receipts as a JSON array), and on PGlite the answer is
   * kept until the next write.
   */
  const subscriptionRows = db
    .select({
      row: subscriptions,
      card: paymentMethods,
      receipts: sql<ReceiptFields[]>`coalesce((
        SELECT json_agg(json_build_object(
          'invoiceNumber', ${receipts.invoiceNumber},
          'modifiedDate', ${receipts.modifiedDate},
          'orderDate', ${receipts.orderDate}) ORDER BY ${receipts.id})
        FROM ${receipts} WHERE ${receipts.subscriptionId} = ${subscriptions.id}), '[]'::json)`,
    })
    .from(subscriptions)
    .leftJoin(paymentMethods, eq(paymentMethods.id, subscriptions.creditCardId))
    .where(eq(subscriptions.memberId, sql.placeholder('memberId')))
    .orderBy(subscriptions.id)
    .prepare('subscriptions_of_member');
  const listSubscriptions = (memberId: number) =>
    readCacheOf(db).get(`subscriptions:${memberId}`, async () => {
      const rows = await subscriptionRows.execute({ memberId });
      return rows.map(({ row, card, receipts: rowReceipts }) =>
        toSubscription(row, card ?? undefined, rowReceipts),
      );
    });

  /** The list's answer as sent (the envelope's text), kept like the list itself. */
  const subscriptionsText = (memberId: number) =>
    readCacheOf(db).get(`subscriptions-text:${memberId}`, async () =>
      JSON.stringify({ succeeded: true, result: await listSubscriptions(memberId), errors: [] }),
    );

  app.get(routeOf('subscriptions'), async (c) =>
    c.body(await subscriptionsText(c.get('member').id), 200, {
      'content-type': 'application/json',
    }),
  );

  const cancel = async (
    c: Context<Env>,
    subscriptionId: number,
    reason?: { reason: string; freeText: string },
  ) => {
    const row = await ownSubscription(c.get('member').id, subscriptionId);
    if (!row) return fail(c, 404, translatorFor(c)('status.notFound'));
    await stopRenewal(db, row, reason);
    return ok(c, true);
  };

  app.post(routeOf('cancelSubscription'), validJson('cancelSubscription'), async (c) =>
    cancel(c, c.req.valid('json')),
  );

  app.post(
    routeOf('cancelSubscriptionWithReason'),
    validJson('cancelSubscriptionWithReason'),
    async (c) => {
      const { subscriptionId, reason, freeText } = c.req.valid('json');
      return cancel(c, subscriptionId, { reason, freeText });
    },
  );

  /**
   * Reactivating a cancelled, unexpired subscription undoes the cancellation: the end of access
   * becomes the next charge again.
   */
  app.put(routeOf('reactivateSubscription'), validJson('reactivateSubscription'), async (c) => {
    const { subscriptionId } = c.req.valid('json');
    const row = await ownSubscription(c.get('member').id, subscriptionId);
    if (!row) return fail(c, 404, translatorFor(c)('status.notFound'));
    if (!isCancelledSubscription({ ...row, nextChargeDate: row.nextChargeDate }))
      return ok(c, true);
    await db
      .update(subscriptions)
      .set({
        cancelledDate: null,
        nextChargeDate: row.expiryDate,
        expiryDate: null,
        cancelReason: null,
        cancelFreeText: null,
      })
      .where(eq(subscriptions.id, row.id));
    return ok(c, true);
  });

  app.get(routeOf('upgradePaths'), async (c) => {
    const list = await listSubscriptions(c.get('member').id);
    return ok(c, upgradePathsFor(list, originOf(c)));
  });

  app.get(routeOf('paymentMethods'), validQuery('paymentMethods'), async (c) => {
    const { returnOnlySaved, returnExpired } = c.req.valid('query');
    const now = new Date();
    const rows = await db
      .select()
      .from(paymentMethods)
      .where(eq(paymentMethods.memberId, c.get('member').id))
      .orderBy(paymentMethods.id);
    return ok(
      c,
      rows
        .map((card) => toPaymentMethod(card, now))
        .filter((card) => (returnOnlySaved ? card.userSaved : true))
        .filter((card) => (returnExpired === false ? !card.expired : true)),
    );
  });

  /** "Deleting" a card stops it being offered as saved; subscriptions that use it keep it. */
  app.delete(routeOf('deletePaymentMethod'), validParams('deletePaymentMethod'), async (c) => {
    const { creditCardId } = c.req.valid('param');
    const card = await ownCard(c.get('member').id, creditCardId);
    if (!card) return fail(c, 404, translatorFor(c)('status.notFound'));
    await db.update(paymentMethods).set({ userSaved: false }).where(eq(paymentMethods.id, card.id));
    return ok(c, 1);
  });

  /** Updates a card. Only the last four digits and the brand of a new number are ever stored. */
  app.post(
    routeOf('updatePaymentMethod'),
    validParams('updatePaymentMethod'),
    validJson('updatePaymentMethod'),
    async (c) => {
      const t = translatorFor(c);
      const { creditCardId } = c.req.valid('param');
      const update = c.req.valid('json');
      const card = await ownCard(c.get('member').id, creditCardId);
      if (!card || update.creditCardId !== creditCardId) return fail(c, 404, t('status.notFound'));
      if (card.updateDisabled) return fail(c, 400, t('status.invalidCard'));
      const expiry = checkExpiry(update.expirationMonth, update.expirationYear, new Date());
      if (expiry === 'expired') return fail(c, 400, t('status.cardExpired'));
      if (expiry !== 'valid') return fail(c, 400, t('status.invalidCard'));
      const year = Number(update.expirationYear);
      const changes: Partial<CardRow> = {
        nameOnCard: update.nameOnCard.trim(),
        expirationMonth: Number(update.expirationMonth),
        expirationYear: year < 100 ? 2000 + year : year,
        cardStartDate: update.cardStartDate ?? null,
        userSaved: true,
      };
      if (!changes.nameOnCard) return fail(c, 400, t('status.invalidCard'));
      let brand = null as string | null;
      if (update.cardNumber) {
        const number = checkCardNumber(update.cardNumber);
        const typeCode = cardTypeCodeFor(number.brand);
        if (number.status !== 'valid' || !typeCode) return fail(c, 400, t('status.invalidCard'));
        const digits = update.cardNumber.replace(/[\s-]/g, '');
        brand = number.brand;
        Object.assign(changes, {
          cardTypeCode: typeCode,
          cardLength: digits.length,
          last4Digits: digits.slice(-4),
        });
      }
      if (checkCvv(update.cvv, brand) !== 'valid') return fail(c, 400, t('status.invalidCard'));
      await db.update(paymentMethods).set(changes).where(eq(paymentMethods.id, card.id));
      return ok(c, true);
    },
  );

  app.get(routeOf('projectTiles'), validQuery('projectTiles'), async (c) => {
    const rows = await db
      .select()
      .from(projectTiles)
      .where(and(eq(projectTiles.memberId, c.get('member').id), eq(projectTiles.hasStarted, true)))
      .orderBy(projectTiles.id);
    if (rows.length === 0)
      return c.json({ succeeded: false, result: null, errors: [noDashboardsError] });
    return ok(
      c,
      rows.map(({ title, href }) => ({ title, href })),
    );
  });

  return app;
}
