import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Badge } from '../../src/ds/Badge/Badge';
import { Button } from '../../src/ds/Button/Button';
import { Card } from '../../src/ds/Card/Card';
import { Sample } from '../support/Sample';

const body = (
  <>
    <p style={{ margin: 0 }}>
      <Sample k="display:card.body" />
    </p>
    <p style={{ margin: 0 }}>
      <Sample k="display:card.secondary" />
    </p>
  </>
);

const meta = {
  title: 'Design system/Card',
  tags: ['primitive'],
  component: Card,
  args: { heading: <Sample k="display:card.heading" />, children: body },
  argTypes: {
    variant: { control: 'inline-radio', options: ['elevated', 'outline', 'sunken'] },
    tone: {
      control: 'select',
      options: ['none', 'neutral', 'info', 'success', 'warning', 'critical'],
    },
    padding: { control: 'inline-radio', options: ['md', 'lg'] },
    heading: { control: false },
    footer: { control: false },
    children: { control: false },
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 960 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Card>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Example: Story = {
  args: {
    footer: (
      <>
        <Button variant="tertiary" size="sm">
          <Sample k="display:card.details" />
        </Button>
        <Button size="sm">
          <Sample k="display:card.manage" />
        </Button>
      </>
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 3 })).toBeInTheDocument();
    await expect(canvas.getAllByRole('button')).toHaveLength(2);
  },
};

export const Variants: Story = {
  render: (args) => (
    <div
      style={{
        display: 'grid',
        gap: 24,
        gridTemplateColumns: 'repeat(auto-fit, minmax(240px, 1fr))',
      }}
    >
      <Card {...args} variant="elevated" />
      <Card {...args} variant="outline" />
      <Card {...args} variant="sunken" />
    </div>
  ),
};

export const Tones: Story = {
  render: () => (
    <div
      style={{
        display: 'grid',
        gap: 16,
        gridTemplateColumns: 'repeat(auto-fit, minmax(240px, 1fr))',
      }}
    >
      {(['neutral', 'info', 'success', 'warning', 'critical'] as const).map((tone) => (
        <Card
          key={tone}
          tone={tone}
          variant="outline"
          heading={<Sample k="display:card.toneHeading" />}
        >
          <p style={{ margin: 0 }}>
            <Sample k="display:card.toneBody" />
          </p>
        </Card>
      ))}
    </div>
  ),
};

export const WithoutHeading: Story = {
  args: { heading: undefined, variant: 'outline', padding: 'md' },
  render: (args) => (
    <Card {...args}>
      <strong>
        <Sample k="display:card.outlineHeading" />
      </strong>
      <span>
        <Sample k="display:card.outlineBody" />
      </span>
    </Card>
  ),
};

/** A subscription summary as the dashboard shows it: heading, status, body and actions. */
export const SubscriptionSummary: Story = {
  args: {
    headingLevel: 2,
    footer: (
      <Button variant="secondary" size="sm">
        <Sample k="display:card.manage" />
      </Button>
    ),
  },
  render: (args) => (
    <div style={{ maxWidth: 420 }}>
      <Card {...args}>
        <div>
          <Badge tone="success" dot>
            <Sample k="display:badge.active" />
          </Badge>
        </div>
        {body}
      </Card>
    </div>
  ),
};
