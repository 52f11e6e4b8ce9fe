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
