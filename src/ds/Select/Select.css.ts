import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

/** The trigger lays out the value and chevron inside the shared control box. */
export const trigger = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  textAlign: 'start',
  cursor: 'pointer',
  selectors: {
    // react-aria marks the trigger of an invalid Select through the Select root.
    '[data-invalid] > &': {
      borderColor: vars.color.field.borderInvalid,
      boxShadow: `inset 0 0 0 1px ${vars.color.field.borderInvalid}`,
    },
  },
});

export const value = style({
  flex: 1,
  minWidth: 0,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  selectors: {
    '&[data-placeholder]': { color: vars.color.field.placeholder },
  },
});

export const chevron = style({
  display: 'inline-flex',
  color: vars.color.text.secondary,
  transitionProperty: 'transform',
  transitionDuration: vars.motion.duration.fast,
  selectors: {
    '[data-open] > * > &, [data-pressed] > &': { transform: 'rotate(180deg)' },
  },
});
