import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Box, Inline } from '../../src/ds/layout';
import { vars } from '../../src/theme/contract.css';
import { blockRects, placeholders, tokenPx } from '../support/layout';

const spaces = ['none', 'xxs', 'xs', 'sm', 'md', 'lg', 'xl', 'xxl', 'gutter'] as const;

const meta = {
  title: 'Layout/Inline',
  tags: ['primitive'],
  component: Inline,
  args: { space: 'sm', align: 'start', alignY: 'center', as: 'div', children: placeholders(4) },
  argTypes: {
    space: { control: 'select', options: spaces },
    align: { control: 'inline-radio', options: ['start', 'center', 'end', 'spaceBetween'] },
    alignY: { control: 'inline-radio', options: ['top', 'center', 'bottom', 'baseline'] },
    as: { control: 'inline-radio', options: ['div', 'span', 'ul', 'ol'] },
    children: { control: false },
  },
} satisfies Meta<typeof Inline>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Side by side on one line, the spacing token between them. */
export const Example: Story = {
  play: async ({ canvasElement, args }) => {
    await within(canvasElement).findByText(/1/);
    const [first, second] = blockRects(canvasElement) as [DOMRect, DOMRect];
    await expect(second.top).toBeCloseTo(first.top, 1);
    await expect(second.left - first.right).toBeCloseTo(
      tokenPx(canvasElement, vars.space[args.space as 'sm']),
      1,
    );
  },
};

/** More than fits on a line wraps, with the same gap between lines as between items. */
export const Wrapping: Story = {
  args: { space: 'md', children: placeholders(12) },
  render: (args) => (
    <Box paddingX="none">
      <div style={{ maxWidth: '16rem' }}>
        <Inline {...args} />
      </div>
    </Box>
  ),
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByText(/12/);
    const rects = blockRects(canvasElement);
    const rows = [...new Set(rects.map((rect) => Math.round(rect.top)))];
    await expect(rows.length).toBeGreaterThan(1);
    const gap = tokenPx(canvasElement, vars.space.md);
    const [first] = rects as [DOMRect];
    const secondRow = rects.find((rect) => rect.top > first.bottom) as DOMRect;
    await expect(secondRow.top - first.bottom).toBeCloseTo(gap, 1);
    // Nothing spills out of the 16rem container.
    const container = canvasElement.querySelector('div > div') as HTMLElement;
    await expect(container.scrollWidth).toBeLessThanOrEqual(container.clientWidth);
  },
};

/** `align="end"`: the line sits at the end (the right in left-to-right languages). */
export const AlignEnd: Story = {
  args: { align: 'end' },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByText(/4/);
    const inline = canvasElement.firstElementChild?.getBoundingClientRect() as DOMRect;
    const last = blockRects(canvasElement).at(-1) as DOMRect;
    await expect(last.right).toBeCloseTo(inline.right, 1);
  },
};
