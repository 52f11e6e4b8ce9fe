import { style } from '@vanilla-extract/css';
import { breakpoints } from '../../../tokens/breakpoints';
import { focusRing } from '../../ds/styles/focus.css';
import { type } from '../../ds/styles/type.css';
import { vars } from '../../theme/contract.css';

/** The header element: the page's top band, divided from the content by a rule. */
export const header = style([
  type({ fontFamily: 'body' }),
  {
    background: vars.color.surface.page,
    color: vars.color.text.primary,
    borderBottom: `${vars.borderWidth.thin} solid ${vars.color.border.subtle}`,
  },
]);

/** Content width of the bar: centred, as wide as the widest breakpoint. */
export const container = style({
  maxWidth: `${breakpoints.wide}px`,
  marginInline: 'auto',
  minWidth: 0,
});

/**
 * The bar's top row (logo, help, country, account): above the navigation row under it, so the
 * lists its controls open (the country list) are drawn over the categories and the search box.
 */
export const topRow = style({
  position: 'relative',
  zIndex: `calc(${vars.zIndex.dropdown} + 1)`,
});

/**
 * The navigation row: its first category label lines up with the logo, on the page gutter the
 * footer uses too (a category trigger brings its own inline padding).
 */
export const navigationRow = style({
  paddingInline: `calc(${vars.space.xxl} - ${vars.space.md})`,
});

/** The home link around the brand name (and the tagline under it). */
export const logoLink = style({
  display: 'inline-block',
  color: vars.color.action.primary.bg,
  textDecoration: 'none',
  borderRadius: vars.radius.sm,
  outline: 'none',
  selectors: {
    '&[data-focus-visible]': focusRing,
    '&[data-hovered]': { color: vars.color.action.primary.bgHover },
  },
});

export const brandName = style([
  type({
    fontFamily: 'heading',
    fontSize: 'xl',
    fontWeight: 'bold',
    lineHeight: 'tight',
    letterSpacing: 'heading',
  }),
  { display: 'block', whiteSpace: 'nowrap' },
]);

/**
 * The brand name in the mobile header: it wraps (between words and camel-case humps first,
 * inside a word only as a last resort) instead of running under the buttons beside it on a
 * narrow phone or with text spacing.
 */
export const brandNameCompact = style([
  brandName,
  { whiteSpace: 'normal', overflowWrap: 'anywhere', hyphens: 'manual' },
]);

export const tagline = style([
  type({ fontSize: 'xs', fontWeight: 'regular', lineHeight: 'tight' }),
  { display: 'block', color: vars.color.text.secondary },
]);

/** The partner's mark beside the brand: a rule on its inline-start side. */
export const coBrand = style([
  type({ fontSize: 'sm', fontWeight: 'medium', lineHeight: 'tight' }),
  {
    display: 'block',
    borderInlineStart: `${vars.borderWidth.thin} solid ${vars.color.border.default}`,
    paddingInlineStart: vars.space.md,
    color: vars.color.text.secondary,
    maxWidth: '14rem',
  },
]);

/** Under the logo on phones: no rule, smaller type. */
export const coBrandCompact = style([
  type({ fontSize: 'xs', fontWeight: 'medium', lineHeight: 'tight' }),
  { display: 'block', color: vars.color.text.secondary },
]);

export const phoneLabel = style([
  type({ fontSize: 'sm' }),
  { color: vars.color.text.secondary, whiteSpace: 'nowrap' },
]);

export const phoneNumber = style([
  type({ fontSize: 'sm', fontWeight: 'bold' }),
  { whiteSpace: 'nowrap' },
]);

/** A long username never pushes the bar wider than the screen. */
export const accountName = style({
  display: 'inline-block',
  maxWidth: '16rem',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  verticalAlign: 'bottom',
});

/** The redesigned upgrade entry (upgrade-bar redesign, variation N): a strip under the bar. */
export const upgradeStrip = style([
  type({ fontSize: 'sm' }),
  {
    background: vars.color.tone.info.bg,
    color: vars.color.tone.info.text,
    borderTop: `${vars.borderWidth.thin} solid ${vars.color.tone.info.border}`,
  },
]);

export const upgradeStripText = type({ fontWeight: 'medium' });

/** The member's name in the mobile menu. */
export const mobileAccountName = style([
  type({ fontSize: 'sm' }),
  { color: vars.color.text.secondary, overflowWrap: 'anywhere' },
]);
