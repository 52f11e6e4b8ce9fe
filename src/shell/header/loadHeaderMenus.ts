import { lazyChunk } from '../../platform/lazy';

/** The header menus' chunk (react-aria's menu trigger and the help and account menus' lists). */
export const headerMenus = lazyChunk(() => import('./HeaderMenus'));

/**
 * Loads the header menus' chunk: prefetched once the first screen is idle and on the hover or
 * focus of a menu's button, which is a look-alike stand-in until the chunk is in.
 */
export const loadHeaderMenus = headerMenus.load;
