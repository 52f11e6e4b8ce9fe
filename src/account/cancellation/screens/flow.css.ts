import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';

/** The page's one heading. */
export const pageTitle = style({
  margin: 0,
  fontFamily: vars.font.family.heading,
  fontSize: vars.font.size.xxl,
  lineHeight: vars.font.lineHeight.tight,
  color: vars.color.text.primary,
  overflowWrap: 'anywhere',
});

/** A section heading inside the page or a card. */
export const sectionTitle = style({
  margin: 0,
  fontFamily: vars.font.family.heading,
  fontSize: vars.font.size.lg,
  lineHeight: vars.font.lineHeight.tight,
  color: vars.color.text.primary,
});

/** Running text. */
export const text = style({
  margin: 0,
  fontFamily: vars.font.family.body,
  fontSize: vars.font.size.md,
  lineHeight: vars.font.lineHeight.normal,
  color: vars.color.text.primary,
  overflowWrap: 'anywhere',
});

/** Secondary text (help under an action, a date line). */
export const hint = style([
  text,
  { fontSize: vars.font.size.sm, color: vars.color.text.secondary },
]);

/** A list of keep/stop facts, each with its icon. */
export const factList = style({
  margin: 0,
  padding: 0,
  listStyle: 'none',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
});

export const fact = style([
  text,
  { display: 'flex', alignItems: 'flex-start', gap: vars.space.sm },
]);

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
