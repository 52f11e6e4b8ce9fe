import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { focusRing } from '../styles/focus.css';

export const group = style({
  borderTop: `${vars.borderWidth.thin} solid ${vars.color.border.subtle}`,
});

export const disclosure = style({
  borderBottom: `${vars.borderWidth.thin} solid ${vars.color.border.subtle}`,
});

export const heading = style({
  margin: 0,
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.tight,
});

export const trigger = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
  width: '100%',
  minHeight: vars.size.controlLg,
  paddingBlock: vars.space.md,
  paddingInline: vars.space.xs,
  border: 'none',
  background: 'none',
  color: vars.color.text.primary,
  font: 'inherit',
  textAlign: 'start',
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered]': { color: vars.color.text.link },
    '&[data-focus-visible]': focusRing,
    '&[data-disabled]': { color: vars.color.text.disabled, cursor: 'not-allowed' },
  },
});

export const chevron = style({
  display: 'inline-flex',
  flexShrink: 0,
  transitionProperty: 'transform',
  transitionDuration: vars.motion.duration.normal,
  transitionTimingFunction: vars.motion.easing.standard,
  selectors: {
    [`${disclosure}[data-expanded] &`]: { transform: 'rotate(180deg)' },
  },
});

export const panel = style({
  selectors: {
    '&:not([hidden])': {
      paddingInline: vars.space.xs,
      paddingBottom: vars.space.lg,
    },
  },
});
