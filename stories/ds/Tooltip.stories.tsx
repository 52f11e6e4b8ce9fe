import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../../src/ds/Button/Button';
import { DocumentIcon, HelpIcon } from '../../src/ds/icons';
import { Tooltip, TooltipTrigger } from '../../src/ds/Tooltip/Tooltip';
import { Sample, useSample } from '../support/Sample';

function HelpButton() {
  const sample = useSample();
  return (
    <Button variant="tertiary" size="sm" aria-label={sample('overlays:tooltip.help')}>
      <HelpIcon />
    </Button>
  );
}

const meta = {
  title: 'Design system/Tooltip',
  tags: ['primitive'],
  component: TooltipTrigger,
  args: { delay: 600, closeDelay: 300, children: null },
  argTypes: { children: { control: false } },
  render: ({ children: _, ...args }) => (
    <div style={{ paddingTop: '4rem', display: 'flex', justifyContent: 'center' }}>
      <TooltipTrigger {...args}>
        <HelpButton />
        <Tooltip>
          <Sample k="overlays:tooltip.helpText" />
        </Tooltip>
      </TooltipTrigger>
    </div>
  ),
} satisfies Meta<typeof TooltipTrigger>;
export default meta;
type Story = StoryObj<typeof meta>;

const tooltip = () => screen.queryByRole('tooltip');

export const Example: Story = {};

/** Shown open, for review and screenshots. */
export const Open: Story = {
  args: { defaultOpen: true },
  play: async ({ canvasElement }) => {
    const tip = await screen.findByRole('tooltip');
    await expect(tip).toBeVisible();
    await expect(within(canvasElement).getByRole('button')).toHaveAttribute(
      'aria-describedby',
      tip.id,
    );
  },
};

/** Keyboard focus shows the tooltip at once; Esc hides it and focus stays on the trigger. */
export const KeyboardFocusShowsEscHides: Story = {
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button');
    await expect(tooltip()).not.toBeInTheDocument();
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    const tip = await screen.findByRole('tooltip');
    await expect(trigger).toHaveAttribute('aria-describedby', tip.id);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(tooltip()).not.toBeInTheDocument());
    await expect(trigger).toHaveFocus();
  },
};

/** Moving focus away hides it. */
export const BlurHides: Story = {
  play: async () => {
    await userEvent.tab();
    await screen.findByRole('tooltip');
    await userEvent.tab({ shift: true });
    await waitFor(() => expect(tooltip()).not.toBeInTheDocument());
  },
};

/** Placements, with and without the arrow. */
export const Placements: Story = {
  render: () => (
    <div
      style={{
        display: 'grid',
        gridTemplateColumns: 'repeat(2, max-content)',
        gap: '6rem 10rem',
        padding: '4rem 8rem',
        justifyContent: 'center',
      }}
    >
      {(['top', 'bottom', 'start', 'end'] as const).map((placement) => (
        <TooltipTrigger key={placement} defaultOpen>
          <HelpButton />
          <Tooltip placement={placement} showArrow={placement !== 'end'}>
            <Sample k="overlays:tooltip.copy" />
          </Tooltip>
        </TooltipTrigger>
      ))}
    </div>
  ),
  play: async () => {
    await waitFor(() => expect(screen.getAllByRole('tooltip')).toHaveLength(4));
  },
};

/** A labelled button with a longer description as its tooltip. */
export const OnLabelledButton: Story = {
  render: (args) => (
    <TooltipTrigger {...args}>
      <Button variant="secondary" icon={<DocumentIcon />}>
        <Sample k="overlays:tooltip.copy" />
      </Button>
      <Tooltip placement="bottom">
        <Sample k="overlays:tooltip.copyText" />
      </Tooltip>
    </TooltipTrigger>
  ),
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    const tip = await screen.findByRole('tooltip');
    await expect(within(canvasElement).getByRole('button')).toHaveAccessibleDescription(
      tip.textContent ?? '',
    );
  },
};
