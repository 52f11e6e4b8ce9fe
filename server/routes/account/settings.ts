import { Hono } from 'hono';
import { validateEmail } from '../../../src/platform/validation/credentials';
import { verifyPassword } from '../../auth/passwords';
import { RateLimiter } from '../../auth/rateLimit';
import {
  isEmailTakenByAnother,
  setEmailPromotions,
  setSignInEmail,
  toEmailPreference,
} from '../../db/account';
import type { Database } from '../../db/client';
import { fail, ok } from '../../http';
import { translatorFor } from '../../i18n';
import { routeOf, validJson, validQuery } from '../../validate';
import type { MemberEnv } from './member';

/** The member's account settings: the promotions preference and the sign-in email. */
export function accountSettingsRoutes(db: Database) {
  const app = new Hono<MemberEnv>();
  const emailChangesPerMember = new RateLimiter(db, 'emailChange/member', 10, 15 * 60 * 1000);

  app.get(routeOf('getEmailPreference'), (c) => ok(c, toEmailPreference(c.get('member'))));

  app.put(routeOf('putEmailPreference'), validQuery('putEmailPreference'), async (c) => {
    await setEmailPromotions(db, c.get('member').id, c.req.valid('query').emailOffer);
    return ok(c, true);
  });

  app.put(routeOf('putAccountEmail'), validJson('putAccountEmail'), async (c) => {
    const t = translatorFor(c);
    const { email, password } = c.req.valid('json');
    const member = c.get('member');
    const valid = validateEmail(email);
    if (!valid.ok) return fail(c, 400, t('status.invalidUsername'));
    // The password check is a sign-in in disguise: a stolen session must not guess on.
    if (!(await emailChangesPerMember.take(String(member.id))))
      return fail(c, 429, t('status.tooManyAttempts'));
    if (!(await verifyPassword(password, member.passwordHash)))
      return fail(c, 400, t('status.wrongPassword'));
    if (await isEmailTakenByAnother(db, member, valid.value))
      return fail(c, 409, t('status.emailTaken'));
    await setSignInEmail(db, member.id, valid.value);
    return ok(c, true);
  });

  return app;
}
