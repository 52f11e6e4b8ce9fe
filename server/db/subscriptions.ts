import { and, eq, type SQLWrapper, sql } from 'drizzle-orm';
import { isCancelledSubscription } from '../../src/account/domain';
import type { Subscription } from '../../src/platform/api/contract';
import { isLiveSessionOfBrand } from '../auth/sessions';
import { serverDateText } from '../time';
import type { Database } from './client';
import { readCacheOf } from './readCache';
import { isRowId, members, paymentMethods, receipts, sessions, subscriptions } from './schema';

type SubscriptionRow = typeof subscriptions.$inferSelect;

/**
 * The member's subscriptions with their cards and receipts as the answer's JSON text, built in
 * the database (this is the row→wire mapper of the list): one round trip and no row mapping. The
 * text is what `JSON.stringify` writes of `Subscription[]` (same keys, order and numbers: amounts
 * as float8, which print as JavaScript prints them; `creditCardExpiryDate` as `MM/YYYY` when the
 * card has both).
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

/** The list's two statements, prepared once per database. */
const prepareListStatements = (db: Database) => ({
  /** Checks the session (the rule the member check applies) and builds the list, at once. */
  ofSession: db
    .select({ expiresAt: sessions.expiresAt, list: subscriptionListOf(members.id) })
    .from(sessions)
    .innerJoin(members, eq(members.id, sessions.memberId))
    .where(isLiveSessionOfBrand)
    .limit(1)
    .prepare('subscriptions_of_session'),
  ofMember: db
    .select({ list: subscriptionListOf(sql.placeholder('memberId')) })
    .from(members)
    .where(eq(members.id, sql.placeholder('memberId')))
    .prepare('subscriptions_of_member'),
});
const listStatements = new WeakMap<Database, ReturnType<typeof prepareListStatements>>();
function listStatementsOf(db: Database) {
  let prepared = listStatements.get(db);
  if (!prepared) {
    prepared = prepareListStatements(db);
    listStatements.set(db, prepared);
  }
  return prepared;
}

/**
 * The list as JSON text for the live session of `key` (the secure id's hash and the host's
 * brand), or null without one: the dashboard's most frequent read, one statement. On PGlite
 * the answer is kept until the next write.
 */
export async function subscriptionListTextOfSession(
  db: Database,
  key: { hash: string; brand: string },
): Promise<string | null> {
  const found = await readCacheOf(db).get(`subscriptions:${key.brand}:${key.hash}`, async () => {
    const [row] = await listStatementsOf(db).ofSession.execute(key);
    return row ?? null;
  });
  // Expiry is checked here too: a cached answer outlives the moment it was read.
  return found && found.expiresAt > new Date() ? found.list : null;
}

/** A member's subscriptions as the contract carries them (kept on PGlite until the next write). */
export const subscriptionsOfMember = (db: Database, memberId: number) =>
  readCacheOf(db).get(`subscriptions-of-member:${memberId}`, async () => {
    const [row] = await listStatementsOf(db).ofMember.execute({ memberId });
    return JSON.parse(row?.list ?? '[]') as Subscription[];
  });

/** The member's own subscription, or undefined: another member's id is simply not found. */
export async function ownSubscription(
  db: Database,
  memberId: number,
  subscriptionId: number,
): Promise<SubscriptionRow | undefined> {
  if (!isRowId(subscriptionId)) return undefined;
  const [row] = await db
    .select()
    .from(subscriptions)
    .where(and(eq(subscriptions.id, subscriptionId), eq(subscriptions.memberId, memberId)))
    .limit(1);
  return row;
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

/**
 * Reactivating a cancelled, unexpired subscription undoes the cancellation: the end of access
 * becomes the next charge again. Anything else is left as it is, and `false`.
 */
export async function resumeRenewal(db: Database, row: SubscriptionRow): Promise<boolean> {
  if (!isCancelledSubscription({ ...row, nextChargeDate: row.nextChargeDate })) return false;
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
  return true;
}
