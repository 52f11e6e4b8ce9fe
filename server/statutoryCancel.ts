/**
 * The statutory cancellation page's server side (§ 312k BGB, issue #24): a cancellation
 * received without signing in is recorded, carried out when it names a member's renewing
 * subscription (the dashboard's own rule, `stopRenewal`), and confirmed by email, whatever the
 * address: the answer never tells whether it belongs to a member.
 */
import { randomBytes } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { displayKind, displayKindKey } from '../src/account/domain';
import { brandNames, siteConfigFor } from '../src/platform/fixtures';
import { brandDefaults } from '../src/platform/site/markets';
import {
  type CancelReceipt,
  type CancelRequest,
  isImmediateCancel,
  STATUTORY_CANCEL_PATH,
} from '../src/shell/statutory-cancel/rules';
import type { BrandId } from '../tokens/types';
import type { Database } from './db/client';
import { cancellationRequests, members, receipts, subscriptions } from './db/schema';
import { isRenewing, stopRenewal } from './db/subscriptions';
import { translatorIn } from './i18n';
import { writeToOutbox } from './mail';

/** Whether the brand's site configuration names the statutory page as its `cancel` page. */
export const hasStatutoryCancelPage = (brand: BrandId): boolean =>
  siteConfigFor(brand, brandDefaults[brand].country).cancel === STATUTORY_CANCEL_PATH;

/** The zone a brand's consumers live in: the receipt's time is theirs. */
const brandTimeZone: Record<BrandId, string> = {
  main: 'America/New_York',
  'legal-contracts': 'Europe/London',
  'fr-legal': 'Europe/Paris',
  'de-legal': 'Europe/Berlin',
};

/** Today in the brand's zone, `YYYY-MM-DD` (the earliest end date a consumer may choose). */
export function todayFor(brand: BrandId, now = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: brandTimeZone[brand] }).format(now);
}

/** A reference a person can read out: no 0/O or 1/I. */
function newReference(): string {
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
  const bytes = randomBytes(8);
  const code = [...bytes].map((b) => alphabet[b % alphabet.length]).join('');
  return `K-${code.slice(0, 4)}-${code.slice(4)}`;
}

/**
 * Which subscription the request names, for a member of the brand: the one whose invoice
 * number the consumer gave, or their only renewing one. Several renewing and none named:
 * none (a person asks which).
 */
async function namedSubscription(db: Database, brand: BrandId, request: CancelRequest) {
  const [member] = await db
    .select({ id: members.id })
    .from(members)
    .where(and(eq(members.brand, brand), sql`lower(${members.email}) = ${request.email}`))
    .limit(1);
  if (!member) return { memberId: null, row: undefined };
  const rows = (
    await db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.memberId, member.id))
      .orderBy(subscriptions.id)
  ).filter(isRenewing);
  const [byInvoice] = await db
    .select({ subscriptionId: receipts.subscriptionId })
    .from(receipts)
    .where(sql`lower(${receipts.invoiceNumber}) = ${request.contract.toLowerCase()}`);
  const named = rows.find((row) => row.id === byInvoice?.subscriptionId);
  return { memberId: member.id, row: named ?? (rows.length === 1 ? rows[0] : undefined) };
}

/**
 * Receives a valid request: records it, cancels the subscription it names when that can be done
 * at once (`isImmediateCancel`), writes the confirmation email, and returns the receipt the
 * page shows. What the page shows is the same whether or not a member was found.
 */
export async function receiveCancellation(
  db: Database,
  options: { brand: BrandId; locale: string; outboxDir: string; now?: Date },
  request: CancelRequest,
): Promise<CancelReceipt> {
  const { brand, locale, now = new Date() } = options;
  const reference = newReference();
  const outcome = await db.transaction(async (tx) => {
    const txDb = tx as unknown as Database;
    const { memberId, row } = await namedSubscription(txDb, brand, request);
    const cancelled = row && isImmediateCancel(request) ? await stopRenewal(txDb, row) : false;
    await tx.insert(cancellationRequests).values({
      reference,
      brand,
      name: request.name,
      email: request.email,
      contract: request.contract,
      kind: request.kind,
      reason: request.reason,
      timing: request.timing,
      requestedDate: request.date,
      memberId,
      subscriptionId: cancelled && row ? row.id : null,
      outcome: cancelled ? 'cancelled' : 'manual',
    });
    return cancelled && row ? { row, endsOn: row.nextChargeDate } : null;
  });

  const zone = brandTimeZone[brand];
  const receipt: CancelReceipt = {
    ...request,
    reference,
    receivedAt: new Intl.DateTimeFormat(locale, {
      dateStyle: 'long',
      timeStyle: 'long',
      timeZone: zone,
    }).format(now),
    date: request.date ? formatDay(request.date, locale) : null,
  };

  // The email goes to the address given: its owner learns what happened to their contract.
  const t = translatorIn(locale);
  const kindText = t(`statutory.${request.kind}`, { ns: 'cancellation' });
  const endText = receipt.date ?? t('statutory.nextPossible', { ns: 'cancellation' }).toString();
  const result = outcome
    ? t('cancelPage.emailCancelled', {
        plan: t(`kinds.${displayKindKey[displayKind(outcome.row)]}`, {
          ns: 'subscriptions',
          brand: brandNames[brand],
          interpolation: { escapeValue: false },
        }),
        date: outcome.endsOn ? formatDay(outcome.endsOn.slice(0, 10), locale) : endText,
        interpolation: { escapeValue: false },
      })
    : t('cancelPage.emailManual');
  const text = { interpolation: { escapeValue: false } };
  writeToOutbox(options.outboxDir, {
    to: request.email,
    subject: t('cancelPage.emailSubject', { brand: brandNames[brand], reference, ...text }),
    body: [
      t('cancelPage.emailGreeting', { name: request.name, ...text }),
      '',
      t('cancelPage.emailReceived', { date: receipt.receivedAt, ...text }),
      '',
      `${t('statutory.reference', { ns: 'cancellation' })}: ${reference}`,
      `${t('statutory.contract', { ns: 'cancellation' })}: ${request.contract}`,
      `${t('statutory.kind', { ns: 'cancellation' })}: ${kindText}`,
      ...(request.reason
        ? [`${t('statutory.reason', { ns: 'cancellation' })}: ${request.reason}`]
        : []),
      `${t('statutory.endsAt', { ns: 'cancellation' })}: ${endText}`,
      '',
      result,
      '',
      t('cancelPage.emailSignature', { brand: brandNames[brand], ...text }),
    ].join('\n'),
  });
  return receipt;
}

/** A calendar day (`YYYY-MM-DD`) written out in `locale`. */
function formatDay(day: string, locale: string): string {
  const [y = 0, m = 1, d = 1] = day.split('-').map(Number);
  return new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(Date.UTC(y, m - 1, d)),
  );
}
