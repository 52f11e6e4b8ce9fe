import { randomBytes } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import type { Database } from '../db/client';
import { members, sessions } from '../db/schema';
import { brandOf } from '../sites';

/** The HttpOnly cookie that lets `user-auth` restore a session after a reload. */
export const sessionCookie = 'ld_session';
const sessionLifetimeMs = 30 * 24 * 60 * 60 * 1000;

export type Member = typeof members.$inferSelect;

export async function createSession(db: Database, c: Context, memberId: number): Promise<string> {
  const secureId = randomBytes(24).toString('base64url');
  await db.insert(sessions).values({
    secureId,
    memberId,
    expiresAt: new Date(Date.now() + sessionLifetimeMs),
  });
  setCookie(c, sessionCookie, secureId, {
    httpOnly: true,
    sameSite: 'Lax',
    path: '/',
    secure: new URL(c.req.url).protocol === 'https:',
    maxAge: sessionLifetimeMs / 1000,
  });
  return secureId;
}

export async function revokeSession(db: Database, c: Context, secureId: string | null) {
  if (secureId) {
    await db.update(sessions).set({ revokedAt: new Date() }).where(eq(sessions.secureId, secureId));
  }
  deleteCookie(c, sessionCookie, { path: '/' });
}

/** The secure id sent as `authorization: secure_id <id>` (the form the client sends). */
export function secureIdFromHeader(c: Context): string | null {
  const match = /^secure_id\s+(\S+)$/.exec(c.req.header('authorization') ?? '');
  return match?.[1] ?? null;
}

export function secureIdFromCookie(c: Context): string | null {
  return getCookie(c, sessionCookie) ?? null;
}

/**
 * The member a secure id belongs to, if the session is live and belongs to this host's brand:
 * a session of one brand is worth nothing on another brand's host.
 */
export async function memberForSecureId(
  db: Database,
  c: Context,
  secureId: string | null,
): Promise<Member | null> {
  if (!secureId) return null;
  const rows = await db
    .select({ member: members })
    .from(sessions)
    .innerJoin(members, eq(members.id, sessions.memberId))
    .where(
      and(
        eq(sessions.secureId, secureId),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, new Date()),
        eq(members.brand, brandOf(c)),
      ),
    )
    .limit(1);
  return rows[0]?.member ?? null;
}
