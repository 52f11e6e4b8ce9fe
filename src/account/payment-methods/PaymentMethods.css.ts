import { style } from '@vanilla-extract/css';
import { type } from '../../ds/styles/type.css';
import { vars } from '../../theme/contract.css';

/** A heading that takes focus when the card under it is removed: no ring on a non-control. */
export const focusedHeading = style({ outline: 'none' });

/** A note with a leading icon: the expired warning, the update-disabled explanation. */
export const note = style([
  type({ fontSize: 'sm', lineHeight: 'normal' }),
  {
    display: 'flex',
    gap: vars.space.sm,
    alignItems: 'flex-start',
    margin: 0,
  },
]);

export const noteWarning = style({ color: vars.color.tone.warning.text });
export const noteInfo = style({ color: vars.color.text.secondary });
export const noteCritical = style({ color: vars.color.text.critical });
export const noteSuccess = style({ color: vars.color.text.success });

export const noteIcon = style({
  display: 'inline-flex',
  flexShrink: 0,
  paddingTop: vars.space.xxs,
});

/** The brand logo box: the server's image, or a card icon in its place. */
export const logo = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  inlineSize: vars.size.controlLg,
  blockSize: vars.size.controlMd,
  borderRadius: vars.radius.sm,
  borderStyle: 'solid',
  borderWidth: vars.borderWidth.thin,
  borderColor: vars.color.border.subtle,
  backgroundColor: vars.color.surface.raised,
  color: vars.color.text.secondary,
  overflow: 'hidden',
});

export const logoImage = style({
  display: 'block',
  inlineSize: '100%',
  blockSize: '100%',
  objectFit: 'contain',
});

/** The update form wraps the whole dialog (so its footer's Save is the form's submit button). */
export const dialogForm = style({
  display: 'flex',
  flexDirection: 'column',
  flex: 1,
  minHeight: 0,
});

/** The success message's live region: out of the flow (no gap in the stack) while empty. */
export const status = style({
  selectors: { '&:empty': { position: 'absolute' } },
});
