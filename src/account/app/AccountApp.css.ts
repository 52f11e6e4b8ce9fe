import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

/** A frame message's text: a readable measure. */
export const messageBody = style({
  margin: 0,
  maxWidth: '40rem',
  color: vars.color.text.secondary,
});
