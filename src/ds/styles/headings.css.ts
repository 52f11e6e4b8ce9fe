import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

/** A screen's title (its page heading): one look for every dashboard page. */
export const pageHeading = style({
  margin: 0,
  fontFamily: vars.font.family.heading,
  fontSize: vars.font.size.xxl,
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.tight,
  letterSpacing: vars.font.letterSpacing.heading,
  color: vars.color.text.primary,
  overflowWrap: 'anywhere',
});

/** A section heading one level below the page title. */
export const sectionHeading = style({
  margin: 0,
  fontFamily: vars.font.family.heading,
  fontSize: vars.font.size.xl,
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.tight,
  letterSpacing: vars.font.letterSpacing.heading,
  color: vars.color.text.primary,
});
