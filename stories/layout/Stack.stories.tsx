import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Stack } from '../../src/ds/layout';
import { vars } from '../../src/theme/contract.css';
import { breakpoints } from '../../tokens/breakpoints';
import { blockRects, placeholders, tokenPx } from '../support/layout';

const spaces = ['none', 'xxs', 'xs', 'sm', 'md', 'lg', 'xl', 'xxl', 'gutter'] as const;

const meta = {
  title: 'Layout/Stack',
  tags: ['primitive'],
  component: Stack,
  args: { space: 'lg', align: 'stretch', as: 'div', children: placeholders(3) },
  argTypes: {
    space: { control: 'select', options: spaces },
    align: { control: 'inline-radio', options: ['stretch', 'start', 'center', 'end'] },
    as: { control: 'inline-radio', options: ['div', 'section', 'ul', 'ol'] },
    children: { control: false },
  },
} satisfies Meta<typeof Stack>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The gap between children is the spacing token, measured on the page. */
export const Example: Story = {
  play: async ({ canvasElement, args }) => {
    await within(canvasElement).findByText(/1/);
    const [first, second, third] = blockRects(canvasElement) as [DOMRect, DOMRect, DOMRect];
    const gap = tokenPx(canvasElement, vars.space[args.space as 'lg']);
    await expect(gap).toBeGreaterThan(0);
    await expect(second.top - first.bottom).toBeCloseTo(gap, 1);
    await expect(third.top - second.bottom).toBeCloseTo(gap, 1);
    // Stretched children are as wide as the stack.
    await expect(first.width).toBeCloseTo(
      canvasElement.firstElementChild?.getBoundingClientRect().width ?? 0,
      1,
    );
  },
};

/** `space` per breakpoint: `sm` on a phone, `xl` from tablet up. */
export const ResponsiveSpace: Story = {
  args: { space: { mobile: 'sm', tablet: 'xl' } },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByText(/1/);
    const [first, second] = blockRects(canvasElement) as [DOMRect, DOMRect];
    const expected = window.innerWidth >= breakpoints.tablet ? vars.space.xl : vars.space.sm;
    await expect(second.top - first.bottom).toBeCloseTo(tokenPx(canvasElement, expected), 1);
  },
};

/** `align="center"`: children keep their width and are centred. */
export const AlignCenter: Story = {
  args: { align: 'center' },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByText(/1/);
    const stack = canvasElement.firstElementChild?.getBoundingClientRect() as DOMRect;
    const [first] = blockRects(canvasElement) as [DOMRect];
    await expect(first.width).toBeLessThan(stack.width);
    await expect(first.left - stack.left).toBeCloseTo(stack.right - first.right, 0);
  },
};

/** As a list: a `ul` whose children are list items, without bullets. */
export const AsList: Story = {
  args: { as: 'ul' },
  play: async ({ canvasElement }) => {
    const list = await within(canvasElement).findByRole('list');
    await expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    await expect(getComputedStyle(list).listStyleType).toBe('none');
  },
};
