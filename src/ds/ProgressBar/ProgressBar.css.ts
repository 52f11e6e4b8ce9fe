import { keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';
import { forcedColors } from '../styles/forcedColors';

export const root = style({
  display: 'grid',
  gridTemplateColumns: '1fr auto',
  gap: vars.space.xs,
  width: '100%',
  fontSize: vars.font.size.sm,
  color: vars.color.text.primary,
});

export const label = style({ fontWeight: vars.font.weight.medium });

export const value = style({
  gridColumn: '2',
  color: vars.color.text.secondary,
  fontVariantNumeric: 'tabular-nums',
});

export const track = recipe({
  base: {
    gridColumn: '1 / -1',
    position: 'relative',
    overflow: 'hidden',
    backgroundColor: vars.color.surface.sunken,
    boxShadow: `inset 0 0 0 ${vars.borderWidth.thin} ${vars.color.border.subtle}`,
    // The outline is a shadow, which forced colours drop.
    '@media': { [forcedColors]: { border: `${vars.borderWidth.thin} solid CanvasText` } },
  },
  variants: {
    size: {
      md: { height: vars.space.sm, borderRadius: vars.radius.pill },
      thin: { height: vars.space.xs, borderRadius: vars.radius.none },
    },
  },
  defaultVariants: { size: 'md' },
});

// A segment 40% of the track wide travels from just before the start to just after the end
// (translate percentages are of the segment itself: 70% of the track is 175% of it).
const travel = keyframes({
  from: { transform: 'translateX(-175%)' },
  to: { transform: 'translateX(175%)' },
});

export const fill = recipe({
  base: {
    position: 'absolute',
    insetBlock: 0,
    insetInlineStart: 0,
    borderRadius: 'inherit',
    backgroundColor: vars.color.action.primary.bg,
    transitionProperty: 'width',
    transitionDuration: vars.motion.duration.normal,
    transitionTimingFunction: vars.motion.easing.standard,
    '@media': { [forcedColors]: { backgroundColor: 'Highlight' } },
  },
  variants: {
    indeterminate: {
      true: {
        width: '40%',
        // At rest (and under reduced motion, where the duration is 0) the segment sits centred.
        insetInlineStart: '30%',
        animationName: travel,
        animationDuration: vars.motion.duration.shimmer,
        animationTimingFunction: vars.motion.easing.standard,
        animationIterationCount: 'infinite',
      },
      false: {},
    },
  },
  defaultVariants: { indeterminate: false },
});

/** The loading bar lies over the top edge of its region, so it never shifts the layout. */
export const loadingBar = style({
  position: 'absolute',
  insetBlockStart: 0,
  insetInline: 0,
  zIndex: vars.zIndex.sticky,
});
