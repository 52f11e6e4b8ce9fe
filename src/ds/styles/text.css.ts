import { type RecipeVariants, recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';

/** What reads at a glance is set in the heading face, bold and tight. */
const headingFace = {
  fontFamily: vars.font.family.heading,
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.tight,
};

/**
 * Running text in the brand's body face. Feature stylesheets hold layout only: the size, tone
 * and weight of text come from here, so a brand's type scale changes in its tokens alone.
 */
export const text = recipe({
  base: {
    margin: 0,
    fontFamily: vars.font.family.body,
    lineHeight: vars.font.lineHeight.normal,
    // Member data (addresses, names, document titles) can be one long word: it wraps.
    overflowWrap: 'anywhere',
  },
  variants: {
    size: {
      xsmall: { fontSize: vars.font.size.xs },
      small: { fontSize: vars.font.size.sm },
      standard: { fontSize: vars.font.size.md },
      /** A short claim that reads at a glance ("Over 3400 5-star reviews"): the heading face at the body size. */
      headline: { ...headingFace, fontSize: vars.font.size.md },
      /** A figure that reads at a glance (an amount, a count): the heading face, large. */
      figure: { ...headingFace, fontSize: vars.font.size.lg },
    },
    tone: {
      primary: { color: vars.color.text.primary },
      secondary: { color: vars.color.text.secondary },
      critical: { color: vars.color.text.critical },
      success: { color: vars.color.text.success },
    },
    weight: {
      regular: {},
      medium: { fontWeight: vars.font.weight.medium },
      strong: { fontWeight: vars.font.weight.bold },
    },
    /** Letter-spaced capitals: the label over a figure (a plan's facts). */
    caps: {
      true: { letterSpacing: vars.font.letterSpacing.caps, textTransform: 'uppercase' },
      false: {},
    },
  },
  defaultVariants: { size: 'standard', tone: 'primary', weight: 'regular', caps: false },
});

export type TextVariants = NonNullable<RecipeVariants<typeof text>>;
