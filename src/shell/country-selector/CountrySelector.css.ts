import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { focusRing } from '../../ds/styles/focus.css';
import { type } from '../../ds/styles/type.css';
import { vars } from '../../theme/contract.css';

export const root = style({
  position: 'relative',
  display: 'inline-block',
});

/** The country code in a small framed badge: the flag, drawn without images or emoji fonts. */
export const flag = style([
  type({ fontSize: 'xs', fontWeight: 'bold', letterSpacing: 'caps', lineHeight: 'normal' }),
  {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    minWidth: `calc(${vars.size.icon} * 1.5)`,
    paddingInline: vars.space.xxs,
    border: `${vars.borderWidth.thin} solid ${vars.color.border.strong}`,
    borderRadius: vars.radius.sm,
    backgroundColor: vars.color.surface.raised,
    color: vars.color.text.primary,
    fontVariantNumeric: 'tabular-nums',
  },
]);

export const panel = recipe({
  base: {
    position: 'absolute',
    zIndex: vars.zIndex.dropdown,
    width: 'max-content',
    minWidth: `calc(${vars.size.controlLg} * 4)`,
    maxWidth: `calc(100vw - 2 * ${vars.space.gutter})`,
    padding: vars.space.xs,
    backgroundColor: vars.color.surface.raised,
    color: vars.color.text.primary,
    border: `${vars.borderWidth.thin} solid ${vars.color.border.subtle}`,
    borderRadius: vars.radius.md,
    boxShadow: vars.elevation.overlay,
  },
  variants: {
    placement: {
      bottom: { top: `calc(100% + ${vars.space.xxs})` },
      top: { bottom: `calc(100% + ${vars.space.xxs})` },
    },
    align: {
      start: { insetInlineStart: 0 },
      end: { insetInlineEnd: 0 },
    },
  },
});

export const list = recipe({
  base: { margin: 0, padding: 0, listStyle: 'none' },
  variants: {
    // Page-shell §9: above five entries the list scrolls; half an entry peeks out below the
    // fifth so the list reads as scrollable.
    scrolls: {
      true: {
        maxHeight: `calc(${vars.size.controlMd} * 5.5)`,
        overflowY: 'auto',
        overscrollBehavior: 'contain',
      },
      false: {},
    },
  },
});

export const entry = style([
  type({ font: 'inherit', fontSize: 'md' }),
  {
    display: 'flex',
    alignItems: 'center',
    gap: vars.space.sm,
    boxSizing: 'border-box',
    width: '100%',
    minHeight: vars.size.controlMd,
    margin: 0,
    paddingBlock: vars.space.xs,
    paddingInline: vars.space.sm,
    border: 'none',
    borderRadius: vars.radius.sm,
    background: 'none',
    color: vars.color.text.primary,
    textAlign: 'start',
    textDecoration: 'none',
    cursor: 'pointer',
    selectors: {
      '&:hover': { backgroundColor: vars.color.action.tertiary.bgHover },
      '&:active': { backgroundColor: vars.color.action.tertiary.bgPressed },
      '&:focus': { outline: 'none' },
      '&:focus-visible': {
        ...focusRing,
        outlineOffset: `calc(${vars.borderWidth.focus} * -1)`,
      },
    },
    '@media': {
      '(forced-colors: active)': {
        selectors: { '&:hover': { outline: `${vars.borderWidth.thin} solid LinkText` } },
      },
    },
  },
]);

/** The current country's entry (with `entry`, `aria-current`): a heavier weight. */
export const currentEntry = type({ fontWeight: 'medium' });

export const more = style({
  color: vars.color.text.link,
  selectors: { '&:hover': { color: vars.color.text.linkHover } },
});

export const moreItem = style({
  marginTop: vars.space.xxs,
  paddingTop: vars.space.xxs,
  borderTop: `${vars.borderWidth.thin} solid ${vars.color.border.subtle}`,
});

export const entryName = style({ flex: 1, minWidth: 0, overflowWrap: 'anywhere' });

/** The check mark keeps its column on every entry, so names line up. */
export const check = style({
  display: 'inline-flex',
  color: vars.color.selected.bg,
  width: vars.size.iconSm,
});

export const status = style([
  type({ fontSize: 'sm' }),
  { paddingBlock: vars.space.xs, paddingInline: vars.space.sm, color: vars.color.text.secondary },
]);

export const dialogList = style({
  maxHeight: `calc(${vars.size.controlMd} * 8)`,
  overflowY: 'auto',
  paddingBlock: vars.space.xxs,
  paddingInline: vars.space.xxs,
});

export const radioLabel = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
});

/** Read by assistive technology, not shown: the design system's one definition. */
export { visuallyHidden } from '../../ds/styles/visuallyHidden.css';

export const triggerContent = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
});
