import type { ProjectTile } from '../../platform/api/contract';
import { accountOwnerAtom } from '../../platform/session/atoms';
import { apiClientAtom } from '../../platform/state/atoms';
import { createResource } from '../../platform/state/resource';
import { fetchProjectTiles } from './api';

/** Project dashboard tiles (title, href). */
export const projectTiles = createResource<ProjectTile[]>((get, signal) => {
  get(accountOwnerAtom);
  return fetchProjectTiles(get(apiClientAtom), signal);
}, 'projectTiles');
