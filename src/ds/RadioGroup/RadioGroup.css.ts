import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { focusRing } from '../styles/focus.css';

export const options = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  paddingBlock: vars.space.xxs,
  selectors: {
    '[data-orientation="horizontal"] > &': {
      flexDirection: 'row',
      flexWrap: 'wrap',
      columnGap: vars.space.xl,
    },
  },
});

export const radioField = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
});

export const radioButton = style({
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

export const circle = style({
  boxSizing: 'border-box',
  flexShrink: 0,
  width: vars.size.icon,
  height: vars.size.icon,
  marginBlockStart: `calc((1em * ${vars.font.lineHeight.normal} - ${vars.size.icon}) / 2)`,
  borderRadius: vars.radius.pill,
  borderStyle: 'solid',
  borderWidth: vars.borderWidth.thick,
  borderColor: vars.color.field.border,
  backgroundColor: vars.color.field.bg,
  transitionProperty: 'border-color, border-width',
  transitionDuration: vars.motion.duration.fast,
  transitionTimingFunction: vars.motion.easing.standard,
  selectors: {
    [`${radioButton}[data-hovered] &`]: { borderColor: vars.color.field.borderHover },
    // The dot is the background showing through a thick border in the selected colour.
    [`${radioButton}[data-selected] &`]: {
      borderColor: vars.color.selected.bg,
      borderWidth: `calc(${vars.size.icon} / 3.2)`,
      backgroundColor: vars.color.selected.mark,
    },
    [`${radioButton}[data-selected][data-hovered] &`]: { borderColor: vars.color.selected.bgHover },
    [`${radioButton}[data-invalid] &`]: { borderColor: vars.color.field.borderInvalid },
    [`${radioButton}[data-focus-visible] &`]: focusRing,
    [`${radioButton}[data-disabled] &`]: {
      borderColor: vars.color.border.subtle,
      backgroundColor: vars.color.field.bgDisabled,
    },
  },
});

export const radioHelp = style({
  paddingInlineStart: `calc(${vars.size.icon} + ${vars.space.sm})`,
  display: 'flex',
  flexDirection: 'column',
});
