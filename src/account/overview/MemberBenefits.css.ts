import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

/** The benefit's sentence. */
export const benefit = style({
  margin: 0,
  fontFamily: vars.font.family.body,
  fontSize: vars.font.size.md,
  lineHeight: vars.font.lineHeight.normal,
  color: vars.color.text.primary,
});

/** The icon beside the sentence, in the brand's link colour. */
export const benefitIcon = style({
  display: 'inline-flex',
  flexShrink: 0,
  color: vars.color.text.link,
});
