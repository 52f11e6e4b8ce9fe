import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

/** The section heading ("My projects"). */
export const title = style({
  margin: 0,
  fontFamily: vars.font.family.heading,
  fontSize: vars.font.size.xl,
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.tight,
  letterSpacing: vars.font.letterSpacing.heading,
  color: vars.color.text.primary,
});

/** A project's title inside its tile (long titles wrap). */
export const tileTitle = style({ overflowWrap: 'anywhere' });
