import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

// The dashboard pages share one title and section-heading style (the design system's).
export {
  pageHeading as pageTitle,
  sectionHeading as sectionTitle,
} from '../../ds/styles/headings.css';

/** Secondary text: dates, country, the status caption. */
export const detail = style({
  margin: 0,
  fontFamily: vars.font.family.body,
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.normal,
  color: vars.color.text.secondary,
});

/** Body text: the empty message. */
export const message = style({
  margin: 0,
  fontFamily: vars.font.family.body,
  fontSize: vars.font.size.md,
  lineHeight: vars.font.lineHeight.normal,
  color: vars.color.text.primary,
});

/** The account license label's value ("Active Annual"): large, so it reads at a glance. */
export const statusValue = style({
  margin: 0,
  fontFamily: vars.font.family.heading,
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.tight,
  color: vars.color.text.primary,
});
