import type { ReactNode } from 'react';
import { renderBox } from './Box';
import { listChildren } from './children';
import { mapResponsive, type Responsive, type Space } from './responsive';

const alignItems = {
  stretch: 'stretch',
  start: 'flex-start',
  center: 'center',
  end: 'flex-end',
} as const;

export interface StackProps {
  /** The gap between children, from the theme's spacing scale; one value or per breakpoint. */
  space: Responsive<Space>;
  /**
   * Horizontal alignment of the children: `stretch` makes each as wide as the stack, the others
   * keep their own width (`start` is the left in left-to-right languages).
   * @default 'stretch'
   */
  align?: Responsive<keyof typeof alignItems>;
  /** The element rendered; as `ul` or `ol` each child becomes a list item. @default 'div' */
  as?: 'div' | 'section' | 'ul' | 'ol';
  /** The stacked content, top to bottom. */
  children: ReactNode;
}

/**
 * Children one under another with an even gap (CSS `gap`, no margins), the vertical rhythm of
 * every screen.
 */
export function Stack({ space, align = 'stretch', as = 'div', children }: StackProps) {
  return renderBox(
    as,
    {
      display: 'flex',
      flexDirection: 'column',
      gap: space,
      alignItems: mapResponsive(align, (value) => alignItems[value]),
    },
    { children: listChildren(as, children) },
  );
}
