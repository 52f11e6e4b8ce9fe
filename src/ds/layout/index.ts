export { Box, type BoxElement, type BoxProps } from './Box';
export { Column, type ColumnProps, Columns, type ColumnsProps } from './Columns';
export { Inline, type InlineProps } from './Inline';
export type { Breakpoint, Responsive, Space } from './responsive';
export { Stack, type StackProps } from './Stack';
export { Tiles, type TilesProps } from './Tiles';
