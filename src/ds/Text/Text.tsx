import type { HTMLAttributes, ReactNode } from 'react';
import { type TextVariants, text } from '../styles/text.css';

export interface TextProps extends Pick<HTMLAttributes<HTMLElement>, 'id' | 'role' | 'aria-live'> {
  /** The element: a paragraph by default, `span` inside a line, `li`/`dd`/`dt` in lists. @default 'p' */
  as?: 'p' | 'span' | 'div' | 'li' | 'dt' | 'dd' | 'strong';
  /** `standard` for body copy, `small` for details (dates, help), `xsmall` for fine print, `headline` for a short claim in the heading face, `figure` for an amount or a count. @default 'standard' */
  size?: TextVariants['size'];
  /** `secondary` for details, `critical`/`success` for an outcome (with words, never colour alone). @default 'primary' */
  tone?: TextVariants['tone'];
  /** @default 'regular' */
  weight?: TextVariants['weight'];
  /** Letter-spaced capitals, for a short label over a figure. @default false */
  caps?: boolean;
  /** Layout of this element only (flex, gap, spacing); its type comes from the props. */
  className?: string;
  children: ReactNode;
}

/** Text in the brand's body face, at a size, tone and weight of the type scale. */
export function Text({
  as: Element = 'p',
  size,
  tone,
  weight,
  caps,
  className,
  children,
  ...rest
}: TextProps) {
  const classes = text({ size, tone, weight, caps });
  return (
    <Element {...rest} className={className ? `${classes} ${className}` : classes}>
      {children}
    </Element>
  );
}
