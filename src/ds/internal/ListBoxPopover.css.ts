import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const popover = style({
  boxSizing: 'border-box',
  // react-aria sets --trigger-width to the width of the field it opens from. A field as wide
  // as a phone's screen must not push the list past it (min-width would beat max-width).
  minWidth: 'min(var(--trigger-width), calc(100vw - 2rem))',
  maxWidth: 'calc(100vw - 2rem)',
  backgroundColor: vars.color.surface.raised,
  borderStyle: 'solid',
  borderWidth: vars.borderWidth.thin,
  borderColor: vars.color.border.subtle,
  borderRadius: vars.radius.md,
  boxShadow: vars.elevation.overlay,
  zIndex: vars.zIndex.dropdown,
  overflow: 'auto',
  outline: 'none',
});

export const listBox = style({
  display: 'flex',
  flexDirection: 'column',
  padding: vars.space.xs,
  outline: 'none',
  fontFamily: vars.font.family.body,
  fontSize: vars.font.size.md,
});

export const item = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  minHeight: vars.size.controlSm,
  paddingInline: vars.space.sm,
  paddingBlock: vars.space.xs,
  borderRadius: vars.radius.sm,
  color: vars.color.text.primary,
  cursor: 'pointer',
  outline: 'none',
  lineHeight: vars.font.lineHeight.normal,
  selectors: {
    '&[data-hovered], &[data-focused]': { backgroundColor: vars.color.surface.sunken },
    '&[data-focus-visible]': {
      boxShadow: `inset 0 0 0 ${vars.borderWidth.thick} ${vars.color.border.focus}`,
    },
    '&[data-selected]': { fontWeight: vars.font.weight.bold },
    '&[data-disabled]': { color: vars.color.text.disabled, cursor: 'not-allowed' },
  },
});

export const itemCheck = style({
  display: 'inline-flex',
  color: vars.color.text.link,
});

export const emptyState = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  paddingInline: vars.space.sm,
  paddingBlock: vars.space.sm,
  color: vars.color.text.secondary,
  fontSize: vars.font.size.sm,
});
