import { createHash, randomUUID } from 'node:crypto';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Context } from 'hono';
import { Hono } from 'hono';
import { apiPrefixes, signInStatus } from '../../src/platform/api/contract';
import {
  normalizeEmail,
  validateEmail,
  validateNewPassword,
  validatePassword,
} from '../../src/platform/validation/credentials';
import { hashPassword, verifyPassword } from '../auth/passwords';
import { RateLimiter } from '../auth/rateLimit';
import {
  createSession,
  type Member,
  memberForSecureId,
  memberOfFamilySession,
  newSecret,
  purgeExpired,
  revokeSession,
  secretHash,
  secureIdFromCookie,
  secureIdFromHeader,
} from '../auth/sessions';
import { cookiePreferences, members, passwordResets, sessions } from '../db/schema';
import type { ServerDeps } from '../deps';
import { fail, ok, statusReply } from '../http';
import { localeOf, translatorFor } from '../i18n';
import { formOf } from '../input';
import { writeToOutbox } from '../mail';
import { brandOf, clientAddress, originOf } from '../sites';
import { routeOf, validJson } from '../validate';
import { saveDocumentOfNewAccount } from './sitePages';

/** Wrong passwords in a row that lock an account until its password is reset. */
export const lockAfterFailures = 5;
const resetLifetimeMs = 60 * 60 * 1000;

/**
 * The family's other hosts a sign-in here also opens a session on (sign-in result `otherHosts`,
 * page-shell §3, §7): the configured public origins of the other brands, as host names (with
 * the port when there is one). The browser calls secure-session on each.
 */
export function otherHostsOf(config: ServerDeps['config'], c: Context): string[] {
  const own = config.publicOrigins[brandOf(c)];
  return Object.values(config.publicOrigins)
    .filter((origin) => origin !== own)
    .map((origin) => new URL(origin).host);
}

function signInResult(member: Member, secureId: string, otherHosts: string[]) {
  return {
    secureId,
    otherHosts,
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
  const window = 15 * 60 * 1000;
  // Per address: a burst of guesses across many accounts. Per account: a slow guesser. The
  // account key is the normalised address, so padding or case is the same account.
  const signInPerAddress = new RateLimiter(db, 'signIn/address', 30, window);
  const signInPerAccount = new RateLimiter(db, 'signIn/account', 10, window);
  // Recovery mails and new accounts cost the server (a mail, a hash, a row): limited alike.
  const recoveryPerAddress = new RateLimiter(db, 'recovery/address', 20, window);
  const recoveryPerAccount = new RateLimiter(db, 'recovery/account', 5, window);
  const createPerAddress = new RateLimiter(db, 'create/address', 20, window);
  /** Whether the caller may go on; each limiter counts the attempt. */
  const allowed = async (
    c: Context,
    perAddress: RateLimiter,
    perAccount: RateLimiter,
    username: string,
  ) =>
    (await perAddress.take(clientAddress(c))) &&
    (await perAccount.take(`${brandOf(c)}:${normalizeEmail(username)}`));

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
    const email = validateEmail(userCredentials.username);
    if (!(await allowed(c, signInPerAddress, signInPerAccount, userCredentials.username))) {
      c.status(429);
      return statusReply(c, signInStatus.generalError, t('status.tooManyAttempts'));
    }
    if (!email.ok) return statusReply(c, signInStatus.invalidUsername, t('status.invalidUsername'));
    if (!validatePassword(userCredentials.password).ok) {
      return statusReply(c, signInStatus.invalidPassword, t('status.invalidPassword'));
    }
    const member = await findMember(brand, email.value);
    const incorrect = () =>
      statusReply(c, signInStatus.incorrectEmailOrPassword, t('status.incorrectEmailOrPassword'));
    const locked = () => statusReply(c, signInStatus.accountLocked, t('status.accountLocked'));
    // An unknown address costs a hash too and gets the same answer: no account enumeration.
    const verified = await verifyPassword(userCredentials.password, member?.passwordHash ?? null);
    if (!member) return incorrect();
    if (member.lockedAt) return locked();
    if (!verified) {
      // Counted in the database, so simultaneous guesses each count.
      const [counted] = await db
        .update(members)
        .set({
          failedSignIns: sql`${members.failedSignIns} + 1`,
          lockedAt: sql`CASE WHEN ${members.failedSignIns} + 1 >= ${lockAfterFailures}
            THEN coalesce(${members.lockedAt}, now()) ELSE ${members.lockedAt} END`,
        })
        .where(eq(members.id, member.id))
        .returning({ lockedAt: members.lockedAt });
      return counted?.lockedAt ? locked() : incorrect();
    }
    // A lock set by a guess that finished meanwhile still holds.
    const [open] = await db
      .update(members)
      .set({ failedSignIns: 0 })
      .where(and(eq(members.id, member.id), isNull(members.lockedAt)))
      .returning({ id: members.id });
    if (!open) return locked();
    await purgeExpired(db);
    const secureId = await createSession(db, c, member.id);
    return statusReply(
      c,
      signInStatus.success,
      t('status.success'),
      signInResult(member, secureId, otherHostsOf(config, c)),
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
    // The cookie choice saved against the account: a member who chose on another device is
    // not asked again (issue #24).
    const [saved] = await db
      .select()
      .from(cookiePreferences)
      .where(eq(cookiePreferences.memberId, member.id))
      .limit(1);
    // Also the sign-in address and password flag: a session restored from the cookie alone
    // (no remembered copy in the browser) must still name the member (see the contract).
    return ok(c, {
      isSignedIn: true,
      loginId: member.loginId,
      secureId,
      username: member.email,
      hasPassword: member.passwordHash !== null,
      hasFreeAccount: member.hasFreeAccount,
      cookiePreferences: saved
        ? {
            performance: saved.performance,
            marketing: saved.marketing,
            savedAt: saved.updatedAt.toISOString(),
          }
        : null,
    });
  });

  /**
   * A sign-in on another host of the family (page-shell §7 secure-session, sent by the browser
   * with credentials): the secure id must be a live session of the family. This host then opens
   * a session for its own brand's account of the same person (the same login id; accounts are
   * per brand and only the server links them) and sets its cookie, minted from that secure id so
   * that signing out of either ends both. A person without an account here gets `false`: nothing
   * to sign in to, which is not a failure. The cookie is a third-party one for the calling page
   * (`SameSite=None; Secure`): a browser that blocks third-party cookies (the Chromium the tests
   * drive does) answers the call but does not keep it.
   */
  app.post(routeOf('secureSession'), validJson('secureSession'), async (c) => {
    const { secureID } = c.req.valid('json');
    const signedIn = await memberOfFamilySession(db, secureID);
    if (!signedIn) return fail(c, 401, translatorFor(c)('status.signedOut'));
    const brand = brandOf(c);
    const [member] =
      signedIn.brand === brand
        ? [signedIn]
        : await db
            .select()
            .from(members)
            .where(and(eq(members.brand, brand), eq(members.loginId, signedIn.loginId)))
            .limit(1);
    if (!member) return ok(c, false);
    await createSession(db, c, member.id, secureID);
    return ok(c, true);
  });

  app.post(routeOf('createAccount'), validJson('createAccount'), async (c) => {
    const t = translatorFor(c);
    const payload = c.req.valid('json');
    const { username, password } = payload.userCredentials;
    if (!(await createPerAddress.take(clientAddress(c)))) {
      c.status(429);
      return statusReply(c, signInStatus.generalError, t('status.tooManyRequests'));
    }
    const email = validateEmail(username);
    if (!email.ok) return statusReply(c, signInStatus.invalidUsername, t('status.invalidUsername'));
    const chosen = validateNewPassword(password);
    if (!chosen.ok) {
      return statusReply(c, signInStatus.invalidPassword, t(`status.${chosen.error}`));
    }
    const brand = brandOf(c);
    const exists = () => statusReply(c, signInStatus.accountExists, t('status.accountExists'));
    if (await findMember(brand, email.value)) return exists();
    // Two simultaneous creations of one address: the unique index lets one in, the other is told
    // the account exists.
    const [member] = await db
      .insert(members)
      .values({
        brand,
        email: email.value,
        passwordHash: await hashPassword(password),
        countryCode: payload.countryCode,
        loginId: randomUUID(),
        emailPromotions: payload.isSendingPromotionsAllowed,
      })
      .onConflictDoNothing()
      .returning();
    if (!member) return exists();
    // Created from a document's "save" (page-shell §3 product info): the document is saved too.
    await saveDocumentOfNewAccount(db, c, member.id, payload.productCode);
    const secureId = await createSession(db, c, member.id);
    return statusReply(
      c,
      signInStatus.success,
      t('status.success'),
      signInResult(member, secureId, otherHostsOf(config, c)),
    );
  });

  /**
   * Always answers success, whether or not the address has an account, so the form cannot be
   * used to find members; when it has one, the reset email lands in the dev outbox.
   */
  app.post(routeOf('passwordRecovery'), validJson('passwordRecovery'), async (c) => {
    const t = translatorFor(c);
    const { email } = c.req.valid('json');
    if (!(await allowed(c, recoveryPerAddress, recoveryPerAccount, email))) {
      c.status(429);
      return statusReply(c, signInStatus.generalError, t('status.tooManyRequests'));
    }
    const valid = validateEmail(email);
    if (!valid.ok) return statusReply(c, signInStatus.invalidUsername, t('status.invalidUsername'));
    const member = await findMember(brandOf(c), valid.value);
    if (member) {
      await purgeExpired(db);
      const token = newSecret();
      await db.insert(passwordResets).values({
        token: secretHash(token),
        memberId: member.id,
        expiresAt: new Date(Date.now() + resetLifetimeMs),
      });
      const origin = originOf(c);
      const link = `${origin}/account/reset-password?token=${token}&loc=${localeOf(c).replace('-', '_')}`;
      writeToOutbox(config.outboxDir, {
        to: member.email,
        subject: t('email.resetSubject'),
        body: [t('email.resetBody'), '', link].join('\n'),
      });
    }
    return statusReply(c, signInStatus.success, t('status.recoverySent'));
  });

  /** Completes a reset from the emailed link (JSON form of the reset page's POST). */
  app.post(`${apiPrefixes.userAccountManagement}/v2/account/password-reset`, async (c) => {
    const t = translatorFor(c);
    const form = formOf(c);
    const outcome = await completePasswordReset(db, form.token, form.password);
    if (outcome !== 'done') return fail(c, 400, t(resetMessage[outcome]));
    return ok(c, true);
  });

  return app;
}

/** The message key of a reset that did not complete. */
export const resetMessage = {
  invalidPassword: 'status.invalidPassword',
  passwordTooShort: 'status.passwordTooShort',
  invalidLink: 'status.resetLinkInvalid',
} as const;

/**
 * Sets a new password from a live reset token: the lock and the failure count are cleared,
 * the token and every other outstanding token of the member are spent, and every existing
 * session of the member ends.
 */
export async function completePasswordReset(
  db: ServerDeps['database']['db'],
  token: unknown,
  password: unknown,
): Promise<'done' | keyof typeof resetMessage> {
  const chosen = validateNewPassword(typeof password === 'string' ? password : null);
  if (!chosen.ok) return chosen.error;
  if (typeof token !== 'string' || token === '') return 'invalidLink';
  const passwordHash = await hashPassword(chosen.value);
  return db.transaction(async (tx) => {
    // Spending the token is the claim: of two simultaneous resets with one link, one wins.
    const [reset] = await tx
      .update(passwordResets)
      .set({ usedAt: new Date() })
      .where(
        and(
          eq(passwordResets.token, secretHash(token)),
          isNull(passwordResets.usedAt),
          gt(passwordResets.expiresAt, new Date()),
        ),
      )
      .returning({ memberId: passwordResets.memberId });
    if (!reset) return 'invalidLink';
    await tx
      .update(members)
      .set({ passwordHash, failedSignIns: 0, lockedAt: null })
      .where(eq(members.id, reset.memberId));
    await tx
      .update(passwordResets)
      .set({ usedAt: new Date() })
      .where(and(eq(passwordResets.memberId, reset.memberId), isNull(passwordResets.usedAt)));
    await tx
      .update(sessions)
      .set({ revokedAt: new Date() })
      .where(eq(sessions.memberId, reset.memberId));
    return 'done';
  });
}
