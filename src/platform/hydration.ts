import { useSyncExternalStore } from 'react';

const noSubscription = () => () => undefined;

/**
 * False while the server renders and while the browser hydrates what it sent; true from the
 * next render on (and at once in a page rendered in the browser only). A value the server cannot
 * know (what this browser's local storage holds) renders only once this is true, so hydration
 * renders exactly what the server did.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
