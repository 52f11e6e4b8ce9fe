/** Project dashboard tiles. */
export { projectTiles } from './atoms';
export {
  ProjectTiles,
  ProjectTilesEmpty,
  type ProjectTilesProps,
  ProjectTilesSkeleton,
} from './ProjectTiles';
export { isEstateVaultAvailable, type ProjectTileView, projectTileViews } from './rules';
