import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';

// The dashboard pages share one title and section-heading style (the design system's).

const text = {
  margin: 0,
  fontFamily: vars.font.family.body,
  lineHeight: vars.font.lineHeight.normal,
} as const;

/** The plan's name: the card's heading. */
export const title = style({
  margin: 0,
  fontFamily: vars.font.family.heading,
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.tight,
  letterSpacing: vars.font.letterSpacing.heading,
  color: vars.color.text.primary,
  overflowWrap: 'anywhere',
});

/** A small heading inside the card (receipts). */
export const subTitle = style({
  ...text,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.bold,
  color: vars.color.text.primary,
});

/** Body text of the card: price, dates, payment. */
export const line = style({
  ...text,
  fontSize: vars.font.size.md,
  color: vars.color.text.primary,
  overflowWrap: 'anywhere',
});

/** Secondary text: billing frequency, tax, the later date lines. */
export const detail = style({
  ...text,
  fontSize: vars.font.size.sm,
  color: vars.color.text.secondary,
  overflowWrap: 'anywhere',
});

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

export const factLabel = style({
  ...text,
  fontSize: vars.font.size.xs,
  fontWeight: vars.font.weight.medium,
  letterSpacing: vars.font.letterSpacing.caps,
  textTransform: 'uppercase',
  color: vars.color.text.secondary,
});

export const factValue = style({
  ...text,
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.bold,
  color: vars.color.text.primary,
  overflowWrap: 'anywhere',
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

export const offerTitle = style({
  ...text,
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.bold,
  color: vars.color.text.primary,
});

/** The card's actions, under a divider. */
export const actions = style({
  paddingTop: vars.space.md,
  borderTop: `${vars.borderWidth.thin} solid ${vars.color.border.subtle}`,
});
