import { eq } from 'drizzle-orm';
import type { License } from '../../src/platform/api/contract';
import type { Database } from './client';
import { licenses } from './schema';

type LicenseRow = typeof licenses.$inferSelect;

export const toLicense = (row: LicenseRow): License => ({
  licenseId: row.id,
  productCode: row.productCode,
  productName: row.productName,
  expiryDate: row.expiryDate,
  subscriptionExpiryDate: row.subscriptionExpiryDate,
  subscriptionRenewDate: row.subscriptionRenewDate,
  orderDate: row.orderDate,
  countryCode: row.countryCode,
});

/** The member's licenses as the contract carries them, oldest first. */
export async function licensesOf(db: Database, memberId: number): Promise<License[]> {
  const rows = await db
    .select()
    .from(licenses)
    .where(eq(licenses.memberId, memberId))
    .orderBy(licenses.id);
  return rows.map(toLicense);
}
