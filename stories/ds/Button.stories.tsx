import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../../src/ds/Button/Button';
import { ChevronDownIcon, DownloadIcon } from '../../src/ds/icons';
import { expectSpinner } from '../support/expectSpinner';
import { Sample } from '../support/Sample';

const meta = {
  title: 'Design system/Button',
  tags: ['primitive'],
  component: Button,
  args: { children: <Sample k="sample:continue" />, onPress: fn() },
  argTypes: {
    variant: { control: 'inline-radio', options: ['primary', 'secondary', 'tertiary', 'critical'] },
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] },
    children: { control: false },
  },
} satisfies Meta<typeof Button>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Example: Story = {};

export const Variants: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 12, flexWrap: 'wrap' }}>
      <Button {...args} variant="primary">
        <Sample k="sample:primary" />
      </Button>
      <Button {...args} variant="secondary">
        <Sample k="sample:secondary" />
      </Button>
      <Button {...args} variant="tertiary">
        <Sample k="sample:tertiary" />
      </Button>
      <Button {...args} variant="critical">
        <Sample k="sample:delete" />
      </Button>
    </div>
  ),
};

export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 12, alignItems: 'center' }}>
      <Button {...args} size="sm" />
      <Button {...args} size="md" />
      <Button {...args} size="lg" />
    </div>
  ),
};

/** `icon` leads the label; `endIcon` follows it (a menu trigger's chevron). */
export const Icons: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 12, flexWrap: 'wrap' }}>
      <Button {...args} icon={<DownloadIcon />} />
      <Button {...args} variant="secondary" endIcon={<ChevronDownIcon />} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const [leading, trailing] = within(canvasElement).getAllByRole('button') as HTMLElement[];
    await expect(leading?.firstElementChild?.tagName).toBe('svg');
    await expect(trailing?.lastElementChild?.tagName).toBe('svg');
    const chevron = trailing?.lastElementChild as Element;
    const label = document.createRange();
    label.selectNodeContents(trailing as HTMLElement);
    label.setEndBefore(chevron);
    await expect(chevron.getBoundingClientRect().left).toBeGreaterThanOrEqual(
      label.getBoundingClientRect().right,
    );
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ args, canvasElement }) => {
    const button = within(canvasElement).getByRole('button');
    await userEvent.click(button);
    await expect(args.onPress).not.toHaveBeenCalled();
    await expect(button).toBeDisabled();
  },
};

/** Keyboard: Tab reaches the button; Enter and Space press it. */
export const PressWithKeyboard: Story = {
  play: async ({ args, canvasElement }) => {
    const button = within(canvasElement).getByRole('button');
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    await expect(args.onPress).toHaveBeenCalledTimes(2);
  },
};

/**
 * While pending the button keeps its name and size, shows a named spinner (react-aria
 * announces the change to a focused button) and ignores presses.
 */
export const Pending: Story = {
  args: { isPending: true },
  render: (args) => (
    <div style={{ display: 'flex', gap: 12, flexWrap: 'wrap', alignItems: 'center' }}>
      <Button {...args} size="sm" variant="secondary" />
      <Button {...args} />
      <Button {...args} size="lg" variant="critical" />
    </div>
  ),
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const buttons = canvas.getAllByRole('button');
    await userEvent.click(buttons[1] as HTMLElement);
    await expect(args.onPress).not.toHaveBeenCalled();
    const spinners = canvas.getAllByRole('progressbar');
    await expect(spinners).toHaveLength(3);
    for (const [index, spinner] of spinners.entries()) {
      await expectSpinner(spinner);
      const button = buttons[index] as HTMLElement;
      await expect(button).toHaveAttribute('aria-disabled', 'true');
      await expect(button).toContainElement(spinner);
      // Keeps its own name: the label is still there beside the spinner.
      await expect(button).toHaveAccessibleName(new RegExp(button.textContent?.trim() ?? ''));
    }
  },
};
