import { apiClientAtom } from '../../platform/state/atoms';
import { accountResource } from '../shared';
import { fetchProjectTiles } from './api';

/** Project dashboard tiles (title, href). */
export const projectTiles = accountResource('projectTiles', (get, signal) =>
  fetchProjectTiles(get(apiClientAtom), signal),
);
