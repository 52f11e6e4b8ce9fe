import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

// The dashboard pages share one title and section-heading style (the design system's).
export {
  pageHeading as pageTitle,
  sectionHeading as sectionTitle,
} from '../../ds/styles/headings.css';

/** A plan's or offer's name (h4 inside an h3 section), or the expired-card warning (h3). */
export const itemTitle = style({
  margin: 0,
  fontFamily: vars.font.family.heading,
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.tight,
  color: vars.color.text.primary,
  overflowWrap: 'anywhere',
});

/** Body text. */
export const text = style({
  margin: 0,
  fontFamily: vars.font.family.body,
  fontSize: vars.font.size.md,
  lineHeight: vars.font.lineHeight.normal,
  color: vars.color.text.primary,
});

/** Secondary text: dates, billing, counts. */
export const detail = style({
  margin: 0,
  fontFamily: vars.font.family.body,
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.normal,
  color: vars.color.text.secondary,
});

/** A figure that reads at a glance (the amount, the license count). */
export const figure = style({
  fontFamily: vars.font.family.heading,
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.tight,
  color: vars.color.text.primary,
});

/** Critical text (the expired-card line of a plan). */
export const critical = style({
  margin: 0,
  fontFamily: vars.font.family.body,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.medium,
  lineHeight: vars.font.lineHeight.normal,
  color: vars.color.text.critical,
});

/** Rows of the plan list, divided by a hairline. */
export const planRow = style({
  paddingBlock: vars.space.md,
  borderBlockStart: `${vars.borderWidth.thin} solid ${vars.color.border.subtle}`,
  selectors: { '&:first-child': { borderBlockStart: 'none', paddingBlockStart: 0 } },
});

/**
 * The overview's title row: the title, and the Quick-actions menu button (N) at its end, on
 * the line under it when the title leaves no room. The button sits in the page's flow: pinned
 * to the window's corner it covered the headings the page scrolled under it.
 */
export const titleRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
});
