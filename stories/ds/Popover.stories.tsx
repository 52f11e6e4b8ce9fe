import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../../src/ds/Button/Button';
import { InfoIcon } from '../../src/ds/icons';
import { Popover, PopoverDialog, PopoverTrigger } from '../../src/ds/Popover/Popover';
import { findOverlay } from '../support/findOverlay';
import { Sample } from '../support/Sample';

const meta = {
  title: 'Design system/Popover',
  tags: ['primitive'],
  component: Popover,
  args: { placement: 'bottom', showArrow: true, children: null },
  argTypes: {
    placement: {
      control: 'select',
      options: ['bottom', 'bottom start', 'top', 'top end', 'start', 'end'],
    },
    children: { control: false },
  },
  render: ({ children: _, isOpen: _isOpen, ...args }) => (
    <div style={{ paddingBlock: '10rem', display: 'flex', justifyContent: 'center' }}>
      <PopoverTrigger defaultOpen={args.defaultOpen}>
        <Button variant="secondary" icon={<InfoIcon />}>
          <Sample k="overlays:popover.trigger" />
        </Button>
        <Popover {...args}>
          <PopoverDialog title={<Sample k="overlays:popover.title" />}>
            <p style={{ margin: 0, maxWidth: '20rem' }}>
              <Sample k="overlays:popover.body" />
            </p>
          </PopoverDialog>
        </Popover>
      </PopoverTrigger>
    </div>
  ),
} satisfies Meta<typeof Popover>;
export default meta;
type Story = StoryObj<typeof meta>;

const findDialog = () => findOverlay(screen, 'dialog');
const closed = () => waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

export const Example: Story = {};

/** Shown open with its arrow, for review and screenshots. */
export const Open: Story = {
  args: { defaultOpen: true },
  play: async () => {
    const dialog = await findDialog();
    await expect(dialog).toBeVisible();
    await expect(dialog).toHaveAccessibleName();
  },
};

export const OpenAboveWithoutArrow: Story = {
  args: { defaultOpen: true, placement: 'top', showArrow: false },
  play: async () => {
    await expect(await findDialog()).toBeVisible();
  },
};

/** Keyboard: Enter opens it, focus moves in; Esc closes it and focus returns to the trigger. */
export const EscClosesAndRestoresFocus: Story = {
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button');
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    const dialog = await findDialog();
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard('{Escape}');
    await closed();
    await waitFor(() => expect(trigger).toHaveFocus());
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
  },
};

/** A click outside closes it. */
export const ClickOutsideCloses: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button'));
    await findDialog();
    await userEvent.click(document.body);
    await closed();
  },
};
