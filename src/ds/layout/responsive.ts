import type { breakpoints } from '../../../tokens/breakpoints';
import type { Tokens } from '../../../tokens/types';

/** A step of the theme's spacing scale (`vars.space`). */
export type Space = keyof Tokens['space'];

/** A breakpoint name: `mobile` is every width, the others start at `tokens/breakpoints`. */
export type Breakpoint = 'mobile' | keyof typeof breakpoints;

/** One value for every width, or one per breakpoint (mobile first, each applies upwards). */
export type Responsive<T> = T | Partial<Record<Breakpoint, T>>;

/** Maps a responsive value through `map`, keeping its per-breakpoint shape. */
export function mapResponsive<T, U>(
  value: Responsive<T> | undefined,
  map: (value: T) => U,
): Responsive<U> | undefined {
  if (value === undefined) return undefined;
  if (typeof value === 'object' && value !== null) {
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [key, map(item as T)]),
    ) as Partial<Record<Breakpoint, U>>;
  }
  return map(value as T);
}
