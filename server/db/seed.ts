import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import {
  britainYearly,
  fixtureNow,
  germanyRenewing,
  type MemberFixture,
  members as memberFixtures,
} from '../../src/platform/fixtures';
import type { BrandId } from '../../tokens/types';
import { hashPassword } from '../auth/passwords';
import { serverDateText } from '../time';
import type { Database } from './database';
import {
  cookiePreferences,
  licenses,
  members,
  paymentMethods,
  projectTiles,
  receipts,
  subscriptions,
} from './schema';

/** The password of every demo member (README, "Demo accounts"). */
export const demoPassword = 'Demo-Pass-2026';

/**
 * Who is seeded where: every fixture member on the main brand, and home members on each other
 * brand (two British members and an American one on legal-contracts, a French one, two German
 * ones: one cancelled, one whose plan renews).
 */
export const demoMembers: { brand: BrandId; fixture: MemberFixture }[] = [
  ...Object.values(memberFixtures).map((fixture) => ({ brand: 'main' as const, fixture })),
  { brand: 'legal-contracts', fixture: memberFixtures.britain },
  { brand: 'legal-contracts', fixture: memberFixtures.activeYearly },
  { brand: 'legal-contracts', fixture: britainYearly },
  { brand: 'fr-legal', fixture: memberFixtures.france },
  { brand: 'de-legal', fixture: memberFixtures.germany },
  { brand: 'de-legal', fixture: germanyRenewing },
];

/**
 * Members of the cookie-bar countries (GB, FR, DE) are seeded with a cookie choice saved against
 * their account, as if made on another device, so the bar does not ask them again (issue #24);
 * these three have not chosen yet, so the bar asks them as it asks a guest.
 */
const cookieChoiceNotYetMade = new Set([
  'oliver.sample@example.com',
  'camille.exemple@example.com',
  'mia.beispiel@example.com',
]);

const dayMs = 24 * 60 * 60 * 1000;

/**
 * Fixture dates sit around a fixed "today" (`fixtureNow`). Seeded data moves them by whole days
 * so that, on the day the database is created, an active plan still renews in the future.
 */
export function shiftDate(text: string | null | undefined, days: number): string | null {
  if (!text) return null;
  const [date, time = '00:00:00'] = text.split('T');
  const shifted = new Date(Date.parse(`${date}T00:00:00Z`) + days * dayMs)
    .toISOString()
    .slice(0, 10);
  return `${shifted}T${time}`;
}

export function daysSinceFixtureNow(now: Date): number {
  const today = Date.parse(`${serverDateText(now).slice(0, 10)}T00:00:00Z`);
  return Math.round((today - Date.parse(`${fixtureNow.slice(0, 10)}T00:00:00Z`)) / dayMs);
}

/**
 * One person's accounts on several brands (the same fixture seeded on each) share a login id:
 * the link a sign-in on one brand's host follows to open a session on the others
 * (secure-session, server/routes/session.ts). A new account gets its own.
 */
const loginIds = new WeakMap<MemberFixture, string>();
function loginIdOf(fixture: MemberFixture): string {
  let id = loginIds.get(fixture);
  if (!id) {
    id = randomUUID();
    loginIds.set(fixture, id);
  }
  return id;
}

async function seedMember(
  db: Database,
  brand: BrandId,
  fixture: MemberFixture,
  passwordHash: string,
  days: number,
) {
  const [member] = await db
    .insert(members)
    .values({
      brand,
      email: fixture.user.username,
      passwordHash: fixture.user.hasPassword ? passwordHash : null,
      countryCode: fixture.countryCode,
      loginId: loginIdOf(fixture),
      hasFreeAccount: fixture.user.hasFreeAccount,
      emailPromotions: fixture.emailPreference.emailPromotions,
      isDelegate: fixture.emailPreference.isDelegate,
    })
    .returning();
  if (!member) throw new Error(`could not seed ${fixture.id}`);
  const cardIds = new Map<number, number>();
  for (const card of fixture.paymentMethods) {
    const [row] = await db
      .insert(paymentMethods)
      .values({
        memberId: member.id,
        nameOnCard: card.nameOnCard,
        cardTypeCode: card.cardTypeCode,
        cardLength: card.cardLength,
        last4Digits: card.last4Digits,
        expirationMonth: card.expirationMonth,
        expirationYear: card.expirationYear,
        cardStartDate: card.cardStartDate,
        payPalId: card.cardTypeCode === 'PP' ? `paypal-${member.id}` : null,
        userSaved: card.userSaved,
        updateDisabled: card.updateDisabled,
      })
      .returning({ id: paymentMethods.id });
    if (row) cardIds.set(card.creditCardId, row.id);
  }
  for (const s of fixture.subscriptions) {
    const [row] = await db
      .insert(subscriptions)
      .values({
        memberId: member.id,
        countryCode: s.countryCode,
        isActive: s.isActive,
        isExpired: s.isExpired,
        isLibrary: s.isLibrary,
        initialTrial: s.initialTrial,
        cancelledDate: shiftDate(s.cancelledDate, days),
        nextChargeDate: shiftDate(s.nextChargeDate, days),
        previousChargeDate: shiftDate(s.previousChargeDate, days),
        expiryDate: shiftDate(s.expiryDate, days),
        orderDate: shiftDate(s.orderDate, days) ?? s.orderDate,
        creditCardId: s.creditCardId ? (cardIds.get(s.creditCardId) ?? null) : null,
        amount: s.amount,
        timeUnit: s.timeUnit,
        timeBetweenCharging: s.timeBetweenCharging,
        originalBuyOptionName: s.originalBuyOptionName,
        refundStatus: s.refundStatus,
        refundStatus2: s.refundStatus2,
        taxAmount: s.taxAmount,
        taxCode: s.taxCode,
      })
      .returning({ id: subscriptions.id });
    if (!row) continue;
    for (const receipt of s.receipts) {
      await db.insert(receipts).values({
        subscriptionId: row.id,
        // Fixtures share subscriptions between members; invoice numbers must stay unique.
        invoiceNumber: `${receipt.invoiceNumber}-${row.id}`,
        orderDate: shiftDate(receipt.orderDate, days) ?? receipt.orderDate,
        modifiedDate: shiftDate(receipt.modifiedDate, days) ?? receipt.modifiedDate,
        amount: s.amount,
        taxAmount: s.taxAmount,
      });
    }
  }
  for (const l of fixture.licenses) {
    await db.insert(licenses).values({
      memberId: member.id,
      productCode: l.productCode,
      productName: l.productName,
      expiryDate: shiftDate(l.expiryDate, days),
      subscriptionExpiryDate: shiftDate(l.subscriptionExpiryDate, days),
      subscriptionRenewDate: shiftDate(l.subscriptionRenewDate, days),
      orderDate: shiftDate(l.orderDate, days) ?? l.orderDate,
      countryCode: l.countryCode,
    });
  }
  for (const tile of fixture.projectTiles) {
    await db
      .insert(projectTiles)
      .values({ memberId: member.id, title: tile.title, href: tile.href });
  }
  if (
    ['GB', 'FR', 'DE'].includes(fixture.countryCode) &&
    !cookieChoiceNotYetMade.has(fixture.user.username)
  ) {
    await db
      .insert(cookiePreferences)
      .values({ memberId: member.id, performance: true, marketing: false });
  }
}

/** Seeds the demo members once: a database that already has members is left alone. */
export async function seedIfEmpty(db: Database, now = new Date()): Promise<boolean> {
  const [{ count } = { count: 0 }] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(members);
  if (count > 0) return false;
  const passwordHash = await hashPassword(demoPassword);
  const days = daysSinceFixtureNow(now);
  await db.transaction(async (tx) => {
    for (const { brand, fixture } of demoMembers) {
      await seedMember(tx as unknown as Database, brand, fixture, passwordHash, days);
    }
  });
  return true;
}
