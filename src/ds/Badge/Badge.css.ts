import { style } from '@vanilla-extract/css';
import { type RecipeVariants, recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';
import { forcedColors } from '../styles/forcedColors';

type Tone = keyof typeof vars.color.tone;

function toneVariant(tone: Tone) {
  return {
    backgroundColor: vars.color.tone[tone].bg,
    color: vars.color.tone[tone].text,
    borderColor: vars.color.tone[tone].border,
    vars: { '--badge-dot': vars.color.tone[tone].solid },
  };
}

export const badge = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space.xs,
    maxWidth: '100%',
    paddingBlock: vars.space.xxs,
    paddingInline: vars.space.sm,
    borderStyle: 'solid',
    borderWidth: vars.borderWidth.thin,
    borderRadius: vars.radius.badge,
    fontFamily: vars.font.family.body,
    fontSize: vars.font.size.xs,
    fontWeight: vars.font.weight.bold,
    lineHeight: vars.font.lineHeight.normal,
    letterSpacing: vars.font.letterSpacing.caps,
    textTransform: 'uppercase',
    whiteSpace: 'nowrap',
    verticalAlign: 'middle',
    '@media': { [forcedColors]: { borderColor: 'CanvasText' } },
  },
  variants: {
    tone: {
      neutral: toneVariant('neutral'),
      info: toneVariant('info'),
      success: toneVariant('success'),
      warning: toneVariant('warning'),
      critical: toneVariant('critical'),
    },
    size: {
      sm: { fontSize: vars.font.size.xs },
      md: {
        fontSize: vars.font.size.sm,
        paddingBlock: vars.space.xs,
        paddingInline: vars.space.md,
      },
    },
  },
  defaultVariants: { tone: 'neutral', size: 'sm' },
});

export type BadgeVariants = NonNullable<RecipeVariants<typeof badge>>;

export const dot = style({
  width: '0.5em',
  height: '0.5em',
  borderRadius: '50%',
  backgroundColor: 'var(--badge-dot)',
  flexShrink: 0,
  '@media': { [forcedColors]: { backgroundColor: 'CanvasText' } },
});

export const text = style({ overflow: 'hidden', textOverflow: 'ellipsis' });
