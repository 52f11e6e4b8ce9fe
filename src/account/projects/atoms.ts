import { apiClientAtom } from '../../platform/state/atoms';
import { accountResource } from '../shared';

/**
 * Project dashboard tiles (title, href) of the started projects; "no dashboards" is an empty
 * list (the API client's rule, `platform/api/rules.ts`).
 */
export const projectTiles = accountResource('projectTiles', (get, signal) =>
  get(apiClientAtom).call('projectTiles', { query: { has_started: true }, signal }),
);
