import { style } from '@vanilla-extract/css';
import { type RecipeVariants, recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';

type Tone = keyof typeof vars.color.tone;

function toneVariant(tone: Tone) {
  return {
    backgroundColor: vars.color.tone[tone].bg,
    borderColor: vars.color.tone[tone].border,
  };
}

export const card = recipe({
  base: {
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.lg,
    padding: vars.space.xl,
    borderRadius: vars.radius.card,
    borderStyle: 'solid',
    borderWidth: vars.borderWidth.thin,
    borderColor: 'transparent',
    backgroundColor: vars.color.surface.raised,
    color: vars.color.text.primary,
    minWidth: 0,
  },
  variants: {
    variant: {
      elevated: { boxShadow: vars.elevation.raised },
      outline: { borderColor: vars.color.border.subtle, boxShadow: vars.elevation.flat },
      sunken: { backgroundColor: vars.color.surface.sunken, boxShadow: vars.elevation.flat },
    },
    tone: {
      none: {},
      neutral: toneVariant('neutral'),
      info: toneVariant('info'),
      success: toneVariant('success'),
      warning: toneVariant('warning'),
      critical: toneVariant('critical'),
    },
    padding: {
      md: { padding: vars.space.lg },
      lg: { padding: vars.space.xl },
    },
  },
  defaultVariants: { variant: 'elevated', tone: 'none', padding: 'lg' },
});

export type CardVariants = NonNullable<RecipeVariants<typeof card>>;

export const body = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });

export const footer = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'flex-end',
  gap: vars.space.sm,
  paddingBlockStart: vars.space.lg,
  borderBlockStart: `${vars.borderWidth.thin} solid ${vars.color.border.subtle}`,
});
