import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpoints, type Subscription } from '../src/platform/api/contract';
import type { BrandId } from '../tokens/types';
import { members, paymentMethods, receipts, subscriptions } from './db/schema';
import { auth, sessionFor, startTestServer, type TestServer } from './test/harness';

const listPath = endpoints.subscriptions.path;

/**
 * The list's contract mapping written out in TypeScript from the rows: the database builds the
 * answer's text itself (server/db/subscriptions.ts), and must write exactly what `JSON.stringify`
 * of this writes, byte for byte.
 */
async function expectedText(server: TestServer, memberId: number): Promise<string> {
  const { db } = server.database;
  const rows = await db
    .select({ row: subscriptions, card: paymentMethods })
    .from(subscriptions)
    .leftJoin(paymentMethods, eq(paymentMethods.id, subscriptions.creditCardId))
    .where(eq(subscriptions.memberId, memberId))
    .orderBy(asc(subscriptions.id));
  const result: Subscription[] = [];
  for (const { row, card } of rows) {
    const rowReceipts = await db
      .select()
      .from(receipts)
      .where(eq(receipts.subscriptionId, row.id))
      .orderBy(asc(receipts.id));
    result.push({
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
    });
  }
  return JSON.stringify({ succeeded: true, result, errors: [] });
}

describe('the subscription list built by the database', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  const answerOf = async (email: string, brand = 'main') => {
    const [member] = await server.database.db
      .select({ id: members.id })
      .from(members)
      .where(and(eq(members.brand, brand), eq(members.email, email)));
    if (!member) throw new Error(`no member ${email}`);
    const secureId = await sessionFor(server, email, brand);
    const host = new URL(server.config.publicOrigins[brand as BrandId]).host;
    const response = await server.request(listPath, { host, headers: auth(secureId) });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/json');
    return { text: await response.text(), expected: await expectedText(server, member.id) };
  };

  it('is byte for byte the contract mapping for every seeded member', async () => {
    const seeded = await server.database.db
      .select({ email: members.email, brand: members.brand })
      .from(members);
    expect(seeded.length).toBeGreaterThan(5);
    for (const { email, brand } of seeded) {
      const { text, expected } = await answerOf(email, brand);
      expect(text, `${email} on ${brand}`).toBe(expected);
    }
  });

  it('writes awkward values as JSON.stringify does', async () => {
    const { db } = server.database;
    const email = 'no-subscriptions@example.com';
    const [member] = await db
      .select({ id: members.id })
      .from(members)
      .where(and(eq(members.brand, 'main'), eq(members.email, email)));
    if (!member) throw new Error(`no member ${email}`);
    const awkward = 'quote " backslash \\ slash / tab \t line\nbreak \u0001 \u001f é 😀 \u2028';
    const cards = await db
      .insert(paymentMethods)
      .values([
        // Month and year: padded; month 0 or a missing year is no expiry date.
        {
          memberId: member.id,
          nameOnCard: awkward,
          cardTypeCode: 'VI',
          expirationMonth: 3,
          expirationYear: 2031,
          last4Digits: '0042',
        },
        {
          memberId: member.id,
          nameOnCard: 'b',
          cardTypeCode: 'MC',
          expirationMonth: 12,
          expirationYear: 2030,
        },
        {
          memberId: member.id,
          nameOnCard: 'c',
          cardTypeCode: 'PP',
          expirationMonth: 0,
          expirationYear: 2030,
          payPalId: awkward,
        },
        { memberId: member.id, nameOnCard: 'd', cardTypeCode: 'AX', expirationMonth: 5 },
      ])
      .returning({ id: paymentMethods.id });
    const base = {
      memberId: member.id,
      countryCode: 'US',
      isActive: true,
      isExpired: false,
      orderDate: '2026-01-02',
      timeBetweenCharging: 1,
      originalBuyOptionName: awkward,
    };
    const amounts = [10, 0.1, 9.99, 0, 12_345_678.9, 99_999_999.99, 0.01, -3.5];
    const added = await db
      .insert(subscriptions)
      .values(
        amounts.map((amount, index) => ({
          ...base,
          amount,
          taxAmount: index % 2 === 0 ? null : amount / 2,
          taxCode: index % 3 === 0 ? null : awkward,
          creditCardId: index < 5 ? (cards[index]?.id ?? null) : null,
          refundStatus: index === 1 ? '' : null,
          isLibrary: index === 2,
        })),
      )
      .returning({ id: subscriptions.id });
    await db.insert(receipts).values(
      [0, 0, 3].map((at, index) => ({
        subscriptionId: added[at]?.id as number,
        invoiceNumber: `INV-awkward-${index}-${awkward}`,
        orderDate: '2026-01-02',
        modifiedDate: '2026-01-03',
        amount: 1,
      })),
    );
    const { text, expected } = await answerOf(email);
    expect(JSON.parse(text).result).toHaveLength(amounts.length);
    expect(text).toBe(expected);
  });

  it('answers 401 without a live session of the host’s brand', async () => {
    const secureId = await sessionFor(server, 'several@example.com');
    expect((await server.request(listPath)).status).toBe(401);
    expect((await server.request(listPath, { headers: auth(`${secureId}x`) })).status).toBe(401);
    expect(
      (await server.request(listPath, { host: 'fr.localhost', headers: auth(secureId) })).status,
    ).toBe(401);
  });
});
