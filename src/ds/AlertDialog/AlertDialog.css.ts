import { globalStyle, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { mediaQuery } from '../../../tokens/breakpoints';
import { vars } from '../../theme/contract.css';
import { heading } from '../styles/heading.css';

export const dialog = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  padding: vars.space.xl,
  outline: 'none',
  overflowY: 'auto',
});

export const icon = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    flexShrink: 0,
    width: vars.size.controlMd,
    height: vars.size.controlMd,
    borderRadius: vars.radius.pill,
  },
  variants: {
    tone: {
      error: { backgroundColor: vars.color.tone.critical.bg, color: vars.color.tone.critical.text },
      success: { backgroundColor: vars.color.tone.success.bg, color: vars.color.tone.success.text },
      warning: { backgroundColor: vars.color.tone.warning.bg, color: vars.color.tone.warning.text },
      info: { backgroundColor: vars.color.tone.info.bg, color: vars.color.tone.info.text },
    },
  },
});

export const body = style({ display: 'flex', gap: vars.space.lg });

export const content = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  flex: 1,
  minWidth: 0,
});

/** A confirmation's title: one step below a dialog's. */
export const title = style([heading({ size: 'subsection' }), { paddingTop: vars.space.sm }]);

export const message = style({
  margin: 0,
  color: vars.color.text.secondary,
  lineHeight: vars.font.lineHeight.normal,
});

/**
 * Mobile: the buttons stacked at full width, in reading order (cancel, then confirm at the
 * bottom, nearest the thumb). From tablet up: one row at the end, confirm last, of equal
 * height; long labels wrap inside their button rather than pushing it onto a new row.
 */
export const actions = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'stretch',
  gap: vars.space.sm,
  '@media': {
    [mediaQuery.tablet]: { flexDirection: 'row', justifyContent: 'flex-end' },
  },
});

globalStyle(`${actions} > *`, {
  '@media': {
    [mediaQuery.tablet]: {
      flex: '0 1 auto',
      minWidth: 0,
      whiteSpace: 'normal',
      textAlign: 'center',
    },
  },
});
