import { and, eq, type SQLWrapper, sql } from 'drizzle-orm';
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
import {
  isLiveSessionOfBrand,
  type Member,
  memberForSecureId,
  secureIdFromHeader,
  sessionKeyOf,
} from '../auth/sessions';
import type { Database } from '../db/client';
import { readCacheOf } from '../db/readCache';
import {
  isRowId,
  licenses,
  members,
  paymentMethods,
  projectTiles,
  receipts,
  sessions,
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
  const emailChangesPerMember = new RateLimiter(db, 'emailChange/member', 10, 15 * 60 * 1000);

  /**
   * The member's subscriptions with their cards and receipts, the dashboard's most frequent
   * read: one prepared statement checks the session (the rule `requireMember` applies) and
   * builds the answer's JSON text in the database, so a request costs one round trip and no row
   * mapping. The text is what `JSON.stringify` writes of `Subscription[]` (same keys, order and
   * numbers: amounts as float8, which print as JavaScript prints them; `creditCardExpiryDate` as
   * `MM/YYYY` when the card has both). On PGlite the answer is kept until the next write.
   */
  const subscriptionListOf = (memberId: SQLWrapper) =>
    sql<string>`(
          SELECT '[' || coalesce(string_agg(row_to_json(item)::text, ',' ORDER BY s.id), '') || ']'
          FROM ${subscriptions} s
          LEFT JOIN ${paymentMethods} card ON card.id = s.credit_card_id
          CROSS JOIN LATERAL (SELECT
            s.id AS "subscriptionId",
            s.country_code AS "countryCode",
            s.is_active AS "isActive",
            s.is_expired AS "isExpired",
            s.is_library AS "isLibrary",
            s.initial_trial AS "initialTrial",
            s.cancelled_date AS "cancelledDate",
            s.next_charge_date AS "nextChargeDate",
            s.previous_charge_date AS "previousChargeDate",
            s.expiry_date AS "expiryDate",
            s.order_date AS "orderDate",
            s.credit_card_id AS "creditCardId",
            CASE WHEN card.expiration_month <> 0 AND card.expiration_year <> 0
              THEN CASE WHEN card.expiration_month BETWEEN 0 AND 9 THEN '0' ELSE '' END
                || card.expiration_month || '/' || card.expiration_year
            END AS "creditCardExpiryDate",
            s.amount::float8 AS "amount",
            s.time_unit AS "timeUnit",
            s.time_between_charging AS "timeBetweenCharging",
            s.original_buy_option_name AS "originalBuyOptionName",
            s.refund_status AS "refundStatus",
            s.refund_status2 AS "refundStatus2",
            (SELECT ('[' || coalesce(string_agg(row_to_json(receipt)::text, ',' ORDER BY r.id), '')
                || ']')::json
              FROM ${receipts} r
              CROSS JOIN LATERAL (SELECT
                r.invoice_number AS "invoiceNumber",
                r.modified_date AS "modifiedDate",
                r.order_date AS "orderDate") receipt
              WHERE r.subscription_id = s.id) AS "receipts",
            card.card_type_code AS "cardType",
            card.last4_digits AS "cardLast4Digits",
            card.paypal_id AS "payPalId",
            s.tax_amount::float8 AS "taxAmount",
            s.tax_code AS "taxCode") item
          WHERE s.member_id = ${memberId})`;
  const subscriptionsOfSession = db
    .select({ expiresAt: sessions.expiresAt, list: subscriptionListOf(members.id) })
    .from(sessions)
    .innerJoin(members, eq(members.id, sessions.memberId))
    .where(isLiveSessionOfBrand)
    .limit(1)
    .prepare('subscriptions_of_session');

  const subscriptionsOfMember = db
    .select({ list: subscriptionListOf(sql.placeholder('memberId')) })
    .from(members)
    .where(eq(members.id, sql.placeholder('memberId')))
    .prepare('subscriptions_of_member');
  const listSubscriptions = (memberId: number) =>
    readCacheOf(db).get(`subscriptions-of-member:${memberId}`, async () => {
      const [row] = await subscriptionsOfMember.execute({ memberId });
      return JSON.parse(row?.list ?? '[]') as Subscription[];
    });

  /** The list's answer as sent (the envelope's text), or null without a live session. */
  const subscriptionsText = async (c: Context<Env>): Promise<string | null> => {
    const secureId = secureIdFromHeader(c);
    if (!secureId) return null;
    const key = sessionKeyOf(c, secureId);
    const found = await readCacheOf(db).get(`subscriptions:${key.brand}:${key.hash}`, async () => {
      const [row] = await subscriptionsOfSession.execute(key);
      return row ?? null;
    });
    // Expiry is checked here too: a cached answer outlives the moment it was read.
    if (!found || found.expiresAt <= new Date()) return null;
    return `{"succeeded":true,"result":${found.list},"errors":[]}`;
  };

  // Registered before `requireMember` so it answers alone: its statement checks the session.
  app.get(routeOf('subscriptions'), async (c) => {
    const text = await subscriptionsText(c);
    if (text === null) return fail(c, 401, translatorFor(c)('status.unauthorized'));
    return c.body(text, 200, { 'content-type': 'application/json' });
  });

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
    if (!(await emailChangesPerMember.take(String(member.id))))
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
