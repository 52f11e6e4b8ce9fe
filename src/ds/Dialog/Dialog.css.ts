import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { mediaQuery } from '../../../tokens/breakpoints';
import { vars } from '../../theme/contract.css';
import { fadeSelectors, scaleSelectors } from '../internal/overlay.css';
import { forcedColors } from '../styles/forcedColors';
import { heading } from '../styles/heading.css';

export const overlay = style({
  position: 'fixed',
  top: 0,
  left: 0,
  width: '100vw',
  // Set by react-aria: the visual viewport, so the on-screen keyboard does not hide the dialog.
  height: 'var(--visual-viewport-height)',
  zIndex: vars.zIndex.modal,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  padding: vars.space.lg,
  backgroundColor: vars.color.surface.backdrop,
  selectors: fadeSelectors,
});

export const fullScreenOverlay = style({
  '@media': {
    [`not ${mediaQuery.tablet}`]: { padding: 0 },
  },
});

// Widths of the dialog box: a measure of text, so in rem (no token for container widths).
const widths = { sm: '25rem', md: '34rem', lg: '48rem' } as const;

export const modal = recipe({
  base: {
    display: 'flex',
    flexDirection: 'column',
    width: '100%',
    maxHeight: '100%',
    backgroundColor: vars.color.surface.raised,
    color: vars.color.text.primary,
    borderRadius: vars.radius.card,
    boxShadow: vars.elevation.modal,
    outline: 'none',
    selectors: scaleSelectors,
    // Its edge is a shadow on a backdrop, both gone in forced colours.
    '@media': { [forcedColors]: { border: `${vars.borderWidth.thick} solid CanvasText` } },
  },
  variants: {
    size: {
      sm: { maxWidth: widths.sm },
      md: { maxWidth: widths.md },
      lg: { maxWidth: widths.lg },
    },
    fullScreenOnMobile: {
      true: {
        '@media': {
          [`not ${mediaQuery.tablet}`]: {
            maxWidth: 'none',
            height: '100%',
            borderRadius: 0,
            boxShadow: 'none',
          },
        },
      },
      false: {},
    },
  },
  defaultVariants: { size: 'md', fullScreenOnMobile: false },
});

export const dialog = style({
  display: 'flex',
  flexDirection: 'column',
  flex: 1,
  minHeight: 0,
  outline: 'none',
});

export const header = style({
  display: 'flex',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  gap: vars.space.md,
  paddingTop: vars.space.lg,
  paddingInline: vars.space.xl,
  paddingBottom: vars.space.sm,
});

/** The dialog's title: a section heading of the type scale. */
export const title = style([heading({ size: 'section' }), { paddingTop: vars.space.xs }]);

export const closeButton = style({
  // Pull the icon button into the corner so its icon lines up with the content edge.
  marginInlineEnd: `calc(${vars.space.md} * -1)`,
  flexShrink: 0,
});

export const body = style({
  flex: 1,
  minHeight: 0,
  overflowY: 'auto',
  paddingInline: vars.space.xl,
  paddingBottom: vars.space.lg,
  lineHeight: vars.font.lineHeight.normal,
});

export const footer = style({
  display: 'flex',
  flexWrap: 'wrap-reverse',
  justifyContent: 'flex-end',
  gap: vars.space.sm,
  paddingBlock: vars.space.lg,
  paddingInline: vars.space.xl,
  borderTop: `${vars.borderWidth.thin} solid ${vars.color.border.subtle}`,
});
