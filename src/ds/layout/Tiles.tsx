import type { ReactNode } from 'react';
import { renderBox } from './Box';
import { listChildren } from './children';
import type { Responsive, Space } from './responsive';

export interface TilesProps {
  /** The gap between tiles, across and down; one value or per breakpoint. */
  space: Responsive<Space>;
  /** Tiles per row (equal widths); one value or per breakpoint, e.g. `{ mobile: 2, desktop: 4 }`. */
  columns: Responsive<1 | 2 | 3 | 4 | 5 | 6>;
  /** The element rendered; as `ul` or `ol` each child becomes a list item. @default 'div' */
  as?: 'div' | 'ul' | 'ol';
  /** The tiles, in reading order. */
  children: ReactNode;
}

/**
 * A grid of equal-width tiles (cards, swatches) that never overflows: tiles shrink to their
 * column, and long content wraps inside them.
 */
export function Tiles({ space, columns, as = 'div', children }: TilesProps) {
  return renderBox(
    as,
    { display: 'grid', gridTemplateColumns: columns, gap: space },
    { children: listChildren(as, children) },
  );
}
