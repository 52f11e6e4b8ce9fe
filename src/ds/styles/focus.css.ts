import type { StyleRule } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

/** The one focus ring of the system, shown only for keyboard focus (`[data-focus-visible]`). */
export const focusRing: StyleRule = {
  outline: `${vars.borderWidth.focus} solid ${vars.color.border.focus}`,
  outlineOffset: '2px',
};
