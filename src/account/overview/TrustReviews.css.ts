import { globalStyle, style } from '@vanilla-extract/css';
import { type } from '../../ds/styles/type.css';
import { vars } from '../../theme/contract.css';

/** The row of five stars: filled, in the warm solid tone of the brand. */
export const stars = style([
  type({ fontSize: 'lg' }),
  {
    display: 'inline-flex',
    gap: vars.space.xxs,
    color: vars.color.tone.warning.solid,
  },
]);

globalStyle(`${stars} svg`, { fill: 'currentColor' });
