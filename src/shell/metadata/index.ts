/** Page-metadata options the host page sets. */
export { type MetadataOptions, metadataOptionsAtom } from './atoms';
export { metadataRegionFromLoc } from './rules';
