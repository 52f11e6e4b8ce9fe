/** Navigation decisions the server's content shares. */

export { ensureNavigationLoadedAtom, navigationAtom, navigationVisibleAtom } from './atoms';
/** The desktop menu bar and the hamburger menu's categories (page-shell §2). */
export { DesktopNavigation, type DesktopNavigationProps } from './DesktopNavigation';
export { LazyMobileNavigation, loadMobileNavigation } from './LazyMobileNavigation';
export type { MobileNavigationProps } from './MobileNavigation';
export {
  CANADA_HUB_EXPERIMENTS,
  type DropdownType,
  isExtendedNavigation,
  isNavigationVisible,
  type NavigationItem,
  type NavigationStrategy,
  showMobileMenuCategories,
} from './rules';
