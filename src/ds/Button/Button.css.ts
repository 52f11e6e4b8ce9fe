import { type RecipeVariants, recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';
import { focusRing } from '../styles/focus.css';
import { forcedColors } from '../styles/forcedColors';

type Action = keyof typeof vars.color.action;

function actionVariant(action: Action) {
  const tokens = vars.color.action[action];
  return {
    backgroundColor: tokens.bg,
    color: tokens.text,
    borderColor: tokens.border,
    selectors: {
      '&[data-hovered]': { backgroundColor: tokens.bgHover },
      '&[data-pressed]': { backgroundColor: tokens.bgPressed },
      '&[data-disabled]': {
        backgroundColor: tokens.bgDisabled,
        color: tokens.textDisabled,
        borderColor: 'transparent',
        cursor: 'not-allowed',
      },
    },
  };
}

export const button = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: vars.space.sm,
    borderStyle: 'solid',
    borderWidth: vars.borderWidth.thin,
    borderRadius: vars.radius.control,
    fontFamily: vars.font.family.body,
    fontWeight: vars.font.weight.bold,
    lineHeight: vars.font.lineHeight.tight,
    cursor: 'pointer',
    textDecoration: 'none',
    // One line where it fits; a label longer than the screen (a narrow phone, text spacing)
    // wraps inside the button instead of pushing the page sideways (WCAG 1.4.10, 1.4.12).
    maxWidth: '100%',
    paddingBlock: vars.space.xs,
    textAlign: 'center',
    overflowWrap: 'break-word',
    transitionProperty: 'background-color, color, border-color',
    transitionDuration: vars.motion.duration.fast,
    transitionTimingFunction: vars.motion.easing.standard,
    outline: 'none',
    selectors: {
      '&[data-focus-visible]': focusRing,
      '&[data-pending]': { cursor: 'progress' },
    },
    '@media': {
      // A filled button is only its background, which forced colours remove: outline it.
      [forcedColors]: {
        borderColor: 'ButtonBorder',
        selectors: { '&[data-disabled]': { borderColor: 'GrayText', color: 'GrayText' } },
      },
    },
  },
  variants: {
    variant: {
      primary: actionVariant('primary'),
      secondary: actionVariant('secondary'),
      tertiary: {
        ...actionVariant('tertiary'),
        textDecoration: 'underline',
        textUnderlineOffset: '0.2em',
      },
      critical: actionVariant('critical'),
    },
    size: {
      sm: {
        minHeight: vars.size.controlSm,
        paddingInline: vars.space.md,
        fontSize: vars.font.size.sm,
      },
      md: {
        minHeight: vars.size.controlMd,
        paddingInline: vars.space.lg,
        fontSize: vars.font.size.md,
      },
      lg: {
        minHeight: vars.size.controlLg,
        paddingInline: vars.space.xl,
        fontSize: vars.font.size.lg,
      },
    },
    fullWidth: { true: { width: '100%' }, false: {} },
  },
  defaultVariants: { variant: 'primary', size: 'md', fullWidth: false },
});

export type ButtonVariants = NonNullable<RecipeVariants<typeof button>>;
