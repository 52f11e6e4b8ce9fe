/**
 * Shared chrome of the form fields (label, help, the bordered control, adornments, choice
 * rows). Private to `src/ds`: components outside the design system never import it.
 */
import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';
import { focusRing } from '../styles/focus.css';

/** Vertical stack of one field: label, control, description, error. */
export const field = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  fontFamily: vars.font.family.body,
  color: vars.color.text.primary,
  minWidth: 0,
});

export const label = style({
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.medium,
  lineHeight: vars.font.lineHeight.tight,
  color: vars.color.text.primary,
});

export const requiredMarker = style({
  color: vars.color.text.critical,
  marginInlineStart: vars.space.xxs,
});

export const description = style({
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.normal,
  color: vars.color.text.secondary,
});

export const errorText = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.xs,
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.normal,
  color: vars.color.text.critical,
});

export const errorIcon = style({
  display: 'inline-flex',
  // Keeps the icon on the first line's centre when the message wraps.
  paddingBlockStart: '0.1em',
});

/** Positions adornments (leading icon, trailing buttons) over the input. */
export const inputWrapper = style({
  position: 'relative',
  display: 'flex',
  alignItems: 'center',
  width: '100%',
});

const adornment = {
  position: 'absolute',
  insetBlock: 0,
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xxs,
  color: vars.color.text.secondary,
} as const;

export const leadingAdornment = style({
  ...adornment,
  insetInlineStart: vars.space.md,
  pointerEvents: 'none',
});

export const trailingAdornment = style({
  ...adornment,
  insetInlineEnd: vars.space.xs,
});

/** A spinner in the trailing adornment, in the box of an icon button so nothing shifts. */
export const spinnerSlot = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: vars.size.controlSm,
  height: vars.size.controlSm,
  fontSize: vars.font.size.md,
});

/** The bordered box shared by text inputs, the select trigger and the combo box input. */
export const control = recipe({
  base: {
    boxSizing: 'border-box',
    width: '100%',
    minHeight: vars.size.controlMd,
    paddingInline: vars.space.md,
    paddingBlock: vars.space.xs,
    fontFamily: vars.font.family.body,
    fontSize: vars.font.size.md,
    lineHeight: vars.font.lineHeight.normal,
    color: vars.color.text.primary,
    backgroundColor: vars.color.field.bg,
    borderStyle: 'solid',
    borderWidth: vars.borderWidth.thin,
    borderColor: vars.color.field.border,
    borderRadius: vars.radius.control,
    outline: 'none',
    transitionProperty: 'border-color, box-shadow',
    transitionDuration: vars.motion.duration.fast,
    transitionTimingFunction: vars.motion.easing.standard,
    selectors: {
      '&::placeholder': { color: vars.color.field.placeholder, opacity: 1 },
      // Chromium and Safari draw their own (blue) clear button and search decoration on
      // `type="search"`; the system draws its own clear button (SearchField) instead.
      '&::-webkit-search-cancel-button': { appearance: 'none' },
      '&::-webkit-search-decoration': { appearance: 'none' },
      '&[data-hovered]': { borderColor: vars.color.field.borderHover },
      // Text entry shows the ring for pointer focus too: the caret alone is easy to miss.
      '&[data-focused]': focusRing,
      '&[data-focus-visible]': focusRing,
      '&[data-invalid]': {
        borderColor: vars.color.field.borderInvalid,
        boxShadow: `inset 0 0 0 1px ${vars.color.field.borderInvalid}`,
      },
      '&[data-disabled]': {
        backgroundColor: vars.color.field.bgDisabled,
        color: vars.color.text.disabled,
        borderColor: vars.color.border.subtle,
        cursor: 'not-allowed',
      },
      '&[readonly]': { backgroundColor: vars.color.surface.sunken },
    },
  },
  variants: {
    leadingIcon: {
      true: { paddingInlineStart: `calc(${vars.space.md} + ${vars.size.icon} + ${vars.space.sm})` },
      false: {},
    },
    /** Room for this many trailing icon buttons. */
    trailing: {
      none: {},
      one: {
        paddingInlineEnd: `calc(${vars.space.xs} + ${vars.size.controlSm} + ${vars.space.xs})`,
      },
      two: {
        paddingInlineEnd: `calc(${vars.space.xs} + 2 * ${vars.size.controlSm} + ${vars.space.xs})`,
      },
    },
  },
  defaultVariants: { leadingIcon: false, trailing: 'none' },
});

/** A small square icon button inside a field (password reveal, combo box chevron). */
export const iconButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: vars.size.controlSm,
  height: vars.size.controlSm,
  padding: 0,
  border: 'none',
  borderRadius: vars.radius.sm,
  backgroundColor: 'transparent',
  color: vars.color.text.secondary,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered]': {
      color: vars.color.text.primary,
      backgroundColor: vars.color.surface.sunken,
    },
    '&[data-pressed]': { backgroundColor: vars.color.field.bgDisabled },
    '&[data-focus-visible]': focusRing,
    '&[data-disabled]': { color: vars.color.text.disabled, cursor: 'not-allowed' },
  },
});

/** A checkbox, switch or radio with its label and help text stacked under it. */
export const choiceField = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  fontFamily: vars.font.family.body,
});

/** The pressable row of a checkbox, switch or radio: the control, then its label. */
export const choiceButton = style({
  display: 'inline-flex',
  alignItems: 'flex-start',
  gap: vars.space.sm,
  fontSize: vars.font.size.md,
  lineHeight: vars.font.lineHeight.normal,
  color: vars.color.text.primary,
  cursor: 'pointer',
  selectors: {
    '&[data-disabled]': { color: vars.color.text.disabled, cursor: 'not-allowed' },
  },
});

/** A multi-line control: resizable in height only, a few lines tall. */
export const textArea = style({
  display: 'block',
  minHeight: `calc(${vars.size.controlMd} * 2)`,
  resize: 'vertical',
});
