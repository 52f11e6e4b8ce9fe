import { style } from '@vanilla-extract/css';
import { focusRing } from '../../ds/styles/focus.css';
import { type } from '../../ds/styles/type.css';
import { vars } from '../../theme/contract.css';

/**
 * The categories and the search box on one row. The categories keep their width and the search
 * box gives way first (down to its minimum); only then do categories wrap onto a second row
 * (large text, text spacing), so nothing is ever drawn over another.
 */
export const nav = style({
  position: 'relative',
  zIndex: vars.zIndex.dropdown,
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.lg,
});

const searchMin = '12rem';

/** The categories: their own width, up to what the search box's minimum leaves them. */
export const barSlot = style({
  flex: '0 0 auto',
  minInlineSize: 0,
  maxInlineSize: `calc(100% - ${searchMin} - ${vars.space.lg})`,
});

/** The search box at the end of the row, narrower (down to its minimum) where room is short. */
export const searchSlot = style({
  flex: '0 1 20rem',
  minInlineSize: searchMin,
  marginInlineStart: 'auto',
});

/** The menu bar: categories side by side, wrapping onto a second line if they must. */
export const bar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'stretch',
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  selectors: { '&[data-extended]': { gap: vars.space.none } },
});

export const barEntry = style({ position: 'relative' });

export const trigger = style([
  type({ font: 'inherit', fontWeight: 'medium', lineHeight: 'tight' }),
  {
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space.xs,
    minHeight: vars.size.controlLg,
    paddingInline: vars.space.md,
    border: 'none',
    borderRadius: vars.radius.control,
    background: 'none',
    color: vars.color.text.primary,
    textDecoration: 'none',
    whiteSpace: 'nowrap',
    cursor: 'pointer',
    outline: 'none',
    // The current dropdown's category is underlined from inside, so the bar never moves.
    boxShadow: `inset 0 calc(${vars.borderWidth.thick} * -1) 0 transparent`,
    selectors: {
      '&:hover': { backgroundColor: vars.color.action.tertiary.bgHover },
      '&[aria-expanded="true"]': {
        color: vars.color.action.tertiary.text,
        boxShadow: `inset 0 calc(${vars.borderWidth.thick} * -1) 0 ${vars.color.action.primary.bg}`,
      },
      '&:focus-visible': { ...focusRing, outlineOffset: `calc(${vars.borderWidth.focus} * -1)` },
      // Extended (7 or more categories): tighter, so that the main brand's nine fit on one row
      // with the search box at 1280 px.
      [`${bar}[data-extended] &`]: { paddingInline: vars.space.xs },
    },
    '@media': {
      '(forced-colors: active)': {
        selectors: { '&[aria-expanded="true"]': { textDecoration: 'underline' } },
      },
    },
  },
]);

/** A category's size: the body size, the small one in an extended bar (with `trigger`). */
export const triggerSize = {
  regular: type({ fontSize: 'md' }),
  extended: type({ fontSize: 'sm' }),
};

export const chevron = style({
  display: 'inline-flex',
  transitionProperty: 'transform',
  transitionDuration: vars.motion.duration.fast,
  transitionTimingFunction: vars.motion.easing.standard,
  selectors: { [`${trigger}[aria-expanded="true"] &`]: { transform: 'rotate(180deg)' } },
});

/** A category's dropdown, under its category, kept inside the viewport by the component. */
export const dropdown = style({
  position: 'absolute',
  top: '100%',
  insetInlineStart: 0,
  zIndex: vars.zIndex.dropdown,
  display: 'flex',
  flexDirection: 'column',
  width: 'max-content',
  minWidth: `min(calc(100vw - ${vars.space.gutter} * 2), calc(${vars.size.controlLg} * 5))`,
  maxWidth: `min(calc(100vw - ${vars.space.gutter} * 2), calc(${vars.size.controlLg} * 8))`,
  margin: 0,
  padding: vars.space.xs,
  listStyle: 'none',
  backgroundColor: vars.color.surface.raised,
  border: `${vars.borderWidth.thin} solid ${vars.color.border.subtle}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.elevation.overlay,
  selectors: {
    // Extended navigation: two columns of documents, "view all" across both.
    '&[data-extended]': {
      display: 'grid',
      gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
      columnGap: vars.space.xs,
      minWidth: `min(calc(100vw - ${vars.space.gutter} * 2), calc(${vars.size.controlLg} * 10))`,
      maxWidth: `min(calc(100vw - ${vars.space.gutter} * 2), calc(${vars.size.controlLg} * 12))`,
    },
  },
});

export const dropdownEntry = style({ display: 'flex' });

export const viewAllEntry = style({
  display: 'flex',
  gridColumn: '1 / -1',
  marginTop: vars.space.xs,
  paddingTop: vars.space.xs,
  borderTop: `${vars.borderWidth.thin} solid ${vars.color.border.subtle}`,
});

const entry = {
  display: 'flex',
  alignItems: 'center',
  flex: 1,
  minHeight: vars.size.controlMd,
  paddingBlock: vars.space.xs,
  paddingInline: vars.space.md,
  border: 'none',
  borderRadius: vars.radius.sm,
  background: 'none',
  textAlign: 'start',
  textDecoration: 'none',
  overflowWrap: 'anywhere',
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&:hover, &:focus': { backgroundColor: vars.color.action.tertiary.bgHover },
    '&:active': { backgroundColor: vars.color.action.tertiary.bgPressed },
    '&:focus-visible': { ...focusRing, outlineOffset: `calc(${vars.borderWidth.focus} * -1)` },
  },
} as const;

const entryType = type({ font: 'inherit', fontSize: 'md', lineHeight: 'tight' });

export const item = style([entryType, { ...entry, color: vars.color.text.primary }]);

export const viewAll = style([
  entryType,
  type({ fontWeight: 'medium' }),
  {
    ...entry,
    color: vars.color.text.link,
    selectors: {
      ...entry.selectors,
      '&:hover': {
        backgroundColor: vars.color.action.tertiary.bgHover,
        color: vars.color.text.linkHover,
      },
    },
  },
]);

/**
 * A category placeholder's unit of width (a control's height), as its CSS value: the skeleton
 * reads this string, not the theme contract, which would bring the whole contract into the
 * page's JavaScript.
 */
export const placeholderUnit = vars.size.controlMd;

/** The loading bar is as tall as the loaded one, its placeholders centred in it. */
export const skeletonBar = style({
  display: 'grid',
  alignContent: 'center',
  minHeight: vars.size.controlLg,
});
