import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Column, Columns } from '../../src/ds/layout';
import { vars } from '../../src/theme/contract.css';
import { breakpoints } from '../../tokens/breakpoints';
import { blockRects, Placeholder, tokenPx } from '../support/layout';
import { Sample } from '../support/Sample';

const spaces = ['none', 'xxs', 'xs', 'sm', 'md', 'lg', 'xl', 'xxl', 'gutter'] as const;

const meta = {
  title: 'Layout/Columns',
  tags: ['primitive'],
  component: Columns,
  args: {
    space: 'lg',
    alignY: 'top',
    children: [1, 2, 3].map((n) => (
      <Column key={n}>
        <Placeholder n={n} />
      </Column>
    )),
  },
  argTypes: {
    space: { control: 'select', options: spaces },
    collapseBelow: { control: 'inline-radio', options: [undefined, 'tablet', 'desktop'] },
    alignY: { control: 'inline-radio', options: ['top', 'center', 'bottom', 'stretch'] },
    children: { control: false },
  },
} satisfies Meta<typeof Columns>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Equal columns, the spacing token between them, whatever the screen. */
export const Example: Story = {
  play: async ({ canvasElement, args }) => {
    await within(canvasElement).findByText(/3/);
    const [first, second, third] = blockRects(canvasElement) as [DOMRect, DOMRect, DOMRect];
    const gap = tokenPx(canvasElement, vars.space[args.space as 'lg']);
    await expect(second.left - first.right).toBeCloseTo(gap, 1);
    await expect(third.left - second.right).toBeCloseTo(gap, 1);
    await expect(first.width).toBeCloseTo(second.width, 1);
    await expect(second.top).toBeCloseTo(first.top, 1);
  },
};

/**
 * `collapseBelow="tablet"`: stacked, full width and in source order on a phone; side by side
 * (a third and two thirds) from tablet up.
 */
export const CollapseOnMobile: Story = {
  args: {
    space: 'lg',
    collapseBelow: 'tablet',
    children: [
      <Column key="side" width="1/3">
        <Placeholder>
          <Sample k="layout:sidebar" />
        </Placeholder>
      </Column>,
      <Column key="main">
        <Placeholder>
          <Sample k="layout:main" />
        </Placeholder>
      </Column>,
    ],
  },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findAllByText(/\w/);
    const columns = canvasElement.firstElementChild?.getBoundingClientRect() as DOMRect;
    const [side, main] = blockRects(canvasElement) as [DOMRect, DOMRect];
    const gap = tokenPx(canvasElement, vars.space.lg);
    if (window.innerWidth < breakpoints.tablet) {
      await expect(main.top - side.bottom).toBeCloseTo(gap, 1);
      await expect(side.width).toBeCloseTo(columns.width, 1);
      await expect(main.width).toBeCloseTo(columns.width, 1);
    } else {
      await expect(main.top).toBeCloseTo(side.top, 1);
      await expect(main.left - side.right).toBeCloseTo(gap, 1);
      await expect(side.width).toBeCloseTo((columns.width + gap) / 3 - gap, 0);
      await expect(main.width).toBeCloseTo(columns.width - gap - side.width, 0);
    }
  },
};

/** A column sized to its content beside one that fills the rest. */
export const ContentWidth: Story = {
  args: {
    space: 'md',
    alignY: 'center',
    children: [
      <Column key="content" width="content">
        <Placeholder n={1} />
      </Column>,
      <Column key="fill">
        <Placeholder>
          <Sample k="layout:note" />
        </Placeholder>
      </Column>,
    ],
  },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByText(/1/);
    const columns = canvasElement.firstElementChild?.getBoundingClientRect() as DOMRect;
    const [content, fill] = blockRects(canvasElement) as [DOMRect, DOMRect];
    await expect(content.width).toBeLessThan(fill.width);
    await expect(fill.right).toBeCloseTo(columns.right, 1);
  },
};
