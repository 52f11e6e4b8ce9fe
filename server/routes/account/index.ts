import { Hono } from 'hono';
import { apiPrefixes } from '../../../src/platform/api/contract';
import type { ServerDeps } from '../../deps';
import { routeOf } from '../../validate';
import { licenseRoutes } from './licenses';
import { type MemberEnv, requireMember } from './member';
import { paymentMethodRoutes } from './paymentMethods';
import { accountSettingsRoutes } from './settings';
import { subscriptionListRoute, subscriptionRoutes } from './subscriptions';

/**
 * Every dashboard call, one group per resource of the contract (the paths are the contract's:
 * `routeOf`). Each call needs `authorization: secure_id …` and sees only its own member's
 * data: the member check covers the dashboard's prefixes whole, so an unknown path there is a
 * 401 too. Order matters: Hono runs handlers and middleware in the order they are mounted.
 */
export function accountRoutes({ database: { db } }: ServerDeps) {
  const app = new Hono<MemberEnv>();
  const memberCheck = requireMember(db);
  app.route('/', subscriptionListRoute(db));
  app.use(`${apiPrefixes.myAccount}/*`, memberCheck);
  app.use(`${apiPrefixes.postPurchase}/*`, memberCheck);
  app.use(routeOf('putAccountEmail'), memberCheck);
  app.route('/', subscriptionRoutes(db));
  app.route('/', paymentMethodRoutes(db));
  app.route('/', accountSettingsRoutes(db));
  app.route('/', licenseRoutes(db));
  return app;
}
