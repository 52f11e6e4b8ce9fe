import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Stack } from '../../src/ds/layout';
import { Text } from '../../src/ds/Text/Text';
import { Sample } from '../support/Sample';

const meta = {
  title: 'Design system/Text',
  tags: ['primitive'],
  component: Text,
  args: { children: <Sample k="display:type.body" /> },
  argTypes: {
    size: {
      control: 'inline-radio',
      options: ['xsmall', 'small', 'standard', 'headline', 'figure'],
    },
    tone: {
      control: 'inline-radio',
      options: ['primary', 'secondary', 'critical', 'success'],
    },
    weight: { control: 'inline-radio', options: ['regular', 'medium', 'strong'] },
    as: { control: 'select', options: ['p', 'span', 'div', 'li', 'dt', 'dd', 'strong'] },
    children: { control: false },
  },
} satisfies Meta<typeof Text>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Example: Story = {};

/** The type scale of running text: body copy, details, fine print and a figure. */
export const Sizes: Story = {
  render: () => (
    <Stack space="md">
      <Text size="figure">
        <Sample k="display:type.figure" />
      </Text>
      <Text>
        <Sample k="display:type.body" />
      </Text>
      <Text size="small" tone="secondary">
        <Sample k="display:type.small" />
      </Text>
      <Text size="xsmall" tone="secondary">
        <Sample k="display:type.xsmall" />
      </Text>
    </Stack>
  ),
  play: async ({ canvasElement }) => {
    // Each size is its own step of the brand's scale, largest first.
    const sizes = [...canvasElement.querySelectorAll('p')].map((p) =>
      Number.parseFloat(getComputedStyle(p).fontSize),
    );
    await expect(sizes).toHaveLength(4);
    await expect([...sizes].sort((a, b) => b - a)).toEqual(sizes);
    await expect(new Set(sizes).size).toBe(4);
  },
};

/**
 * A short claim that reads at a glance, beside body copy: the heading face and weight at the
 * body size (the overview's "Over 3400 5-star reviews").
 */
export const Headline: Story = {
  render: () => (
    <Stack space="sm">
      <Text size="headline">
        <Sample k="display:type.headline" />
      </Text>
      <Text>
        <Sample k="display:type.body" />
      </Text>
    </Stack>
  ),
  play: async ({ canvasElement }) => {
    const [headline, body] = [...canvasElement.querySelectorAll('p')].map((p) =>
      getComputedStyle(p),
    );
    await expect(headline?.fontSize).toBe(body?.fontSize);
    await expect(Number(headline?.fontWeight)).toBeGreaterThan(Number(body?.fontWeight));
    // The heading face: the theme's, as a heading element draws it.
    const heading = document.createElement('h2');
    canvasElement.append(heading);
    const headingFace = getComputedStyle(heading).fontFamily;
    heading.remove();
    await expect(headline?.fontFamily).toBe(headingFace);
  },
};

/** Tones say what happened; the words say it too (colour is never the only signal). */
export const Tones: Story = {
  render: () => (
    <Stack space="sm">
      <Text>
        <Sample k="display:type.body" />
      </Text>
      <Text tone="secondary">
        <Sample k="display:type.small" />
      </Text>
      <Text tone="critical" weight="medium">
        <Sample k="display:type.critical" />
      </Text>
      <Text tone="success" weight="medium">
        <Sample k="display:type.success" />
      </Text>
    </Stack>
  ),
};

export const Weights: Story = {
  render: () => (
    <Stack space="sm">
      <Text weight="regular">
        <Sample k="display:type.item" />
      </Text>
      <Text weight="medium">
        <Sample k="display:type.item" />
      </Text>
      <Text weight="strong">
        <Sample k="display:type.item" />
      </Text>
    </Stack>
  ),
};
