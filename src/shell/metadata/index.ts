/** Page-metadata options the host page sets, and the component that applies the metadata. */
export {
  loadPageMetadataAtom,
  type MetadataOptions,
  metadataOptionsAtom,
  pageTitleAtom,
} from './atoms';
export {
  applyHeadElements,
  PAGE_METADATA_ATTRIBUTE,
  PageMetadata,
  type PageMetadataProps,
} from './PageMetadata';
export { headElements, metadataRegionFromLoc } from './rules';
