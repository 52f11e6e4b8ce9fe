import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { focusRing } from '../styles/focus.css';

export const keyboardScope = style({ display: 'contents' });

export const menu = style({
  minWidth: `max(var(--trigger-width), calc(${vars.size.controlLg} * 4))`,
  padding: vars.space.xs,
  overflow: 'auto',
  outline: 'none',
  fontSize: vars.font.size.md,
});

export const item = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minHeight: vars.size.controlMd,
  paddingBlock: vars.space.xs,
  paddingInline: vars.space.md,
  borderRadius: vars.radius.sm,
  color: vars.color.text.primary,
  textDecoration: 'none',
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-focused]': { backgroundColor: vars.color.action.tertiary.bgHover },
    '&[data-pressed]': { backgroundColor: vars.color.action.tertiary.bgPressed },
    '&[data-focus-visible]': {
      ...focusRing,
      outlineOffset: `calc(${vars.borderWidth.focus} * -1)`,
    },
    '&[data-disabled]': { color: vars.color.text.disabled, cursor: 'not-allowed' },
  },
});

export const check = style({
  display: 'inline-flex',
  visibility: 'hidden',
  color: vars.color.selected.bg,
  selectors: { [`${item}[data-selected] &`]: { visibility: 'visible' } },
});

export const icon = style({
  display: 'inline-flex',
  color: vars.color.text.secondary,
  selectors: { [`${item}[data-disabled] &`]: { color: 'inherit' } },
});

export const text = style({
  display: 'flex',
  flexDirection: 'column',
  flex: 1,
  minWidth: 0,
});

// In a menu where some items have icons, an item without one keeps its label in line with
// the others' labels instead of moving into the icon column.
globalStyle(`${menu}:has(${icon}) ${item}:not(:has(${icon})) > ${text}`, {
  marginInlineStart: `calc(${vars.size.icon} + ${vars.space.sm})`,
});

export const description = style({
  fontSize: vars.font.size.sm,
  color: vars.color.text.secondary,
  selectors: { [`${item}[data-disabled] &`]: { color: 'inherit' } },
});

export const section = style({
  selectors: {
    '& + &': {
      marginTop: vars.space.xs,
      paddingTop: vars.space.xs,
      borderTop: `${vars.borderWidth.thin} solid ${vars.color.border.subtle}`,
    },
  },
});

export const sectionHeader = style({
  paddingBlock: vars.space.xs,
  paddingInline: vars.space.md,
  fontSize: vars.font.size.xs,
  fontWeight: vars.font.weight.bold,
  letterSpacing: vars.font.letterSpacing.caps,
  textTransform: 'uppercase',
  color: vars.color.text.secondary,
});

export const separator = style({
  height: vars.borderWidth.thin,
  marginBlock: vars.space.xs,
  marginInline: 0,
  border: 'none',
  backgroundColor: vars.color.border.subtle,
});
