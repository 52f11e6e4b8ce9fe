import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Tiles } from '../../src/ds/layout';
import { vars } from '../../src/theme/contract.css';
import { breakpoints } from '../../tokens/breakpoints';
import { blockRects, Placeholder, placeholders, tokenPx } from '../support/layout';
import { Sample } from '../support/Sample';

const spaces = ['none', 'xxs', 'xs', 'sm', 'md', 'lg', 'xl', 'xxl', 'gutter'] as const;

const meta = {
  title: 'Layout/Tiles',
  tags: ['primitive'],
  component: Tiles,
  args: { space: 'md', columns: 3, as: 'div', children: placeholders(6) },
  argTypes: {
    space: { control: 'select', options: spaces },
    columns: { control: 'inline-radio', options: [1, 2, 3, 4, 5, 6] },
    as: { control: 'inline-radio', options: ['div', 'ul', 'ol'] },
    children: { control: false },
  },
} satisfies Meta<typeof Tiles>;
export default meta;
type Story = StoryObj<typeof meta>;

const columnsOf = (rects: DOMRect[]) => new Set(rects.map((rect) => Math.round(rect.left))).size;

/** Equal tiles, three to a row, the spacing token across and down. */
export const Example: Story = {
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByText(/6/);
    const rects = blockRects(canvasElement);
    await expect(columnsOf(rects)).toBe(3);
    const [first, second, , fourth] = rects as [DOMRect, DOMRect, DOMRect, DOMRect];
    const gap = tokenPx(canvasElement, vars.space.md);
    await expect(second.left - first.right).toBeCloseTo(gap, 1);
    await expect(fourth.top - first.bottom).toBeCloseTo(gap, 1);
  },
};

/** Two tiles a row on a phone, four from desktop up; long words hyphenate inside a tile. */
export const ResponsiveColumns: Story = {
  args: {
    columns: { mobile: 2, desktop: 4 },
    children: [1, 2, 3, 4].map((n) => (
      <Placeholder key={n}>
        <Sample k="layout:longItem" />
      </Placeholder>
    )),
  },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findAllByText(/\w/);
    const rects = blockRects(canvasElement);
    await expect(columnsOf(rects)).toBe(window.innerWidth >= breakpoints.desktop ? 4 : 2);
    const tiles = canvasElement.firstElementChild as HTMLElement;
    await expect(tiles.scrollWidth).toBeLessThanOrEqual(tiles.clientWidth);
  },
};
