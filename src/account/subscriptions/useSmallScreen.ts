import { useSyncExternalStore } from 'react';
import { mediaQuery } from '../../../tokens/breakpoints';

/** §4 "Small screens": narrower than the tablet breakpoint (`tokens/breakpoints.ts`). */
export const smallScreenQuery = `not ${mediaQuery.tablet}`;

function subscribe(onChange: () => void): () => void {
  if (typeof window === 'undefined' || !window.matchMedia) return () => {};
  const list = window.matchMedia(smallScreenQuery);
  list.addEventListener('change', onChange);
  return () => list.removeEventListener('change', onChange);
}

function snapshot(): boolean {
  return typeof window !== 'undefined' && !!window.matchMedia?.(smallScreenQuery).matches;
}

/** Whether the screen is small now (and re-renders when that changes). */
export function useSmallScreen(): boolean {
  return useSyncExternalStore(subscribe, snapshot, () => false);
}
