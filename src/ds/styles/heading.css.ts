import { type RecipeVariants, recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';

/**
 * Headings in the brand's heading face: one look per rank, whatever the element's level (a
 * dashboard screen's title is an h2 under the layout's h1 and still looks like a page title).
 */
export const heading = recipe({
  base: {
    margin: 0,
    fontFamily: vars.font.family.heading,
    fontWeight: vars.font.weight.bold,
    lineHeight: vars.font.lineHeight.tight,
    color: vars.color.text.primary,
    overflowWrap: 'anywhere',
  },
  variants: {
    size: {
      /** The page's own title, once per page (the dashboard's "My Account"). */
      display: { fontSize: vars.font.size.display, letterSpacing: vars.font.letterSpacing.heading },
      /** A screen's title. */
      page: { fontSize: vars.font.size.xxl, letterSpacing: vars.font.letterSpacing.heading },
      /** A section of a screen; a dialog's title. */
      section: { fontSize: vars.font.size.xl, letterSpacing: vars.font.letterSpacing.heading },
      /** A part of a section; a card's title; a confirmation's title. */
      subsection: { fontSize: vars.font.size.lg },
      /** An item of a list (a plan, an offer, a form's group). */
      item: { fontSize: vars.font.size.md },
      /** Over a short list inside an item (a card's receipts): the body face, small and bold. */
      minor: {
        fontFamily: vars.font.family.body,
        fontSize: vars.font.size.sm,
        lineHeight: vars.font.lineHeight.normal,
      },
    },
  },
  defaultVariants: { size: 'section' },
});

export type HeadingSize = NonNullable<NonNullable<RecipeVariants<typeof heading>>['size']>;
