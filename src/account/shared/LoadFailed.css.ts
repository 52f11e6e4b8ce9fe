import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

/** The sentence that says what failed: body text. */
export const message = style({
  margin: 0,
  fontFamily: vars.font.family.body,
  fontSize: vars.font.size.md,
  lineHeight: vars.font.lineHeight.normal,
  color: vars.color.text.primary,
});
