import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

/** The change-email form keeps a readable line length on wide screens. */
export const form = style({ width: '100%', maxWidth: '32rem' });

/** An inline message: its icon, then its text (the type is `Text`'s). */
export const message = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.xs,
});

export const messageIcon = style({ display: 'inline-flex', paddingBlockStart: '0.1em' });
