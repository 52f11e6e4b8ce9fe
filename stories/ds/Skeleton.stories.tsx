import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Card } from '../../src/ds/Card/Card';
import { Skeleton, SkeletonGroup } from '../../src/ds/Skeleton/Skeleton';
import { Sample } from '../support/Sample';

const meta = {
  title: 'Design system/Skeleton',
  tags: ['primitive'],
  component: Skeleton,
  args: { variant: 'text', lines: 1 },
  argTypes: {
    variant: { control: 'inline-radio', options: ['text', 'block', 'circle'] },
    lines: { control: { type: 'number', min: 1, max: 8 } },
  },
} satisfies Meta<typeof Skeleton>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Example: Story = {
  args: { lines: 3 },
  render: (args) => (
    <SkeletonGroup>
      <Skeleton {...args} />
    </SkeletonGroup>
  ),
};

export const Text: Story = {
  render: () => (
    <SkeletonGroup>
      <Skeleton width="40%" />
      <Skeleton lines={4} />
    </SkeletonGroup>
  ),
};

export const Block: Story = {
  render: () => (
    <SkeletonGroup>
      <Skeleton variant="block" />
      <Skeleton variant="block" width="50%" height="3rem" />
    </SkeletonGroup>
  ),
};

export const Circle: Story = {
  render: () => (
    <SkeletonGroup>
      <div style={{ display: 'flex', gap: 12 }}>
        <Skeleton variant="circle" />
        <Skeleton variant="circle" width="2rem" height="2rem" />
      </div>
    </SkeletonGroup>
  ),
};

/**
 * A loading card: the heading is real, the content is a skeleton. Screen readers hear one
 * translated "Loading…" and nothing of the hidden placeholders.
 */
export const LoadingCard: Story = {
  render: () => (
    <div style={{ maxWidth: 480 }}>
      <Card heading={<Sample k="display:skeleton.heading" />}>
        <SkeletonGroup>
          <div style={{ display: 'flex', gap: 12, alignItems: 'center' }}>
            <Skeleton variant="circle" />
            <div style={{ flex: 1 }}>
              <Skeleton width="60%" />
              <Skeleton width="35%" />
            </div>
          </div>
          <Skeleton lines={3} />
          <Skeleton variant="block" height="2.5rem" width="40%" />
        </SkeletonGroup>
      </Card>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const status = canvas.getByRole('status');
    await expect(status).toHaveTextContent(/\S/);
    await expect(status.closest('[aria-busy="true"]')).not.toBeNull();
    const placeholders = canvasElement.querySelectorAll('[aria-busy="true"] > span[aria-hidden]');
    await expect(placeholders.length).toBeGreaterThan(0);
  },
};
