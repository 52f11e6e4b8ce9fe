import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { focusRing } from '../styles/focus.css';

export const tabs = style({ display: 'flex', flexDirection: 'column' });

export const tabList = style({
  display: 'flex',
  gap: vars.space.xs,
  borderBottom: `${vars.borderWidth.thin} solid ${vars.color.border.subtle}`,
  // Many tabs on a narrow screen scroll sideways rather than wrap.
  overflowX: 'auto',
  scrollbarWidth: 'none',
});

const insetRing = { ...focusRing, outlineOffset: `calc(${vars.borderWidth.focus} * -1)` };

export const tab = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  flexShrink: 0,
  minHeight: vars.size.controlLg,
  paddingInline: vars.space.lg,
  fontFamily: vars.font.family.body,
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.medium,
  color: vars.color.text.secondary,
  textDecoration: 'none',
  whiteSpace: 'nowrap',
  cursor: 'pointer',
  outline: 'none',
  // The selected indicator is an inset shadow so it never changes the tab's size.
  boxShadow: `inset 0 calc(${vars.borderWidth.thick} * -1) 0 transparent`,
  transitionProperty: 'color, box-shadow',
  transitionDuration: vars.motion.duration.fast,
  transitionTimingFunction: vars.motion.easing.standard,
  selectors: {
    '&[data-hovered]': { color: vars.color.text.primary },
    '&[data-selected]': {
      color: vars.color.text.primary,
      boxShadow: `inset 0 calc(${vars.borderWidth.thick} * -1) 0 ${vars.color.selected.bg}`,
    },
    '&[data-focus-visible]': insetRing,
    '&[data-disabled]': { color: vars.color.text.disabled, cursor: 'not-allowed' },
  },
});

export const tabPanel = style({
  paddingBlock: vars.space.lg,
  outline: 'none',
  selectors: { '&[data-focus-visible]': insetRing },
});
