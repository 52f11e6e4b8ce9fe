import { createVar, globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { focusRing } from '../styles/focus.css';
import { forcedColors } from '../styles/forcedColors';

export const tabs = style({ display: 'flex', flexDirection: 'column' });

const fadeStart = createVar();
const fadeEnd = createVar();
const fadeSize = vars.space.xl;
const fadeMask = (direction: string) =>
  `linear-gradient(to ${direction}, transparent, #000 ${fadeStart}, #000 calc(100% - ${fadeEnd}), transparent)`;

/** Positions the edge chevrons over the scrolling list (they must not scroll with it). */
export const tabListFrame = style({ position: 'relative', minWidth: 0 });

const chevron = (path: string) =>
  `url("data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 16 16'%3E%3Cpath d='${path}' fill='none' stroke='%23000' stroke-width='2' stroke-linecap='round' stroke-linejoin='round'/%3E%3C/svg%3E")`;
const pointEnd = chevron('M6 3l5 5-5 5');
const pointStart = chevron('M10 3L5 8l5 5');

// A fade alone shows nothing when the hidden tab starts past the edge (only its padding is
// there): a chevron in each fading edge says that more tabs are there.
const edgeCue = {
  content: '""',
  position: 'absolute',
  insetBlock: 0,
  width: vars.size.iconSm,
  pointerEvents: 'none',
  backgroundColor: vars.color.text.secondary,
  maskRepeat: 'no-repeat',
  maskPosition: 'center',
  maskSize: vars.size.iconSm,
  opacity: 0,
  '@media': {
    [forcedColors]: { forcedColorAdjust: 'none', backgroundColor: 'CanvasText' },
  },
} as const;

globalStyle(`${tabListFrame}::before`, { ...edgeCue, insetInlineStart: 0, maskImage: pointStart });
globalStyle(`${tabListFrame}::after`, { ...edgeCue, insetInlineEnd: 0, maskImage: pointEnd });
globalStyle(`${tabListFrame}:dir(rtl)::before`, { maskImage: pointEnd });
globalStyle(`${tabListFrame}:dir(rtl)::after`, { maskImage: pointStart });
globalStyle(`${tabListFrame}:has(> [data-overflow-start])::before`, { opacity: 1 });
globalStyle(`${tabListFrame}:has(> [data-overflow-end])::after`, { opacity: 1 });

export const tabList = style({
  display: 'flex',
  gap: vars.space.xs,
  borderBottom: `${vars.borderWidth.thin} solid ${vars.color.border.subtle}`,
  // Tabs that do not fit scroll sideways (the row never wraps, no label is truncated); the
  // scrollbar is hidden, so a fade on each edge with more tabs behind it shows that there are more.
  overflowX: 'auto',
  overscrollBehaviorX: 'contain',
  scrollbarWidth: 'none',
  // A tab scrolled into view stops clear of the fade.
  scrollPaddingInline: fadeSize,
  vars: { [fadeStart]: '0px', [fadeEnd]: '0px' },
  maskImage: fadeMask('right'),
  selectors: {
    '&:dir(rtl)': { maskImage: fadeMask('left') },
    '&[data-overflow-start]': { vars: { [fadeStart]: fadeSize } },
    '&[data-overflow-end]': { vars: { [fadeEnd]: fadeSize } },
  },
});

const insetRing = { ...focusRing, outlineOffset: `calc(${vars.borderWidth.focus} * -1)` };

export const tab = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  flexShrink: 0,
  minHeight: vars.size.controlLg,
  paddingInline: vars.space.lg,
  fontFamily: vars.font.family.body,
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.medium,
  color: vars.color.text.secondary,
  textDecoration: 'none',
  // One line, unless the label is wider than the room between the two edges' chevrons (a
  // narrow phone, text spacing): then it wraps there, so no part of it is ever under one.
  maxWidth: `calc(100% - 2 * ${fadeSize})`,
  textAlign: 'center',
  cursor: 'pointer',
  outline: 'none',
  // The selected indicator is an inset shadow so it never changes the tab's size.
  boxShadow: `inset 0 calc(${vars.borderWidth.thick} * -1) 0 transparent`,
  transitionProperty: 'color, box-shadow',
  transitionDuration: vars.motion.duration.fast,
  transitionTimingFunction: vars.motion.easing.standard,
  selectors: {
    '&[data-hovered]': { color: vars.color.text.primary },
    '&[data-selected]': {
      color: vars.color.text.primary,
      boxShadow: `inset 0 calc(${vars.borderWidth.thick} * -1) 0 ${vars.color.selected.bg}`,
    },
    '&[data-focus-visible]': insetRing,
    '&[data-disabled]': { color: vars.color.text.disabled, cursor: 'not-allowed' },
  },
  '@media': {
    // Forced colours drop the shadow: the indicator becomes a border, in Canvas on every tab
    // (so none changes size) and Highlight on the selected one.
    [forcedColors]: {
      borderBlockEnd: `${vars.borderWidth.thick} solid Canvas`,
      selectors: {
        '&[data-selected]': { borderBlockEndColor: 'Highlight' },
        '&[data-disabled]': { color: 'GrayText' },
      },
    },
  },
});

export const tabPanel = style({
  paddingBlock: vars.space.lg,
  outline: 'none',
  selectors: { '&[data-focus-visible]': insetRing },
});
