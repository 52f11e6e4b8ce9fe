import { createContext, type ReactNode, useContext } from 'react';
import { renderBox } from './Box';
import type { Responsive, Space } from './responsive';
import { type ColumnWidth, columnsGapValue, columnWidth } from './sprinkles.css';

const alignItems = {
  top: 'flex-start',
  center: 'center',
  bottom: 'flex-end',
  stretch: 'stretch',
} as const;

type CollapseBelow = 'tablet' | 'desktop';

const CollapseContext = createContext<CollapseBelow | 'none'>('none');

export interface ColumnsProps {
  /** The gap between columns (and between the stacked columns when collapsed). */
  space: Space;
  /**
   * Below this breakpoint the columns stack, full width, in source order; from it upwards they
   * sit side by side.
   * @default undefined (always side by side)
   */
  collapseBelow?: CollapseBelow;
  /** Vertical alignment of columns of different heights, while side by side. @default 'top' */
  alignY?: keyof typeof alignItems;
  /** `Column` elements, in reading order. */
  children: ReactNode;
}

/**
 * Columns side by side, each `fill`ing an equal share, sized to its `content` or to a fraction.
 * With `collapseBelow` they stack on smaller screens, so a phone never scrolls sideways.
 */
export function Columns({ space, collapseBelow, alignY = 'top', children }: ColumnsProps) {
  const side = alignItems[alignY];
  const direction: Responsive<'row' | 'column'> = collapseBelow
    ? { mobile: 'column', [collapseBelow]: 'row' }
    : 'row';
  return (
    <CollapseContext value={collapseBelow ?? 'none'}>
      {renderBox(
        'div',
        {
          display: 'flex',
          flexDirection: direction,
          gap: space,
          // Stacked columns fill the width; alignY applies once they sit side by side.
          alignItems: collapseBelow ? { mobile: 'stretch', [collapseBelow]: side } : side,
        },
        { children },
        columnsGapValue[space],
      )}
    </CollapseContext>
  );
}

export interface ColumnProps {
  /**
   * `fill` shares the room left with the other `fill` columns, `content` is as wide as its
   * content, a fraction (`1/3`…) is that share of the row.
   * @default 'fill'
   */
  width?: ColumnWidth;
  /** The column's content. */
  children?: ReactNode;
}

/** One column of `Columns`. */
export function Column({ width = 'fill', children }: ColumnProps) {
  const collapse = useContext(CollapseContext);
  return renderBox('div', {}, { children }, columnWidth[collapse][width]);
}
