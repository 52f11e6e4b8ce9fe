import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Box } from '../../src/ds/layout';
import { vars } from '../../src/theme/contract.css';
import { breakpoints } from '../../tokens/breakpoints';
import { tokenPx } from '../support/layout';
import { Sample } from '../support/Sample';

const spaces = ['none', 'xxs', 'xs', 'sm', 'md', 'lg', 'xl', 'xxl', 'gutter'] as const;

const meta = {
  title: 'Layout/Box',
  tags: ['primitive'],
  component: Box,
  args: {
    as: 'section',
    padding: 'lg',
    background: 'sunken',
    borderRadius: 'card',
    children: <Sample k="layout:note" />,
  },
  argTypes: {
    as: { control: 'select', options: ['div', 'section', 'article', 'aside', 'header', 'footer'] },
    padding: { control: 'select', options: spaces },
    paddingX: { control: 'select', options: [undefined, ...spaces] },
    paddingY: { control: 'select', options: [undefined, ...spaces] },
    background: {
      control: 'inline-radio',
      options: [undefined, 'page', 'raised', 'sunken', 'inverse'],
    },
    color: { control: 'inline-radio', options: [undefined, 'primary', 'secondary', 'inverse'] },
    borderRadius: { control: 'select', options: [undefined, 'none', 'sm', 'md', 'lg', 'card'] },
    boxShadow: { control: 'select', options: [undefined, 'flat', 'raised', 'overlay', 'modal'] },
    children: { control: false },
  },
} satisfies Meta<typeof Box>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Padding is the spacing token on every side. */
export const Example: Story = {
  play: async ({ canvasElement }) => {
    await within(canvasElement).findAllByText(/\w/);
    const box = canvasElement.querySelector('section') as HTMLElement;
    const style = getComputedStyle(box);
    const lg = tokenPx(canvasElement, vars.space.lg);
    await expect(Number.parseFloat(style.paddingTop)).toBeCloseTo(lg, 1);
    await expect(Number.parseFloat(style.paddingInlineStart)).toBeCloseTo(lg, 1);
  },
};

/** Responsive padding on an inverse surface: `md` on a phone, `xxl` from tablet up. */
export const ResponsivePadding: Story = {
  args: {
    padding: { mobile: 'md', tablet: 'xxl' },
    background: 'inverse',
    color: 'inverse',
    boxShadow: 'overlay',
  },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findAllByText(/\w/);
    const box = canvasElement.querySelector('section') as HTMLElement;
    const expected = window.innerWidth >= breakpoints.tablet ? vars.space.xxl : vars.space.md;
    await expect(Number.parseFloat(getComputedStyle(box).paddingTop)).toBeCloseTo(
      tokenPx(canvasElement, expected),
      1,
    );
  },
};
