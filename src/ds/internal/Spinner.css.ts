import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { forcedColors } from '../styles/forcedColors';

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

/**
 * The progress bar element: a fixed square that scales with the surrounding text, so it
 * sits on the text line of a button or a field like an icon of the same size.
 */
export const root = style({
  display: 'inline-flex',
  flexShrink: 0,
  alignItems: 'center',
  justifyContent: 'center',
  width: '1.25em',
  height: '1.25em',
  verticalAlign: 'middle',
});

export const svg = style({
  display: 'block',
  width: '100%',
  height: '100%',
  overflow: 'visible',
});

/** The full ring, faint: it makes the still form read as a spinner, not a bracket. */
export const track = style({
  fill: 'none',
  stroke: 'currentColor',
  opacity: 0.3,
  '@media': { [forcedColors]: { stroke: 'CanvasText' } },
});

/**
 * The quarter arc that turns. Under reduced motion (and in screenshots, which freeze
 * animation) it stands still at the top right: a recognisable, non-moving spinner.
 */
export const arc = style({
  fill: 'none',
  stroke: 'currentColor',
  strokeLinecap: 'round',
  transformOrigin: 'center',
  transformBox: 'fill-box',
  animationName: spin,
  animationDuration: `calc(${vars.motion.duration.slow} * 2.5)`,
  animationTimingFunction: 'linear',
  animationIterationCount: 'infinite',
  '@media': {
    '(prefers-reduced-motion: reduce)': { animationName: 'none' },
    // Forced colours: keep the ring visible in the system text colour.
    [forcedColors]: { stroke: 'CanvasText' },
  },
});
