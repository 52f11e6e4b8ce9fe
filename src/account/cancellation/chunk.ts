/**
 * The cancellation screens' chunk (`../cancellation-flow`, the only import of that index):
 * loaded by the route table on first use, and prefetched on the hover or focus of a "Cancel
 * subscription" link, so the press does not wait for it.
 */
export const loadCancellationFlow = () => import('../cancellation-flow');
