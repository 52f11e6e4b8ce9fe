import { createSprinkles, defineProperties } from '@vanilla-extract/sprinkles';
import { vars } from '../../theme/contract.css';

/**
 * The type scale as atoms, for type that `Text` and `Heading` do not render: the page shell's
 * chrome, where the type sits on a link, a button or a menu entry the feature renders itself
 * (a category trigger, a footer link, the brand name). A feature stylesheet composes them,
 * `style([type({ fontSize: 'sm', fontWeight: 'bold' }), { …layout }])`, and writes no font
 * declaration of its own (`typeInDsOnly.test.ts`): each size, weight and leading is a step of
 * the brand's scale, changed in its tokens alone.
 *
 * `font: 'inherit'` is a control's reset (a button's own system font gives way to the page's)
 * and comes first, so the steps of the scale refine it.
 */
const typeProperties = defineProperties({
  properties: {
    font: ['inherit'],
    fontFamily: { body: vars.font.family.body, heading: vars.font.family.heading },
    fontSize: vars.font.size,
    fontWeight: vars.font.weight,
    lineHeight: vars.font.lineHeight,
    letterSpacing: vars.font.letterSpacing,
    textTransform: ['uppercase'],
  },
});

export const type = createSprinkles(typeProperties);
