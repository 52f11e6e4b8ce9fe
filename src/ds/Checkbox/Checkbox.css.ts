import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { choiceButton } from '../internal/fieldChrome.css';
import { focusRing } from '../styles/focus.css';
import { forcedColors } from '../styles/forcedColors';

export const box = style({
  boxSizing: 'border-box',
  flexShrink: 0,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: vars.size.icon,
  height: vars.size.icon,
  // Centres the box on the first line of the label.
  marginBlockStart: `calc((1em * ${vars.font.lineHeight.normal} - ${vars.size.icon}) / 2)`,
  borderStyle: 'solid',
  borderWidth: vars.borderWidth.thick,
  borderColor: vars.color.field.border,
  borderRadius: vars.radius.checkbox,
  backgroundColor: vars.color.field.bg,
  color: vars.color.selected.mark,
  transitionProperty: 'background-color, border-color',
  transitionDuration: vars.motion.duration.fast,
  transitionTimingFunction: vars.motion.easing.standard,
  selectors: {
    [`${choiceButton}[data-hovered] &`]: { borderColor: vars.color.field.borderHover },
    [`${choiceButton}[data-selected] &, ${choiceButton}[data-indeterminate] &`]: {
      backgroundColor: vars.color.selected.bg,
      borderColor: vars.color.selected.bg,
    },
    [`${choiceButton}[data-selected][data-hovered] &, ${choiceButton}[data-indeterminate][data-hovered] &`]:
      { backgroundColor: vars.color.selected.bgHover, borderColor: vars.color.selected.bgHover },
    [`${choiceButton}[data-invalid] &`]: { borderColor: vars.color.field.borderInvalid },
    [`${choiceButton}[data-focus-visible] &`]: focusRing,
    [`${choiceButton}[data-disabled] &`]: {
      backgroundColor: vars.color.field.bgDisabled,
      borderColor: vars.color.border.subtle,
      color: vars.color.text.disabled,
    },
  },
  '@media': {
    [forcedColors]: {
      borderColor: 'CanvasText',
      selectors: {
        [`${choiceButton}[data-selected] &, ${choiceButton}[data-indeterminate] &`]: {
          backgroundColor: 'Highlight',
          borderColor: 'Highlight',
          color: 'HighlightText',
        },
        [`${choiceButton}[data-disabled] &`]: { borderColor: 'GrayText', color: 'GrayText' },
      },
    },
  },
});

/** Description and error sit under the label, aligned with its text rather than the box. */
export const help = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  paddingInlineStart: `calc(${vars.size.icon} + ${vars.space.sm})`,
});
