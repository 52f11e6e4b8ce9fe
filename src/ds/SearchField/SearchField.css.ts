import { style } from '@vanilla-extract/css';

/** Nothing to clear in an empty field (react-aria marks the root `[data-empty]`). */
export const clearButton = style({
  selectors: {
    '[data-empty] &': { display: 'none' },
  },
});
