import { style } from '@vanilla-extract/css';
import { type } from '../../ds/styles/type.css';
import { vars } from '../../theme/contract.css';
// Wherever the bar is, the browser scrolls focus clear of the room it reserves.
import '../../ds/styles/bottomOverlay.css';

/** Fixed to the bottom of the viewport, above the page and below dialogs and menus' modals. */
export const bar = style({
  position: 'fixed',
  insetInline: 0,
  bottom: 0,
  zIndex: vars.zIndex.overlay,
  // A long translation on a short phone still leaves the page visible and the bar readable.
  maxHeight: '60vh',
  overflowY: 'auto',
  paddingBlock: vars.space.lg,
  paddingInline: vars.space.gutter,
  backgroundColor: vars.color.surface.raised,
  color: vars.color.text.primary,
  borderBlockStart: `${vars.borderWidth.thin} solid ${vars.color.border.subtle}`,
  boxShadow: vars.elevation.overlay,
});

/** The bar's content keeps a readable line length on wide screens. */
export const content = style({
  maxWidth: '72rem',
  marginInline: 'auto',
});

export const text = style([
  type({ fontFamily: 'body', fontSize: 'sm', lineHeight: 'normal' }),
  {
    margin: 0,
  },
]);
