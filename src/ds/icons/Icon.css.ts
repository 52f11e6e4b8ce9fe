import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';

export const icon = recipe({
  base: { display: 'inline-block', flexShrink: 0, verticalAlign: 'middle' },
  variants: {
    size: {
      sm: { width: vars.size.iconSm, height: vars.size.iconSm },
      md: { width: vars.size.icon, height: vars.size.icon },
      inherit: { width: '1em', height: '1em' },
    },
  },
  defaultVariants: { size: 'md' },
});
