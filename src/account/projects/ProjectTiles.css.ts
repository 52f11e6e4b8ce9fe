import { style } from '@vanilla-extract/css';

/** A project's title inside its tile (long titles wrap). */
export const tileTitle = style({ overflowWrap: 'anywhere' });
