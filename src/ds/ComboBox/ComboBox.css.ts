import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const spinner = style({
  display: 'inline-flex',
  width: vars.size.iconSm,
  height: vars.size.iconSm,
  borderRadius: vars.radius.pill,
  borderStyle: 'solid',
  borderWidth: vars.borderWidth.thick,
  borderColor: 'currentColor',
  borderRightColor: 'transparent',
  color: vars.color.text.secondary,
});
