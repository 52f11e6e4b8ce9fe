import { style } from '@vanilla-extract/css';
import { focusRing } from '../../ds/styles/focus.css';
import { vars } from '../../theme/contract.css';

/** Header on top, footer at the bottom of a short page, content taking the rest. */
export const page = style({
  display: 'flex',
  flexDirection: 'column',
  minHeight: '100vh',
  background: vars.color.surface.page,
});

export const content = style({
  flex: '1 0 auto',
  outline: 'none',
});

/** Out of sight until focused: the first stop of the keyboard on every page. */
export const skipLink = style({
  position: 'absolute',
  insetInlineStart: vars.space.sm,
  insetBlockStart: vars.space.sm,
  zIndex: 1,
  padding: vars.space.sm,
  background: vars.color.surface.raised,
  color: vars.color.text.link,
  borderRadius: vars.radius.sm,
  transform: 'translateY(-200%)',
  selectors: {
    '&:focus': { transform: 'none', ...focusRing },
  },
});
