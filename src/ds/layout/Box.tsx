import { type AriaAttributes, createElement, type ReactNode } from 'react';
import type { Responsive, Space } from './responsive';
import { type Atoms, atoms, base, listReset } from './sprinkles.css';

/** The elements a layout box may be: structure only, never a control. */
export type BoxElement =
  | 'div'
  | 'span'
  | 'section'
  | 'article'
  | 'aside'
  | 'header'
  | 'footer'
  | 'nav'
  | 'main'
  | 'ul'
  | 'ol'
  | 'li';

export interface BoxProps extends AriaAttributes {
  /** The element rendered, for the page's semantics (`section`, `nav`, `ul`…). @default 'div' */
  as?: BoxElement;
  /** Padding on all four sides, one value or one per breakpoint. @default undefined (none) */
  padding?: Responsive<Space>;
  /** Inline (left and right) padding; overrides `padding` on those sides. @default undefined */
  paddingX?: Responsive<Space>;
  /** Block (top and bottom) padding; overrides `padding` on those sides. @default undefined */
  paddingY?: Responsive<Space>;
  /** A surface role of the theme. @default undefined (transparent) */
  background?: Atoms['background'];
  /** Text colour role, e.g. `inverse` on an `inverse` background. @default undefined (inherited) */
  color?: Atoms['color'];
  /** Corner radius from the theme. @default undefined (square) */
  borderRadius?: Atoms['borderRadius'];
  /** Shadow from the theme's elevation scale. @default undefined (none) */
  boxShadow?: Atoms['boxShadow'];
  /** An id, e.g. for `aria-labelledby` or an in-page link. */
  id?: string;
  /** The role, when the element alone does not say it (e.g. `region`). */
  role?: string;
  /** The content. */
  children?: ReactNode;
}

/** Shared by every primitive: renders `as` with atomic classes and, for lists, no bullets. */
export function renderBox(
  as: BoxElement,
  classAtoms: Atoms,
  props: Record<string, unknown>,
  className?: string,
) {
  const classes = [
    base,
    atoms(classAtoms),
    as === 'ul' || as === 'ol' ? listReset : undefined,
    className,
  ]
    .filter(Boolean)
    .join(' ');
  return createElement(as, { ...props, className: classes });
}

/**
 * The base of every layout: an element with padding, a surface, a radius and a shadow, all
 * from the theme. It has no margins and no `className` or `style`: spacing between things is
 * the job of `Stack`, `Inline`, `Columns` and `Tiles`.
 */
export function Box({
  as = 'div',
  padding,
  paddingX,
  paddingY,
  background,
  color,
  borderRadius,
  boxShadow,
  ...props
}: BoxProps) {
  return renderBox(
    as,
    { padding, paddingX, paddingY, background, color, borderRadius, boxShadow },
    props,
  );
}
