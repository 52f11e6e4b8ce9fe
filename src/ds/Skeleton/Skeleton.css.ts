import { keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';
import { forcedColors } from '../styles/forcedColors';

// The gradient is three times the width of the element: at either end of the sweep only a
// plain `base` third is visible, so the resting (and reduced-motion) state is a flat block.
const sweep = keyframes({
  from: { backgroundPosition: '100% 0' },
  to: { backgroundPosition: '0% 0' },
});

export const skeleton = recipe({
  base: {
    display: 'block',
    backgroundColor: vars.color.skeleton.base,
    backgroundImage: `linear-gradient(90deg, ${vars.color.skeleton.base} 0%, ${vars.color.skeleton.base} 35%, ${vars.color.skeleton.highlight} 50%, ${vars.color.skeleton.base} 65%, ${vars.color.skeleton.base} 100%)`,
    backgroundSize: '300% 100%',
    backgroundPosition: '100% 0',
    backgroundRepeat: 'no-repeat',
    // Under prefers-reduced-motion the theme sets the shimmer duration to 0, which stops it.
    animationName: sweep,
    animationDuration: vars.motion.duration.shimmer,
    animationTimingFunction: 'linear',
    animationIterationCount: 'infinite',
    // Forced colours remove the fill and the shimmer: a placeholder is then its outline.
    '@media': { [forcedColors]: { border: `${vars.borderWidth.thin} solid GrayText` } },
  },
  variants: {
    variant: {
      text: {
        width: '100%',
        height: '0.75em',
        // Half the leading above and below, so a line of skeleton takes a line of text.
        marginBlock: `calc((${vars.font.lineHeight.normal} * 1em - 0.75em) / 2)`,
        borderRadius: vars.radius.sm,
      },
      block: {
        width: '100%',
        height: `calc(${vars.space.xxl} * 2)`,
        borderRadius: vars.radius.md,
      },
      circle: {
        width: vars.size.controlLg,
        height: vars.size.controlLg,
        borderRadius: '50%',
        flexShrink: 0,
      },
    },
  },
  defaultVariants: { variant: 'text' },
});

/** The last line of a paragraph placeholder is shorter, like real text. */
export const lastLine = style({ width: '60%' });

export const lines = style({ display: 'block' });

export const group = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
});
