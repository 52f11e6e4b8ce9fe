import { keyframes, type StyleRule } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

// Shared by every overlay of the system (popover, menu, tooltip, modal) so they move alike.
// Durations come from the theme, which collapses them to 0ms under reduced motion.

const fadeIn = keyframes({ from: { opacity: 0 } });
const fadeOut = keyframes({ to: { opacity: 0 } });
const slideFrom = (x: string, y: string) =>
  keyframes({ from: { opacity: 0, transform: `translate(${x}, ${y})` } });
const negative = `calc(${vars.space.xs} * -1)`;
const slideFromAbove = slideFrom('0', negative);
const slideFromBelow = slideFrom('0', vars.space.xs);
const slideFromStart = slideFrom(negative, '0');
const slideFromEnd = slideFrom(vars.space.xs, '0');

/** Fade in on `[data-entering]`, out on `[data-exiting]`. */
export const fadeSelectors: StyleRule['selectors'] = {
  '&[data-entering]': {
    animationName: fadeIn,
    animationDuration: vars.motion.duration.normal,
    animationTimingFunction: vars.motion.easing.enter,
  },
  '&[data-exiting]': {
    animationName: fadeOut,
    animationDuration: vars.motion.duration.fast,
    animationTimingFunction: vars.motion.easing.exit,
    animationFillMode: 'forwards',
  },
};

/** Slide away from the trigger by `[data-placement]` while entering, fade while exiting. */
export const placementSlideSelectors: StyleRule['selectors'] = {
  '&[data-entering]': {
    animationDuration: vars.motion.duration.fast,
    animationTimingFunction: vars.motion.easing.enter,
  },
  '&[data-entering][data-placement="bottom"]': { animationName: slideFromAbove },
  '&[data-entering][data-placement="top"]': { animationName: slideFromBelow },
  '&[data-entering][data-placement="right"]': { animationName: slideFromStart },
  '&[data-entering][data-placement="left"]': { animationName: slideFromEnd },
  '&[data-exiting]': {
    animationName: fadeOut,
    animationDuration: vars.motion.duration.fast,
    animationTimingFunction: vars.motion.easing.exit,
    animationFillMode: 'forwards',
  },
};

const scaleIn = keyframes({ from: { opacity: 0, transform: 'scale(0.96)' } });
const scaleOut = keyframes({ to: { opacity: 0, transform: 'scale(0.96)' } });

/** Scale and fade, for a modal dialog. */
export const scaleSelectors: StyleRule['selectors'] = {
  '&[data-entering]': {
    animationName: scaleIn,
    animationDuration: vars.motion.duration.normal,
    animationTimingFunction: vars.motion.easing.enter,
  },
  '&[data-exiting]': {
    animationName: scaleOut,
    animationDuration: vars.motion.duration.fast,
    animationTimingFunction: vars.motion.easing.exit,
    animationFillMode: 'forwards',
  },
};
