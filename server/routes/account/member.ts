import type { Context, Next } from 'hono';
import { type Member, memberForSecureId, secureIdFromHeader } from '../../auth/sessions';
import type { Database } from '../../db/client';
import { fail } from '../../http';
import { translatorFor } from '../../i18n';

/** The context of a dashboard call past the member check: `c.get('member')` is its member. */
export type MemberEnv = { Variables: { member: Member } };

/**
 * The member check: a call needs `authorization: secure_id …` of a live session of this host's
 * brand (401 otherwise), and sees only that member's data.
 */
export const requireMember = (db: Database) => async (c: Context<MemberEnv>, next: Next) => {
  const member = await memberForSecureId(db, c, secureIdFromHeader(c));
  if (!member) return fail(c, 401, translatorFor(c)('status.unauthorized'));
  c.set('member', member);
  await next();
};

/** Another member's subscription or card is simply not found. */
export const notFound = (c: Context) => fail(c, 404, translatorFor(c)('status.notFound'));
