import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { choiceButton } from '../internal/fieldChrome.css';
import { focusRing } from '../styles/focus.css';
import { forcedColors } from '../styles/forcedColors';

const trackWidth = `calc(${vars.size.icon} * 1.8)`;
const thumbSize = `calc(${vars.size.icon} - 2 * ${vars.borderWidth.thick})`;

export const track = style({
  boxSizing: 'border-box',
  position: 'relative',
  flexShrink: 0,
  width: trackWidth,
  height: vars.size.icon,
  marginBlockStart: `calc((1em * ${vars.font.lineHeight.normal} - ${vars.size.icon}) / 2)`,
  borderRadius: vars.radius.pill,
  borderStyle: 'solid',
  borderWidth: vars.borderWidth.thick,
  borderColor: vars.color.selected.track,
  backgroundColor: vars.color.selected.track,
  transitionProperty: 'background-color, border-color',
  transitionDuration: vars.motion.duration.fast,
  transitionTimingFunction: vars.motion.easing.standard,
  selectors: {
    [`${choiceButton}[data-selected] &`]: {
      backgroundColor: vars.color.selected.bg,
      borderColor: vars.color.selected.bg,
    },
    [`${choiceButton}[data-selected][data-hovered] &`]: {
      backgroundColor: vars.color.selected.bgHover,
      borderColor: vars.color.selected.bgHover,
    },
    [`${choiceButton}[data-focus-visible] &`]: focusRing,
    [`${choiceButton}[data-disabled] &`]: {
      backgroundColor: vars.color.field.bgDisabled,
      borderColor: vars.color.border.subtle,
    },
  },
  '@media': {
    // On: a Highlight track under a HighlightText thumb at the end; off: a CanvasText thumb
    // at the start of an outlined track.
    [forcedColors]: {
      borderColor: 'CanvasText',
      backgroundColor: 'Canvas',
      selectors: {
        [`${choiceButton}[data-selected] &`]: {
          backgroundColor: 'Highlight',
          borderColor: 'Highlight',
        },
        [`${choiceButton}[data-disabled] &`]: { borderColor: 'GrayText' },
      },
    },
  },
});

export const thumb = style({
  position: 'absolute',
  insetBlockStart: 0,
  insetInlineStart: 0,
  width: thumbSize,
  height: thumbSize,
  borderRadius: vars.radius.pill,
  backgroundColor: vars.color.selected.mark,
  transitionProperty: 'transform',
  transitionDuration: vars.motion.duration.fast,
  transitionTimingFunction: vars.motion.easing.standard,
  selectors: {
    [`${choiceButton}[data-selected] &`]: {
      transform: `translateX(calc(${trackWidth} - ${vars.size.icon}))`,
    },
    [`[dir="rtl"] ${choiceButton}[data-selected] &`]: {
      transform: `translateX(calc(-1 * (${trackWidth} - ${vars.size.icon})))`,
    },
    [`${choiceButton}[data-disabled] &`]: { backgroundColor: vars.color.text.disabled },
  },
  '@media': {
    [forcedColors]: {
      backgroundColor: 'CanvasText',
      selectors: {
        [`${choiceButton}[data-selected] &`]: { backgroundColor: 'HighlightText' },
        [`${choiceButton}[data-disabled] &`]: { backgroundColor: 'GrayText' },
      },
    },
  },
});

export const help = style({
  display: 'flex',
  flexDirection: 'column',
  paddingInlineStart: `calc(${trackWidth} + ${vars.space.sm})`,
});
