import { style } from '@vanilla-extract/css';
import { mediaQuery } from '../../../tokens/breakpoints';
import { type } from '../../ds/styles/type.css';
import { vars } from '../../theme/contract.css';

/**
 * The page's frame inside the shell's `<main>`, on the gutter of the header, the footer and the
 * other host pages (gutter on phones, xxl from the desktop breakpoint, within the header's row).
 */
export const page = style([
  type({ fontFamily: 'body' }),
  {
    boxSizing: 'border-box',
    maxWidth: '1280px',
    margin: '0 auto',
    padding: `${vars.space.xl} ${vars.space.gutter} ${vars.space.xxl}`,
    color: vars.color.text.primary,
    '@media': {
      [mediaQuery.desktop]: { paddingInline: vars.space.xxl },
    },
  },
]);

/** The page's column: a form reads best at about 40 characters of label and 60 of text. */
export const column = style({
  maxWidth: '40rem',
});

/** A section (and the form): its heading, then its content. */
export const section = style({
  display: 'grid',
  gap: vars.space.md,
});

export const lead = style([
  type({ fontSize: 'md', lineHeight: 'normal' }),
  {
    margin: 0,
    color: vars.color.text.secondary,
  },
]);

/**
 * The request as received: each label above its value on a phone, beside it from the tablet
 * breakpoint on (labels up to a third of the width); long values wrap at any width.
 */
export const details = style([
  type({ fontSize: 'md', lineHeight: 'normal' }),
  {
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 1fr)',
    rowGap: vars.space.xs,
    columnGap: vars.space.lg,
    margin: 0,
    overflowWrap: 'anywhere',
    '@media': {
      [mediaQuery.tablet]: {
        gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 2fr)',
        rowGap: vars.space.sm,
      },
    },
  },
]);

/** One pair of the list (a `div` in the `dl`), laid out by the list's grid. */
export const row = style({
  display: 'contents',
});

export const term = type({ fontWeight: 'bold' });

export const definition = style({
  margin: 0,
  marginBlockEnd: vars.space.sm,
  whiteSpace: 'pre-line',
  '@media': {
    [mediaQuery.tablet]: { marginBlockEnd: 0 },
  },
});

/** The whole request's problem (too many requests), above the form. */
export const formError = style([
  type({ fontWeight: 'medium' }),
  {
    margin: 0,
    padding: vars.space.md,
    border: `${vars.borderWidth.thin} solid ${vars.color.tone.critical.border}`,
    borderRadius: vars.radius.control,
    background: vars.color.tone.critical.bg,
    color: vars.color.tone.critical.text,
  },
]);

/** Actions that make no sense on paper (the print button itself). */
export const screenOnly = style({
  '@media': {
    print: { display: 'none' },
  },
});
