/**
 * The cancellation screens' chunk (`./screens`, the only import of that index):
 * loaded by the route table on first use, and prefetched on the hover or focus of a "Cancel
 * subscription" link, so the press does not wait for it.
 */
export const loadCancellationScreens = () => import('./screens');

/**
 * The module `loadCancellationScreens` imports, from the repository root: a page that opens on
 * a cancellation screen links its chunk's stylesheets and scripts in its head (the server reads
 * the build's manifest), so the server's HTML is styled and the chunk downloads with the entry.
 */
export const cancellationScreensModule = 'src/account/cancellation/screens/index.ts';

/** What the chunk exports: the route table types its lazy routes by it, without importing it. */
export type CancellationScreens = Awaited<ReturnType<typeof loadCancellationScreens>>;
