import type { ReactNode, Ref } from 'react';
import { type HeadingSize, heading } from '../styles/heading.css';

export interface HeadingProps {
  /** The outline level (h1–h6): where it sits in the page, not how large it looks. */
  level: 1 | 2 | 3 | 4 | 5 | 6;
  /** How large it looks: `display`, `page`, `section`, `subsection`, `item` or `minor`. @default 'section' */
  size?: HeadingSize;
  /** For `aria-labelledby` of the region it names. */
  id?: string;
  /** `-1` for a heading that takes focus when what was under it goes away (with `ref`). */
  tabIndex?: -1;
  ref?: Ref<HTMLHeadingElement>;
  /** Layout of this element only; its type comes from `size`. */
  className?: string;
  children: ReactNode;
}

/**
 * A heading of the outline at a size of the type scale. Level and size are separate: the
 * outline has no gaps (tested on every dashboard screen) while the look follows the design.
 */
export function Heading({ level, size, className, children, ...rest }: HeadingProps) {
  const Element = `h${level}` as const;
  const classes = heading({ size });
  return (
    <Element {...rest} className={className ? `${classes} ${className}` : classes}>
      {children}
    </Element>
  );
}
