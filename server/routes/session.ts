import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { Hono } from 'hono';
import { apiPrefixes, signInStatus } from '../../src/platform/api/contract';
import { validateEmail, validatePassword } from '../../src/platform/validation/credentials';
import { hashPassword, verifyPassword } from '../auth/passwords';
import { RateLimiter } from '../auth/rateLimit';
import {
  createSession,
  type Member,
  memberForSecureId,
  revokeSession,
  secureIdFromCookie,
  secureIdFromHeader,
} from '../auth/sessions';
import { members, passwordResets, sessions } from '../db/schema';
import type { ServerDeps } from '../deps';
import { clientAddress, fail, ok, statusReply } from '../http';
import { localeOf, translatorFor } from '../i18n';
import { formOf } from '../input';
import { brandOf } from '../sites';
import { routeOf, validJson } from '../validate';

/** Wrong passwords in a row that lock an account until its password is reset. */
export const lockAfterFailures = 5;
const resetLifetimeMs = 60 * 60 * 1000;

function signInResult(member: Member, secureId: string) {
  return {
    secureId,
    otherHosts: [],
    username: member.email,
    loginIdHash: createHash('sha256').update(member.loginId).digest('hex'),
    hasFreeAccount: member.hasFreeAccount,
    hasPassword: member.passwordHash !== null,
  };
}

/** Sign-in, sign-out, session restore, account creation and password recovery (page-shell §7–8). */
export function sessionRoutes({ database, config }: ServerDeps) {
  const { db } = database;
  const app = new Hono();
  // Per address: a burst of guesses across many accounts. Per account: a slow guesser.
  const perAddress = new RateLimiter(30, 15 * 60 * 1000);
  const perAccount = new RateLimiter(10, 15 * 60 * 1000);

  const findMember = async (brand: string, email: string) =>
    (
      await db
        .select()
        .from(members)
        .where(and(eq(members.brand, brand), sql`lower(${members.email}) = ${email.toLowerCase()}`))
        .limit(1)
    )[0];

  app.post(routeOf('signIn'), validJson('signIn'), async (c) => {
    const t = translatorFor(c);
    const { userCredentials } = c.req.valid('json');
    const brand = brandOf(c);
    const address = clientAddress(c);
    const email = validateEmail(userCredentials.username);
    if (
      !perAddress.take(address) ||
      !perAccount.take(`${brand}:${userCredentials.username.toLowerCase()}`)
    ) {
      c.status(429);
      return statusReply(c, signInStatus.generalError, t('status.tooManyAttempts'));
    }
    if (!email.ok) return statusReply(c, signInStatus.invalidUsername, t('status.invalidUsername'));
    if (!validatePassword(userCredentials.password).ok) {
      return statusReply(c, signInStatus.invalidPassword, t('status.invalidPassword'));
    }
    const member = await findMember(brand, email.value);
    // The same answer for an unknown address and a wrong password: no account enumeration.
    if (!member)
      return statusReply(
        c,
        signInStatus.incorrectEmailOrPassword,
        t('status.incorrectEmailOrPassword'),
      );
    if (member.lockedAt)
      return statusReply(c, signInStatus.accountLocked, t('status.accountLocked'));
    if (!(await verifyPassword(userCredentials.password, member.passwordHash))) {
      const failures = member.failedSignIns + 1;
      const locked = failures >= lockAfterFailures;
      await db
        .update(members)
        .set({ failedSignIns: failures, lockedAt: locked ? new Date() : null })
        .where(eq(members.id, member.id));
      return locked
        ? statusReply(c, signInStatus.accountLocked, t('status.accountLocked'))
        : statusReply(
            c,
            signInStatus.incorrectEmailOrPassword,
            t('status.incorrectEmailOrPassword'),
          );
    }
    await db.update(members).set({ failedSignIns: 0 }).where(eq(members.id, member.id));
    const secureId = await createSession(db, c, member.id);
    return statusReply(
      c,
      signInStatus.success,
      t('status.success'),
      signInResult(member, secureId),
    );
  });

  app.delete(routeOf('signOut'), async (c) => {
    const secureId = secureIdFromHeader(c) ?? secureIdFromCookie(c);
    await revokeSession(db, c, secureId);
    return statusReply(c, signInStatus.success, translatorFor(c)('status.signedOut'));
  });

  /** Restores the session after a reload from the HttpOnly cookie (or checks the header's). */
  app.post(routeOf('userAuth'), async (c) => {
    const secureId = secureIdFromHeader(c) ?? secureIdFromCookie(c);
    const member = await memberForSecureId(db, c, secureId);
    if (!member || !secureId) return ok(c, { isSignedIn: false, loginId: null, secureId: null });
    return ok(c, { isSignedIn: true, loginId: member.loginId, secureId });
  });

  /** Another host of the family signs in with a secure id it was given: set this host's cookie. */
  app.post(routeOf('secureSession'), validJson('secureSession'), async (c) => {
    const { secureID } = c.req.valid('json');
    const member = await memberForSecureId(db, c, secureID);
    if (!member) return fail(c, 401, translatorFor(c)('status.signedOut'));
    await createSession(db, c, member.id);
    return ok(c, true);
  });

  app.post(routeOf('createAccount'), validJson('createAccount'), async (c) => {
    const t = translatorFor(c);
    const payload = c.req.valid('json');
    const email = validateEmail(payload.userCredentials.username);
    if (!email.ok) return statusReply(c, signInStatus.invalidUsername, t('status.invalidUsername'));
    if (!validatePassword(payload.userCredentials.password).ok) {
      return statusReply(c, signInStatus.invalidPassword, t('status.invalidPassword'));
    }
    const brand = brandOf(c);
    if (await findMember(brand, email.value)) {
      return statusReply(c, signInStatus.accountExists, t('status.accountExists'));
    }
    const [member] = await db
      .insert(members)
      .values({
        brand,
        email: email.value,
        passwordHash: await hashPassword(payload.userCredentials.password),
        countryCode: payload.countryCode,
        loginId: randomUUID(),
        emailPromotions: payload.isSendingPromotionsAllowed,
      })
      .returning();
    if (!member) return statusReply(c, signInStatus.generalError, t('status.generalError'));
    const secureId = await createSession(db, c, member.id);
    return statusReply(
      c,
      signInStatus.success,
      t('status.success'),
      signInResult(member, secureId),
    );
  });

  /**
   * Always answers success, whether or not the address has an account, so the form cannot be
   * used to find members; when it has one, the reset email lands in the dev outbox.
   */
  app.post(routeOf('passwordRecovery'), validJson('passwordRecovery'), async (c) => {
    const t = translatorFor(c);
    const { email } = c.req.valid('json');
    const valid = validateEmail(email);
    if (!valid.ok) return statusReply(c, signInStatus.invalidUsername, t('status.invalidUsername'));
    const member = await findMember(brandOf(c), valid.value);
    if (member) {
      const token = randomBytes(24).toString('base64url');
      await db.insert(passwordResets).values({
        token,
        memberId: member.id,
        expiresAt: new Date(Date.now() + resetLifetimeMs),
      });
      const origin = new URL(c.req.url).origin;
      const link = `${origin}/account/reset-password?token=${token}&loc=${localeOf(c).replace('-', '_')}`;
      mkdirSync(config.outboxDir, { recursive: true });
      const file = path.join(
        config.outboxDir,
        `${Date.now()}-${member.email.replace(/[^a-z0-9.@-]/gi, '_')}.txt`,
      );
      writeFileSync(
        file,
        [
          `To: ${member.email}`,
          `Subject: ${t('email.resetSubject')}`,
          '',
          t('email.resetBody'),
          '',
          link,
          '',
        ].join('\n'),
      );
    }
    return statusReply(c, signInStatus.success, t('status.recoverySent'));
  });

  /** Completes a reset from the emailed link (JSON form of the reset page's POST). */
  app.post(`${apiPrefixes.userAccountManagement}/v2/account/password-reset`, async (c) => {
    const t = translatorFor(c);
    const form = formOf(c);
    const outcome = await completePasswordReset(db, form.token, form.password);
    if (outcome === 'invalidPassword') return fail(c, 400, t('status.invalidPassword'));
    if (outcome === 'invalidLink') return fail(c, 400, t('status.resetLinkInvalid'));
    return ok(c, true);
  });

  return app;
}

/**
 * Sets a new password from a live reset token: the lock and the failure count are cleared, the
 * token is spent, and every existing session of the member ends.
 */
export async function completePasswordReset(
  db: ServerDeps['database']['db'],
  token: unknown,
  password: unknown,
): Promise<'done' | 'invalidPassword' | 'invalidLink'> {
  if (typeof password !== 'string' || !validatePassword(password).ok) return 'invalidPassword';
  if (typeof token !== 'string' || token === '') return 'invalidLink';
  const [reset] = await db
    .select()
    .from(passwordResets)
    .where(
      and(
        eq(passwordResets.token, token),
        isNull(passwordResets.usedAt),
        gt(passwordResets.expiresAt, new Date()),
      ),
    )
    .limit(1);
  if (!reset) return 'invalidLink';
  const passwordHash = await hashPassword(password);
  await db.transaction(async (tx) => {
    await tx
      .update(members)
      .set({ passwordHash, failedSignIns: 0, lockedAt: null })
      .where(eq(members.id, reset.memberId));
    await tx
      .update(passwordResets)
      .set({ usedAt: new Date() })
      .where(eq(passwordResets.token, token));
    await tx
      .update(sessions)
      .set({ revokedAt: new Date() })
      .where(eq(sessions.memberId, reset.memberId));
  });
  return 'done';
}
