import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const body = style({
  margin: 0,
  maxWidth: '40rem',
  color: vars.color.text.secondary,
});
