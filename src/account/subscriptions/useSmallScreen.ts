import { useAtomValue } from 'jotai';
import { breakpoints } from '../../../tokens/breakpoints';
import { windowWidthAtom } from '../../platform/state/windowWidth';

/**
 * §4 "Small screens": narrower than the tablet breakpoint (`tokens/breakpoints.ts`). Read from
 * the page's window width, so a server-rendered page (whose width the server assumed from the
 * request) hydrates with the cards it was sent, and follows the window once mounted.
 */
export function useSmallScreen(): boolean {
  return useAtomValue(windowWidthAtom) < breakpoints.tablet;
}
