import { Hono } from 'hono';
import { noDashboardsError } from '../../../src/platform/api/rules';
import type { Database } from '../../db/client';
import { licensesOf } from '../../db/licenses';
import { startedProjectTilesOf } from '../../db/projectTiles';
import { ok } from '../../http';
import { routeOf, validQuery } from '../../validate';
import type { MemberEnv } from './member';

/** What the member owns besides subscriptions: licenses and project dashboards. */
export function licenseRoutes(db: Database) {
  const app = new Hono<MemberEnv>();

  app.get(routeOf('licenses'), async (c) => ok(c, await licensesOf(db, c.get('member').id)));

  app.get(routeOf('projectTiles'), validQuery('projectTiles'), async (c) => {
    const tiles = await startedProjectTilesOf(db, c.get('member').id);
    // The spec's own failure for a member without project dashboards (dashboard §7).
    if (tiles.length === 0)
      return c.json({ succeeded: false, result: null, errors: [noDashboardsError] });
    return ok(c, tiles);
  });

  return app;
}
