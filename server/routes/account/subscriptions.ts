import { Hono } from 'hono';
import { secureIdFromHeader, sessionKeyOf } from '../../auth/sessions';
import type { Database } from '../../db/client';
import {
  ownSubscription,
  resumeRenewal,
  stopRenewal,
  subscriptionListTextOfSession,
  subscriptionsOfMember,
} from '../../db/subscriptions';
import { fail, ok } from '../../http';
import { translatorFor } from '../../i18n';
import { originOf } from '../../sites';
import { routeOf, validJson } from '../../validate';
import { upgradePathsFor } from '../upgrades';
import { type MemberEnv, notFound } from './member';

/**
 * The list, which checks the session itself (its one statement does what the member check
 * does): mounted before the member check, so it answers alone.
 */
export function subscriptionListRoute(db: Database) {
  return new Hono().get(routeOf('subscriptions'), async (c) => {
    const secureId = secureIdFromHeader(c);
    const list = secureId && (await subscriptionListTextOfSession(db, sessionKeyOf(c, secureId)));
    if (!list) return fail(c, 401, translatorFor(c)('status.unauthorized'));
    return c.body(`{"succeeded":true,"result":${list},"errors":[]}`, 200, {
      'content-type': 'application/json',
    });
  });
}

/** Cancel, reactivate and the upgrade offers, on the member's own subscriptions. */
export function subscriptionRoutes(db: Database) {
  const app = new Hono<MemberEnv>();

  app.post(routeOf('cancelSubscription'), validJson('cancelSubscription'), async (c) => {
    const row = await ownSubscription(db, c.get('member').id, c.req.valid('json'));
    if (!row) return notFound(c);
    await stopRenewal(db, row);
    return ok(c, true);
  });

  app.post(
    routeOf('cancelSubscriptionWithReason'),
    validJson('cancelSubscriptionWithReason'),
    async (c) => {
      const { subscriptionId, reason, freeText } = c.req.valid('json');
      const row = await ownSubscription(db, c.get('member').id, subscriptionId);
      if (!row) return notFound(c);
      await stopRenewal(db, row, { reason, freeText });
      return ok(c, true);
    },
  );

  app.put(routeOf('reactivateSubscription'), validJson('reactivateSubscription'), async (c) => {
    const row = await ownSubscription(db, c.get('member').id, c.req.valid('json').subscriptionId);
    if (!row) return notFound(c);
    await resumeRenewal(db, row);
    return ok(c, true);
  });

  app.get(routeOf('upgradePaths'), async (c) => {
    const list = await subscriptionsOfMember(db, c.get('member').id);
    return ok(c, upgradePathsFor(list, originOf(c)));
  });

  return app;
}
