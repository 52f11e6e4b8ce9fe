import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Badge } from '../../src/ds/Badge/Badge';
import { CheckIcon, CloseIcon, WarningIcon } from '../../src/ds/icons';
import { Sample } from '../support/Sample';

const meta = {
  title: 'Design system/Badge',
  tags: ['primitive'],
  component: Badge,
  args: { tone: 'success', children: <Sample k="display:badge.active" /> },
  argTypes: {
    tone: {
      control: 'inline-radio',
      options: ['neutral', 'info', 'success', 'warning', 'critical'],
    },
    size: { control: 'inline-radio', options: ['sm', 'md'] },
    children: { control: false },
    icon: { control: false },
  },
} satisfies Meta<typeof Badge>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Example: Story = {};

const row = { display: 'flex', gap: 12, flexWrap: 'wrap', alignItems: 'center' } as const;

/** The status pills of the dashboard, one tone each. */
export const Tones: Story = {
  render: (args) => (
    <div style={row}>
      <Badge {...args} tone="success">
        <Sample k="display:badge.active" />
      </Badge>
      <Badge {...args} tone="critical">
        <Sample k="display:badge.cancelled" />
      </Badge>
      <Badge {...args} tone="neutral">
        <Sample k="display:badge.expired" />
      </Badge>
      <Badge {...args} tone="warning">
        <Sample k="display:badge.expiring" />
      </Badge>
      <Badge {...args} tone="info">
        <Sample k="display:badge.trial" />
      </Badge>
    </div>
  ),
  play: async ({ canvasElement }) => {
    // Status pills are plain text: nothing to tab to, nothing announced as a control.
    const canvas = within(canvasElement);
    await expect(canvas.queryAllByRole('button')).toHaveLength(0);
    await expect(canvasElement.textContent?.trim().length).toBeGreaterThan(0);
  },
};

export const WithDot: Story = {
  render: (args) => (
    <div style={row}>
      <Badge {...args} dot tone="success">
        <Sample k="display:badge.active" />
      </Badge>
      <Badge {...args} dot tone="critical">
        <Sample k="display:badge.cancelled" />
      </Badge>
      <Badge {...args} dot tone="neutral">
        <Sample k="display:badge.draft" />
      </Badge>
    </div>
  ),
};

export const WithIcon: Story = {
  render: (args) => (
    <div style={row}>
      <Badge {...args} tone="success" icon={<CheckIcon size="inherit" />}>
        <Sample k="display:badge.active" />
      </Badge>
      <Badge {...args} tone="critical" icon={<CloseIcon size="inherit" />}>
        <Sample k="display:badge.cancelled" />
      </Badge>
      <Badge {...args} tone="warning" icon={<WarningIcon size="inherit" />}>
        <Sample k="display:badge.expiring" />
      </Badge>
    </div>
  ),
};

export const Sizes: Story = {
  render: (args) => (
    <div style={row}>
      <Badge {...args} size="sm" />
      <Badge {...args} size="md" />
    </div>
  ),
};
