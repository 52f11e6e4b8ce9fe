import { style } from '@vanilla-extract/css';
import { vars } from '../../src/theme/contract.css';

// Each column carries a brand's theme class, so everything inside reads that brand's vars.
export const column = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xl,
  padding: vars.space.lg,
  minWidth: 0,
  borderRadius: vars.radius.card,
  border: `${vars.borderWidth.thin} solid ${vars.color.border.subtle}`,
});

export const brandName = style({
  margin: 0,
  fontSize: vars.font.size.xl,
  fontWeight: vars.font.weight.bold,
});

export const faces = style({
  margin: 0,
  fontSize: vars.font.size.sm,
  color: vars.color.text.secondary,
});

export const section = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });

export const sectionTitle = style({
  margin: 0,
  fontFamily: vars.font.family.body,
  fontSize: vars.font.size.xs,
  fontWeight: vars.font.weight.bold,
  letterSpacing: vars.font.letterSpacing.caps,
  textTransform: 'uppercase',
  color: vars.color.text.secondary,
});

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
});

export const swatchRow = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  fontSize: vars.font.size.xs,
  lineHeight: vars.font.lineHeight.tight,
});

export const swatch = style({
  width: vars.size.controlSm,
  height: vars.size.controlSm,
  flexShrink: 0,
  borderRadius: vars.radius.sm,
  boxShadow: `inset 0 0 0 ${vars.borderWidth.thin} ${vars.color.border.subtle}`,
});

export const role = style({
  display: 'flex',
  flexDirection: 'column',
  minWidth: 0,
});

// Token names and values are identifiers: never hyphenated (a hyphen would read as part of the
// name), broken anywhere only when they cannot fit.
export const identifier = style({ hyphens: 'manual', overflowWrap: 'anywhere' });

export const code = style([
  identifier,
  {
    fontFamily: vars.font.family.mono,
    color: vars.color.text.secondary,
  },
]);

export const typeRow = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
});

export const typeSample = style({
  margin: 0,
  lineHeight: vars.font.lineHeight.tight,
});

export const scaleLabel = style({
  fontFamily: vars.font.family.mono,
  fontSize: vars.font.size.xs,
  color: vars.color.text.secondary,
});

export const spaceBar = style({
  height: vars.space.sm,
  backgroundColor: vars.color.selected.bg,
  flexShrink: 0,
});

export const shape = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  textAlign: 'center',
  aspectRatio: '1',
  padding: vars.space.xs,
  minWidth: 0,
  hyphens: 'manual',
  overflowWrap: 'anywhere',
  fontSize: vars.font.size.xs,
  backgroundColor: vars.color.surface.raised,
  color: vars.color.text.primary,
});

export const radiusShape = style([
  shape,
  { border: `${vars.borderWidth.thick} solid ${vars.color.border.strong}` },
]);

export const row = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  alignItems: 'center',
});

export const subTitle = style({
  margin: 0,
  fontFamily: vars.font.family.body,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.medium,
});
