import { style } from '@vanilla-extract/css';
import { type } from '../../ds/styles/type.css';
import { vars } from '../../theme/contract.css';

export const intro = style({
  margin: 0,
  color: vars.color.text.primary,
});

/** One entry point: a bordered row with its icon, link and one line of description. */
export const entry = style({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  columnGap: vars.space.md,
  rowGap: vars.space.xxs,
  padding: vars.space.lg,
  border: `${vars.borderWidth.thin} solid ${vars.color.border.subtle}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surface.raised,
});

export const entryIcon = style({
  gridRow: 'span 2',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: vars.size.controlMd,
  height: vars.size.controlMd,
  borderRadius: vars.radius.pill,
  // The brand's action colours, so the icons follow each theme.
  backgroundColor: vars.color.action.secondary.bgHover,
  color: vars.color.action.secondary.text,
});

export const entryDescription = style([
  type({ fontSize: 'sm' }),
  {
    margin: 0,
    color: vars.color.text.secondary,
  },
]);
