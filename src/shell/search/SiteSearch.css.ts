import { style } from '@vanilla-extract/css';
import { type } from '../../ds/styles/type.css';

/** The search form: as wide as the slot the header or the mobile modal gives it. */
export const form = style({
  inlineSize: '100%',
  minInlineSize: 0,
});

/** The part of an externally highlighted name that matched: bold, in the text's own colour. */
export const highlight = style([
  type({ fontWeight: 'bold' }),
  {
    backgroundColor: 'transparent',
    color: 'inherit',
    '@media': {
      // Forced colours drop the weight difference on some fonts: keep a visible mark.
      '(forced-colors: active)': { textDecorationLine: 'underline' },
    },
  },
]);

/** A suggestion's name: long names wrap instead of widening the list past the viewport. */
export const name = style({
  overflowWrap: 'anywhere',
});
