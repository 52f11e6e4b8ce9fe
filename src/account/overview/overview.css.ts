import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

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
