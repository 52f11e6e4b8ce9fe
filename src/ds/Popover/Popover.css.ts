import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { placementSlideSelectors } from '../internal/overlay.css';
import { forcedColors } from '../styles/forcedColors';
import { heading } from '../styles/heading.css';

export const popover = style({
  backgroundColor: vars.color.surface.raised,
  color: vars.color.text.primary,
  border: `${vars.borderWidth.thin} solid ${vars.color.border.subtle}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.elevation.overlay,
  // Popovers are portalled after any open modal, so sharing its layer keeps a menu opened
  // inside a dialog above that dialog.
  zIndex: vars.zIndex.modal,
  outline: 'none',
  maxWidth: `calc(100vw - 2 * ${vars.space.md})`,
  // No overflow here: it would clip the arrow. Content scrolls inside (menu, dialog).
  display: 'flex',
  flexDirection: 'column',
  selectors: placementSlideSelectors,
  '@media': { [forcedColors]: { borderColor: 'CanvasText' } },
});

export const arrow = style({
  display: 'block',
  width: vars.space.md,
  height: vars.space.md,
  fill: vars.color.surface.raised,
  stroke: vars.color.border.subtle,
  strokeWidth: vars.borderWidth.thin,
  '@media': { [forcedColors]: { fill: 'Canvas', stroke: 'CanvasText' } },
  selectors: {
    '[data-placement="bottom"] > &': { transform: 'rotate(180deg)' },
    '[data-placement="left"] > &': { transform: 'rotate(-90deg)' },
    '[data-placement="right"] > &': { transform: 'rotate(90deg)' },
  },
});

export const dialog = style({
  overflow: 'auto',
  padding: vars.space.lg,
  outline: 'none',
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.normal,
});

/** A popover's title: an item heading (padding, not margin: the heading's own margin is 0). */
export const title = style([heading({ size: 'item' }), { paddingBottom: vars.space.sm }]);
