import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { placementSlideSelectors } from '../internal/overlay.css';

export const tooltip = style({
  maxWidth: `calc(${vars.size.controlLg} * 6)`,
  paddingBlock: vars.space.xs,
  paddingInline: vars.space.sm,
  borderRadius: vars.radius.sm,
  backgroundColor: vars.color.surface.inverse,
  color: vars.color.text.inverse,
  boxShadow: vars.elevation.overlay,
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.normal,
  zIndex: vars.zIndex.tooltip,
  pointerEvents: 'none',
  selectors: placementSlideSelectors,
});

export const arrow = style({
  display: 'block',
  width: vars.space.sm,
  height: vars.space.sm,
  fill: vars.color.surface.inverse,
  selectors: {
    '[data-placement="bottom"] > &': { transform: 'rotate(180deg)' },
    '[data-placement="left"] > &': { transform: 'rotate(-90deg)' },
    '[data-placement="right"] > &': { transform: 'rotate(90deg)' },
  },
});
