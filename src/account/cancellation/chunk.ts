/**
 * The cancellation screens' chunk (`./screens`, the only import of that index):
 * loaded by the route table on first use, and prefetched on the hover or focus of a "Cancel
 * subscription" link, so the press does not wait for it.
 */
export const loadCancellationScreens = () => import('./screens');

/** What the chunk exports: the route table types its lazy routes by it, without importing it. */
export type CancellationScreens = Awaited<ReturnType<typeof loadCancellationScreens>>;
