import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { choiceButton } from '../internal/fieldChrome.css';
import { focusRing } from '../styles/focus.css';
import { forcedColors } from '../styles/forcedColors';

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
    [`${choiceButton}[data-hovered] &`]: { borderColor: vars.color.field.borderHover },
    // The dot is the background showing through a thick border in the selected colour.
    [`${choiceButton}[data-selected] &`]: {
      borderColor: vars.color.selected.bg,
      borderWidth: `calc(${vars.size.icon} / 3.2)`,
      backgroundColor: vars.color.selected.mark,
    },
    [`${choiceButton}[data-selected][data-hovered] &`]: {
      borderColor: vars.color.selected.bgHover,
    },
    [`${choiceButton}[data-invalid] &`]: { borderColor: vars.color.field.borderInvalid },
    [`${choiceButton}[data-focus-visible] &`]: focusRing,
    [`${choiceButton}[data-disabled] &`]: {
      borderColor: vars.color.border.subtle,
      backgroundColor: vars.color.field.bgDisabled,
    },
  },
  '@media': {
    // Selected: a thick Highlight ring round a HighlightText dot.
    [forcedColors]: {
      borderColor: 'CanvasText',
      selectors: {
        [`${choiceButton}[data-selected] &`]: {
          borderColor: 'Highlight',
          backgroundColor: 'HighlightText',
        },
        [`${choiceButton}[data-disabled] &`]: { borderColor: 'GrayText' },
      },
    },
  },
});

export const radioHelp = style({
  paddingInlineStart: `calc(${vars.size.icon} + ${vars.space.sm})`,
  display: 'flex',
  flexDirection: 'column',
});
