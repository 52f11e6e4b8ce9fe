import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';
import { focusRing } from '../styles/focus.css';

export const link = recipe({
  base: {
    color: vars.color.text.link,
    textUnderlineOffset: '0.2em',
    textDecorationThickness: '0.08em',
    borderRadius: vars.radius.sm,
    cursor: 'pointer',
    outline: 'none',
    transitionProperty: 'color',
    transitionDuration: vars.motion.duration.fast,
    transitionTimingFunction: vars.motion.easing.standard,
    selectors: {
      '&[data-hovered]': { color: vars.color.text.linkHover, textDecorationLine: 'underline' },
      '&[data-pressed]': { color: vars.color.text.linkHover },
      '&[data-focus-visible]': focusRing,
      '&[data-disabled]': {
        color: vars.color.text.disabled,
        cursor: 'not-allowed',
        textDecorationLine: 'none',
      },
    },
  },
  variants: {
    variant: {
      // In running text the underline is what tells a link apart, not colour alone (WCAG 1.4.1).
      inline: { textDecorationLine: 'underline', fontSize: 'inherit', fontWeight: 'inherit' },
      standalone: {
        display: 'inline-flex',
        alignItems: 'center',
        gap: vars.space.xs,
        fontFamily: vars.font.family.body,
        fontWeight: vars.font.weight.medium,
        textDecorationLine: 'none',
      },
    },
  },
  defaultVariants: { variant: 'inline' },
});

export const externalIcon = style({
  display: 'inline-flex',
  marginInlineStart: vars.space.xxs,
  verticalAlign: 'middle',
});
