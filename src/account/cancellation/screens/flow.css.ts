import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';

/** A list of keep/stop facts, each with its icon. */
export const factList = style({
  margin: 0,
  padding: 0,
  listStyle: 'none',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
});

/** A fact: its icon, then its text (the type is `Text`'s). */
export const fact = style({ display: 'flex', alignItems: 'flex-start', gap: vars.space.sm });

/** The icon of a kept fact. */
export const keptIcon = style({
  display: 'inline-flex',
  flexShrink: 0,
  paddingBlockStart: vars.space.xxs,
  color: vars.color.text.success,
});

/** The icon of a stopped fact. */
export const stoppedIcon = style({
  display: 'inline-flex',
  flexShrink: 0,
  paddingBlockStart: vars.space.xxs,
  color: vars.color.text.critical,
});

/** The page column: readable line length on desktop, full width on phones. */
export const column = style({
  maxWidth: '44rem',
  width: '100%',
});
