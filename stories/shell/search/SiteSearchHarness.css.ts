import { style } from '@vanilla-extract/css';
import { vars } from '../../../src/theme/contract.css';

/** About the width a header gives its search box; the whole width on a phone. */
export const frame = style({
  inlineSize: '100%',
  maxInlineSize: `calc(${vars.size.controlLg} * 12)`,
});
