import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, lt, or, sql } from 'drizzle-orm';
import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import type { Database } from '../db/client';
import { readCacheOf } from '../db/readCache';
import { members, passwordResets, sessions } from '../db/schema';
import { brandOf, isHttps } from '../sites';

/** The HttpOnly cookie that lets `user-auth` restore a session after a reload. */
export const sessionCookie = 'ld_session';
const sessionLifetimeMs = 30 * 24 * 60 * 60 * 1000;

export type Member = typeof members.$inferSelect;

/**
 * What the database keeps of a secure id or a reset token: its SHA-256. Both are 192 random
 * bits, so a plain hash (no salt, no stretching) is enough, and lookups stay one index probe.
 */
export const secretHash = (secret: string) => createHash('sha256').update(secret).digest('hex');

/** A new random secret for a secure id or a reset token. */
export const newSecret = () => randomBytes(24).toString('base64url');

/**
 * Starts a session and sets its cookie. `parent` is the secure id it was minted from by
 * secure-session: signing out of either ends both.
 */
export async function createSession(
  db: Database,
  c: Context,
  memberId: number,
  parent: string | null = null,
): Promise<string> {
  const secureId = newSecret();
  await db.insert(sessions).values({
    secureId: secretHash(secureId),
    parentSecureId: parent === null ? null : await rootOf(db, secretHash(parent)),
    memberId,
    expiresAt: new Date(Date.now() + sessionLifetimeMs),
  });
  setCookie(c, sessionCookie, secureId, {
    ...sessionCookieOptions(c),
    maxAge: sessionLifetimeMs / 1000,
  });
  return secureId;
}

/**
 * The session cookie's attributes. `Lax` for the site's own pages; a call from another host of
 * the family (secure-session and sign-out, sent with credentials: the browser says it is not
 * same-origin) can only set or clear it as `SameSite=None; Secure`, which browsers accept on
 * HTTPS and on `localhost` names.
 */
function sessionCookieOptions(c: Context) {
  const fetchSite = c.req.header('sec-fetch-site');
  const fromOtherHost = fetchSite === 'cross-site' || fetchSite === 'same-site';
  return fromOtherHost
    ? ({ httpOnly: true, sameSite: 'None', path: '/', secure: true } as const)
    : ({ httpOnly: true, sameSite: 'Lax', path: '/', secure: isHttps(c) } as const);
}

/** The session a family of minted sessions started from (hashed ids). */
async function rootOf(db: Database, hashed: string): Promise<string> {
  const [row] = await db
    .select({ parent: sessions.parentSecureId })
    .from(sessions)
    .where(eq(sessions.secureId, hashed))
    .limit(1);
  return row?.parent ?? hashed;
}

/** Ends a session and every session minted from it (or from the one it was minted from). */
export async function revokeSession(db: Database, c: Context, secureId: string | null) {
  if (secureId) {
    const root = await rootOf(db, secretHash(secureId));
    await db
      .update(sessions)
      .set({ revokedAt: new Date() })
      .where(or(eq(sessions.secureId, root), eq(sessions.parentSecureId, root)));
  }
  deleteCookie(c, sessionCookie, sessionCookieOptions(c));
}

/** Deletes expired and ended sessions and spent or expired reset tokens. */
export async function purgeExpired(db: Database) {
  const now = new Date();
  await db
    .delete(sessions)
    .where(or(lt(sessions.expiresAt, now), sql`${sessions.revokedAt} IS NOT NULL`));
  await db
    .delete(passwordResets)
    .where(or(lt(passwordResets.expiresAt, now), sql`${passwordResets.usedAt} IS NOT NULL`));
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
 * The member of a live session of any brand of the family (secure-session: another host's
 * sign-in); `memberForSecureId` is the check for everything else.
 */
export async function memberOfFamilySession(
  db: Database,
  secureId: string,
): Promise<Member | null> {
  const [row] = await db
    .select({ member: members })
    .from(sessions)
    .innerJoin(members, eq(members.id, sessions.memberId))
    .where(
      and(
        eq(sessions.secureId, secretHash(secureId)),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, new Date()),
      ),
    )
    .limit(1);
  return row?.member ?? null;
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
  const { hash, brand } = sessionKeyOf(c, secureId);
  const found = await readCacheOf(db).get(`session:${brand}:${hash}`, async () => {
    const [row] = await sessionLookup(db).execute({ hash, brand });
    return row ?? null;
  });
  // Expiry is checked here too: a cached answer outlives the moment it was read.
  return found && found.expiresAt > new Date() ? found.member : null;
}

/** What a prepared session check is given: the secure id's hash and the host's brand. */
export const sessionKeyOf = (c: Context, secureId: string) => ({
  hash: secretHash(secureId),
  brand: brandOf(c),
});

/**
 * Whether `sessions` (joined to its member) is the live session of the placeholders `hash` and
 * `brand`: the one rule of who is signed in, for every prepared statement that checks it.
 */
export const isLiveSessionOfBrand = and(
  eq(sessions.secureId, sql.placeholder('hash')),
  isNull(sessions.revokedAt),
  gt(sessions.expiresAt, sql`now()`),
  eq(members.brand, sql.placeholder('brand')),
);

/** The session lookup of every signed-in request, prepared once per database. */
const sessionLookups = new WeakMap<Database, ReturnType<typeof prepareSessionLookup>>();
const prepareSessionLookup = (db: Database) =>
  db
    .select({ member: members, expiresAt: sessions.expiresAt })
    .from(sessions)
    .innerJoin(members, eq(members.id, sessions.memberId))
    .where(isLiveSessionOfBrand)
    .limit(1)
    .prepare('member_for_secure_id');
function sessionLookup(db: Database) {
  let prepared = sessionLookups.get(db);
  if (!prepared) {
    prepared = prepareSessionLookup(db);
    sessionLookups.set(db, prepared);
  }
  return prepared;
}
