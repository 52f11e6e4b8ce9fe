import type { ApiClient } from '../../platform/api/client';

/** GET the started projects' dashboard tiles; "no dashboards" is an empty list (client rule). */
export function fetchProjectTiles(client: ApiClient, signal?: AbortSignal) {
  return client.call('projectTiles', { query: { has_started: true }, signal });
}
