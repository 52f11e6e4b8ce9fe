import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const title = style({
  margin: 0,
  fontSize: vars.font.size.xl,
  fontWeight: vars.font.weight.bold,
  color: vars.color.text.primary,
});

export const body = style({
  margin: 0,
  maxWidth: '40rem',
  color: vars.color.text.secondary,
});
