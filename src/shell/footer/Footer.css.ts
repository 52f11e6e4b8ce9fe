import { style } from '@vanilla-extract/css';
import { mediaQuery } from '../../../tokens/breakpoints';
import { type } from '../../ds/styles/type.css';
import { vars } from '../../theme/contract.css';

/** The footer's frame: a hairline above it; the surface and padding come from `Box`. */
export const root = style([
  type({ fontFamily: 'body' }),
  {
    borderBlockStart: `${vars.borderWidth.thin} solid ${vars.color.border.subtle}`,
    color: vars.color.text.primary,
  },
]);

/** Shown from the desktop breakpoint up (the desktop variant). */
export const desktopOnly = style({
  display: 'none',
  '@media': { [mediaQuery.desktop]: { display: 'block' } },
});

/** Shown below the desktop breakpoint (the mobile variant, phones and tablets). */
export const mobileOnly = style({
  '@media': { [mediaQuery.desktop]: { display: 'none' } },
});

/**
 * Footer links: the standalone link at the small text size. A name longer than its column
 * ("Datenschutzerklärung" at 320 px with text spacing) wraps, inside the word if it must, rather
 * than running into the next column.
 */
export const linkText = style([
  type({ fontSize: 'sm', lineHeight: 'normal' }),
  { overflowWrap: 'anywhere' },
]);

/** The gap between neighbouring desktop links in a column (page-shell §2 spacers). */
export const spacer = style({
  display: 'block',
  height: vars.space.sm,
});

/** Running text of the footer: phone hours, disclaimers, the recaptcha notice. */
const runningText = {
  margin: 0,
  color: vars.color.text.secondary,
  overflowWrap: 'anywhere',
} as const;

export const smallText = style([type({ fontSize: 'sm', lineHeight: 'normal' }), runningText]);

/** The disclaimer paragraphs and the recaptcha notice: the smallest readable size. */
export const fineprint = style([type({ fontSize: 'xs', lineHeight: 'relaxed' }), runningText]);

export const copyright = style([smallText, { color: vars.color.text.primary }]);

export const phoneLabel = style([
  type({ fontSize: 'sm', fontWeight: 'bold' }),
  { color: vars.color.text.primary },
]);

export const phoneIcon = style({
  display: 'inline-flex',
  color: vars.color.text.link,
});

/** A square, touch-sized target around a social network's icon. */
export const socialLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minWidth: vars.size.controlSm,
  minHeight: vars.size.controlSm,
});

/** The accreditation seal: a link drawn as a badge. */
export const seal = type({ fontSize: 'xs' });
