import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Card } from '../../src/ds/Card/Card';
import { LoadingBar, ProgressBar } from '../../src/ds/ProgressBar/ProgressBar';
import { Sample, useSample } from '../support/Sample';

const meta = {
  title: 'Design system/ProgressBar',
  tags: ['primitive'],
  component: ProgressBar,
  args: { label: <Sample k="display:progress.upload" />, value: 40 },
  argTypes: { label: { control: false } },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 420 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ProgressBar>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Example: Story = {
  play: async ({ canvasElement }) => {
    const bar = within(canvasElement).getByRole('progressbar');
    await expect(bar).toHaveAttribute('aria-valuenow', '40');
    await expect(bar).toHaveAccessibleName(/\S/);
  },
};

export const Values: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 24 }}>
      <ProgressBar {...args} value={0} />
      <ProgressBar {...args} value={65} />
      <ProgressBar {...args} value={100} />
    </div>
  ),
};

/** A value label in words, for progress counted in steps rather than percent. */
export const StepsValueLabel: Story = {
  render: function Render(args) {
    const sample = useSample();
    return (
      <ProgressBar
        {...args}
        label={<Sample k="display:progress.profile" />}
        value={3}
        maxValue={5}
        valueLabel={sample('display:progress.steps', { done: 3, total: 5 })}
      />
    );
  },
  play: async ({ canvasElement }) => {
    const bar = within(canvasElement).getByRole('progressbar');
    await expect(bar).toHaveAttribute('aria-valuemax', '5');
    await expect(bar.getAttribute('aria-valuetext')).toMatch(/3/);
  },
};

export const WithoutValueLabel: Story = {
  args: { showValueLabel: false, value: 70 },
};

/** The end is unknown: a segment travels along the track (it rests centred under reduced motion). */
export const Indeterminate: Story = {
  args: { isIndeterminate: true },
  play: async ({ canvasElement }) => {
    const bar = within(canvasElement).getByRole('progressbar');
    await expect(bar).not.toHaveAttribute('aria-valuenow');
  },
};

/** The thin bar over the top edge of a region whose content is loading (a policy page). */
export const LoadingBarInRegion: Story = {
  render: function Render() {
    return (
      <div style={{ position: 'relative' }}>
        <LoadingBar />
        <Card variant="outline" heading={<Sample k="display:progress.policy" />} headingLevel={2}>
          <p style={{ margin: 0 }}>
            <Sample k="display:progress.policyBody" />
          </p>
        </Card>
      </div>
    );
  },
  play: async ({ canvasElement }) => {
    const bar = within(canvasElement).getByRole('progressbar');
    await expect(bar).toHaveAccessibleName(/\S/);
    await expect(bar).not.toHaveAttribute('aria-valuenow');
  },
};
