import { globalStyle } from '@vanilla-extract/css';
import { BOTTOM_OVERLAY_PROPERTY } from './bottomOverlay';

/**
 * The height of what is pinned to the bottom of the window (0 when nothing is). The page keeps
 * its content out of it: it reserves that much room at its end, and other pinned things sit
 * above it.
 */
export const bottomOverlayHeight = `var(${BOTTOM_OVERLAY_PROPERTY}, 0px)`;

// The browser scrolls whatever takes focus (Tab, a skip link, `focus()`) clear of it.
globalStyle(':root', { scrollPaddingBlockEnd: bottomOverlayHeight });
