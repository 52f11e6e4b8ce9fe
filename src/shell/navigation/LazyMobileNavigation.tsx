import { lazyChunk } from '../../platform/lazy';
import type { MobileNavigationProps } from './MobileNavigation';

const mobileNavigation = lazyChunk(() => import('./MobileNavigation'));

/**
 * The hamburger menu's categories, a chunk of their own: fetched with the mobile header's
 * modals (prefetched once the first screen is idle) or when the menu first opens.
 */
export const loadMobileNavigation = mobileNavigation.load;

/** `MobileNavigation` from its chunk: what the mobile menu renders (nothing until it is in). */
export function LazyMobileNavigation(props: MobileNavigationProps) {
  const chunk = mobileNavigation.useModule(true);
  return chunk ? <chunk.MobileNavigation {...props} /> : null;
}
