import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

/** The row of five stars: filled, in the warm solid tone of the brand. */
export const stars = style({
  display: 'inline-flex',
  gap: vars.space.xxs,
  color: vars.color.tone.warning.solid,
  fontSize: vars.font.size.lg,
});

globalStyle(`${stars} svg`, { fill: 'currentColor' });

/** "Over 3400 5-star reviews". */
export const headline = style({
  margin: 0,
  fontFamily: vars.font.family.heading,
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.tight,
  color: vars.color.text.primary,
});
