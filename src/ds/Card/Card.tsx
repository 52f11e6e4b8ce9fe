import type { ReactNode } from 'react';
import { Heading } from '../Heading/Heading';
import { body, card, footer as footerClass } from './Card.css';

export interface CardProps {
  /** Title of the card, rendered as a real heading at `headingLevel`. */
  heading?: ReactNode;
  /** Heading level that fits the page outline around the card. @default 3 */
  headingLevel?: 2 | 3 | 4 | 5 | 6;
  /** Actions or secondary information under a divider (usually Buttons or Links). */
  footer?: ReactNode;
  /**
   * `elevated` lifts the card with the brand's shadow, `outline` draws a hairline instead,
   * `sunken` sets it into the page (for grouped, secondary content).
   * @default 'elevated'
   */
  variant?: 'elevated' | 'outline' | 'sunken';
  /** Tints the card with a status tone (background and border) for a message or summary. @default 'none' */
  tone?: 'none' | 'neutral' | 'info' | 'success' | 'warning' | 'critical';
  /** Inner spacing: `md` for dense lists of cards. @default 'lg' */
  padding?: 'md' | 'lg';
  /** The card's content. */
  children?: ReactNode;
}

/**
 * A surface that groups related content, with an optional heading and footer. Radius and
 * elevation come from the brand (rounded and soft in one brand, square and hairline in
 * another); it is a plain container, so interactive content inside keeps its own semantics.
 */
export function Card({
  heading,
  headingLevel = 3,
  footer,
  variant = 'elevated',
  tone = 'none',
  padding = 'lg',
  children,
}: CardProps) {
  return (
    <div className={card({ variant, tone, padding })}>
      {heading && (
        <Heading level={headingLevel} size="subsection">
          {heading}
        </Heading>
      )}
      {children && <div className={body}>{children}</div>}
      {footer && <div className={footerClass}>{footer}</div>}
    </div>
  );
}
