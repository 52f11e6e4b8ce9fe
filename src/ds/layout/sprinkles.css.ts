import { createVar, style, styleVariants } from '@vanilla-extract/css';
import { createSprinkles, defineProperties } from '@vanilla-extract/sprinkles';
import { mediaQuery } from '../../../tokens/breakpoints';
import { vars } from '../../theme/contract.css';

/** Mobile first: `mobile` is every width, the others start at their breakpoint. */
const responsiveProperties = defineProperties({
  conditions: {
    mobile: {},
    tablet: { '@media': mediaQuery.tablet },
    desktop: { '@media': mediaQuery.desktop },
    wide: { '@media': mediaQuery.wide },
  },
  defaultCondition: 'mobile',
  properties: {
    display: ['none', 'block', 'flex', 'grid'],
    flexDirection: ['row', 'column'],
    flexWrap: ['wrap', 'nowrap'],
    alignItems: ['stretch', 'flex-start', 'center', 'flex-end', 'baseline'],
    justifyContent: ['flex-start', 'center', 'flex-end', 'space-between'],
    gap: vars.space,
    paddingTop: vars.space,
    paddingBottom: vars.space,
    paddingInlineStart: vars.space,
    paddingInlineEnd: vars.space,
    gridTemplateColumns: {
      1: 'minmax(0, 1fr)',
      2: 'repeat(2, minmax(0, 1fr))',
      3: 'repeat(3, minmax(0, 1fr))',
      4: 'repeat(4, minmax(0, 1fr))',
      5: 'repeat(5, minmax(0, 1fr))',
      6: 'repeat(6, minmax(0, 1fr))',
    },
  },
  shorthands: {
    padding: ['paddingTop', 'paddingBottom', 'paddingInlineStart', 'paddingInlineEnd'],
    paddingX: ['paddingInlineStart', 'paddingInlineEnd'],
    paddingY: ['paddingTop', 'paddingBottom'],
  },
});

const surfaceProperties = defineProperties({
  properties: {
    background: {
      page: vars.color.surface.page,
      raised: vars.color.surface.raised,
      sunken: vars.color.surface.sunken,
      inverse: vars.color.surface.inverse,
    },
    color: {
      primary: vars.color.text.primary,
      secondary: vars.color.text.secondary,
      inverse: vars.color.text.inverse,
    },
    borderRadius: vars.radius,
    boxShadow: vars.elevation,
  },
});

/** Atomic classes for the layout primitives; screens use the components, not this. */
export const atoms = createSprinkles(responsiveProperties, surfaceProperties);
export type Atoms = Parameters<typeof atoms>[0];

/** Lists used as layout (`as="ul"`) lose their bullets and indents. */
export const listReset = style({ listStyle: 'none', margin: 0, padding: 0 });

/** Every primitive's element starts from a clean slate (no user-agent margins). */
export const base = style({ margin: 0, minWidth: 0 });

/** The gap of the enclosing `Columns`, so a fractional `Column` can leave room for it. */
export const columnsGap = createVar();

export const columnsGapValue = styleVariants(vars.space, (space) => ({
  vars: { [columnsGap]: space },
}));

const fractions = {
  '1/2': 1 / 2,
  '1/3': 1 / 3,
  '2/3': 2 / 3,
  '1/4': 1 / 4,
  '3/4': 3 / 4,
  '1/5': 1 / 5,
  '2/5': 2 / 5,
  '3/5': 3 / 5,
  '4/5': 4 / 5,
} as const;
export type ColumnFraction = keyof typeof fractions;

export type ColumnWidth = 'fill' | 'content' | ColumnFraction;

const columnFlex: Record<ColumnWidth, string> = {
  fill: '1 1 0',
  content: '0 0 auto',
  ...(Object.fromEntries(
    Object.entries(fractions).map(([name, fraction]) => [
      name,
      // The columns of a row share (100% + gap) exactly: each takes its fraction, less one gap.
      `0 0 calc(${fraction} * (100% + ${columnsGap}) - ${columnsGap})`,
    ]),
  ) as Record<ColumnFraction, string>),
};

function widthsFrom(media?: string): Record<ColumnWidth, string> {
  return Object.fromEntries(
    Object.entries(columnFlex).map(([name, flex]) => [
      name,
      style(media ? { '@media': { [media]: { flex } } } : { flex }),
    ]),
  ) as Record<ColumnWidth, string>;
}

/** Column widths by the breakpoint below which the columns stack (`none`: never). */
export const columnWidth = {
  none: widthsFrom(),
  tablet: widthsFrom(mediaQuery.tablet),
  desktop: widthsFrom(mediaQuery.desktop),
};
