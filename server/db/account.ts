import { and, eq } from 'drizzle-orm';
import type { EmailPreference } from '../../src/platform/api/contract';
import type { Member } from '../auth/sessions';
import type { Database } from './client';
import { members } from './schema';

/** The member's own account settings: the promotions preference and the sign-in email. */

export const toEmailPreference = (member: Member): EmailPreference => ({
  emailPromotions: member.emailPromotions,
  isDelegate: member.isDelegate,
});

export async function setEmailPromotions(db: Database, memberId: number, emailPromotions: boolean) {
  await db.update(members).set({ emailPromotions }).where(eq(members.id, memberId));
}

/** Whether another member of the brand signs in with `email` (already normalised). */
export async function isEmailTakenByAnother(db: Database, member: Member, email: string) {
  const [taken] = await db
    .select({ id: members.id })
    .from(members)
    .where(and(eq(members.brand, member.brand), eq(members.email, email)))
    .limit(1);
  return !!taken && taken.id !== member.id;
}

export async function setSignInEmail(db: Database, memberId: number, email: string) {
  await db.update(members).set({ email }).where(eq(members.id, memberId));
}
