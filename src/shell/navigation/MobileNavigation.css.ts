import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const heading = style({
  margin: 0,
  fontSize: vars.font.size.xs,
  fontWeight: vars.font.weight.bold,
  letterSpacing: vars.font.letterSpacing.caps,
  textTransform: 'uppercase',
  color: vars.color.text.secondary,
});

/** A document link, indented under its category. */
export const entry = style({
  display: 'block',
  paddingInlineStart: vars.space.md,
  overflowWrap: 'anywhere',
});

/** The category page ("view all") and category links. */
export const emphasised = style([entry, { fontWeight: vars.font.weight.bold }]);
