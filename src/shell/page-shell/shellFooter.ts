import { lazyChunk } from '../../platform/lazy';

/** The footer's chunk (`SHELL_FOOTER_MODULE`), hydrated after the first screen (`LaterRoot`). */
export const shellFooter = lazyChunk(() => import('./ShellFooter'));

/** Loads the footer's chunk: a page after its first screen, stories before they render. */
export const loadShellFooter = shellFooter.load;
