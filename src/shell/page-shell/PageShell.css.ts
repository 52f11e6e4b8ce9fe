import { style } from '@vanilla-extract/css';
import { bottomOverlayHeight } from '../../ds/styles/bottomOverlay.css';
import { focusRing } from '../../ds/styles/focus.css';
import { vars } from '../../theme/contract.css';

/**
 * Header on top, footer at the bottom of a short page, content taking the rest. The room of the
 * cookie bar is reserved at its end, so the footer's last link can scroll above the bar.
 */
export const page = style({
  display: 'flex',
  flexDirection: 'column',
  minHeight: '100vh',
  paddingBlockEnd: bottomOverlayHeight,
  background: vars.color.surface.page,
});

export const content = style({
  flex: '1 0 auto',
  outline: 'none',
});

/** Out of sight until focused: the keyboard's first stop on every page (after the cookie bar). */
export const skipLink = style({
  position: 'absolute',
  insetInlineStart: vars.space.sm,
  insetBlockStart: vars.space.sm,
  // Over the header's layered rows (logo, navigation) it is drawn on when focused.
  zIndex: vars.zIndex.overlay,
  padding: vars.space.sm,
  background: vars.color.surface.raised,
  color: vars.color.text.link,
  borderRadius: vars.radius.sm,
  transform: 'translateY(-200%)',
  selectors: {
    '&:focus': { transform: 'none', ...focusRing },
  },
});
