import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Heading } from '../../src/ds/Heading/Heading';
import { Stack } from '../../src/ds/layout';
import { Sample } from '../support/Sample';

const meta = {
  title: 'Design system/Heading',
  tags: ['primitive'],
  component: Heading,
  args: { level: 2, size: 'page', children: <Sample k="display:type.page" /> },
  argTypes: {
    level: { control: 'inline-radio', options: [1, 2, 3, 4, 5, 6] },
    size: { control: 'inline-radio', options: ['page', 'section', 'subsection', 'item'] },
    children: { control: false },
  },
} satisfies Meta<typeof Heading>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Example: Story = {};

/**
 * The four sizes as a dashboard screen uses them: its title (h2 under the layout's h1), a
 * section, a part of it and an item. The level follows the outline, the size the design.
 */
export const Sizes: Story = {
  render: () => (
    <Stack space="lg">
      <Heading level={2} size="page">
        <Sample k="display:type.page" />
      </Heading>
      <Heading level={3} size="section">
        <Sample k="display:type.section" />
      </Heading>
      <Heading level={4} size="subsection">
        <Sample k="display:type.subsection" />
      </Heading>
      <Heading level={5} size="item">
        <Sample k="display:type.item" />
      </Heading>
    </Stack>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const headings = [2, 3, 4, 5].map((level) => canvas.getByRole('heading', { level }));
    const sizes = headings.map((heading) => Number.parseFloat(getComputedStyle(heading).fontSize));
    await expect([...sizes].sort((a, b) => b - a)).toEqual(sizes);
    await expect(new Set(sizes).size).toBe(4);
  },
};

/** A small heading high in the outline above a large one under it: level and size apart. */
export const LevelIsNotSize: Story = {
  render: () => (
    <Stack space="md">
      <Heading level={2} size="item">
        <Sample k="display:type.item" />
      </Heading>
      <Heading level={3} size="section">
        <Sample k="display:type.section" />
      </Heading>
    </Stack>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const high = canvas.getByRole('heading', { level: 2 });
    const under = canvas.getByRole('heading', { level: 3 });
    await expect(Number.parseFloat(getComputedStyle(under).fontSize)).toBeGreaterThan(
      Number.parseFloat(getComputedStyle(high).fontSize),
    );
  },
};
