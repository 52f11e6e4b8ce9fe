import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';

// Layout only: the card's type comes from the design system's Text and Heading.

/**
 * The refined summary: a definition list of facts, each in its own sunken tile, as many per
 * row as fit the card (a `dl` may hold only its groups, so it is the grid itself).
 */
export const summary = style({
  margin: 0,
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 12rem), 1fr))',
  gap: vars.space.sm,
});

export const fact = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surface.sunken,
  minWidth: 0,
});

/** A plain list (receipts) without bullets or indentation. */
export const plainList = style({
  margin: 0,
  padding: 0,
  listStyle: 'none',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
});

/** An offer (upgrade, all-access addition): a divider above, or a promo card when overridden. */
export const offer = recipe({
  base: {
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.sm,
    alignItems: 'flex-start',
    minWidth: 0,
  },
  variants: {
    promo: {
      false: {
        paddingTop: vars.space.md,
        borderTop: `${vars.borderWidth.thin} solid ${vars.color.border.subtle}`,
      },
      true: {
        padding: vars.space.lg,
        borderRadius: vars.radius.card,
        backgroundColor: vars.color.tone.info.bg,
        border: `${vars.borderWidth.thick} solid ${vars.color.tone.info.border}`,
      },
    },
  },
});

/** The card's actions, under a divider. */
export const actions = style({
  paddingTop: vars.space.md,
  borderTop: `${vars.borderWidth.thin} solid ${vars.color.border.subtle}`,
});
