/** Project dashboard tiles. */
export { projectTiles } from './atoms';
