import type { ReactNode } from 'react';
import { renderBox } from './Box';
import { listChildren } from './children';
import { mapResponsive, type Responsive, type Space } from './responsive';

const justifyContent = {
  start: 'flex-start',
  center: 'center',
  end: 'flex-end',
  spaceBetween: 'space-between',
} as const;

const alignItems = {
  top: 'flex-start',
  center: 'center',
  bottom: 'flex-end',
  baseline: 'baseline',
} as const;

export interface InlineProps {
  /** The gap between children, across and between lines; one value or per breakpoint. */
  space: Responsive<Space>;
  /**
   * Horizontal placement of the children on each line (`start` is the left in
   * left-to-right languages).
   * @default 'start'
   */
  align?: Responsive<keyof typeof justifyContent>;
  /** Vertical alignment of children of different heights on a line. @default 'center' */
  alignY?: Responsive<keyof typeof alignItems>;
  /** The element rendered; as `ul` or `ol` each child becomes a list item. @default 'div' */
  as?: 'div' | 'span' | 'ul' | 'ol';
  /** The content, side by side. */
  children: ReactNode;
}

/**
 * Children side by side, wrapping onto the next line when they do not fit (buttons, badges,
 * tags). The same gap separates them across and between lines.
 */
export function Inline({
  space,
  align = 'start',
  alignY = 'center',
  as = 'div',
  children,
}: InlineProps) {
  return renderBox(
    as,
    {
      display: 'flex',
      flexDirection: 'row',
      flexWrap: 'wrap',
      gap: space,
      justifyContent: mapResponsive(align, (value) => justifyContent[value]),
      alignItems: mapResponsive(alignY, (value) => alignItems[value]),
    },
    { children: listChildren(as, children) },
  );
}
