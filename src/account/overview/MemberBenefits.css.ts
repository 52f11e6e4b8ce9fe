import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

/** The icon beside the sentence, in the brand's link colour. */
export const benefitIcon = style({
  display: 'inline-flex',
  flexShrink: 0,
  color: vars.color.text.link,
});
