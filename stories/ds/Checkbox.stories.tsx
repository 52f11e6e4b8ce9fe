import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Checkbox, type CheckboxProps } from '../../src/ds/Checkbox/Checkbox';
import { Sample } from '../support/Sample';
import { SubmitForm } from '../support/SubmitForm';

type Args = CheckboxProps & { onSubmit: () => void };

const meta = {
  title: 'Design system/Checkbox',
  tags: ['primitive'],
  component: Checkbox,
  args: {
    children: <Sample k="forms:terms.label" />,
    name: 'terms',
    onChange: fn(),
    onSubmit: fn(),
  },
  argTypes: {
    children: { control: false },
    description: { control: false },
    errorMessage: { control: false },
  },
  render: ({ onSubmit, ...args }) => (
    <SubmitForm width={420} onSubmit={onSubmit}>
      <Checkbox {...args} />
    </SubmitForm>
  ),
} satisfies Meta<Args>;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The visible box of the first checkbox: square, with corners of 4px at most in every brand
 * so it never reads as a radio button.
 */
async function expectSquareBox(canvasElement: HTMLElement) {
  const box = canvasElement.querySelector<HTMLElement>('label > span[aria-hidden="true"]');
  if (!box) throw new Error('checkbox box missing');
  const { width, height } = box.getBoundingClientRect();
  await expect(width).toBeGreaterThan(0);
  await expect(Math.abs(width - height)).toBeLessThan(1);
  const radius = Number.parseFloat(getComputedStyle(box).borderTopLeftRadius);
  await expect(radius).toBeLessThanOrEqual(4);
  await expect(radius).toBeLessThan(width / 4);
}

/** Space toggles the focused checkbox on and off. */
export const Example: Story = {
  play: async ({ args, canvasElement }) => {
    await expectSquareBox(canvasElement);
    const checkbox = within(canvasElement).getByRole('checkbox');
    await userEvent.tab();
    await expect(checkbox).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(checkbox).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith(true);
    await userEvent.keyboard(' ');
    await expect(checkbox).not.toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith(false);
  },
};

export const WithDescription: Story = {
  args: { description: <Sample k="forms:terms.description" /> },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('checkbox')).toHaveAccessibleDescription(/\S/);
  },
};

export const Invalid: Story = {
  args: { isInvalid: true, errorMessage: <Sample k="forms:terms.error" /> },
  play: async ({ canvasElement }) => {
    const checkbox = within(canvasElement).getByRole('checkbox');
    await expect(checkbox).toBeInvalid();
    await expect(checkbox).toHaveAccessibleDescription(/\S/);
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvasElement }) => {
    const checkbox = within(canvasElement).getByRole('checkbox');
    await userEvent.click(checkbox);
    await expect(checkbox).not.toBeChecked();
    await expect(checkbox).toBeDisabled();
  },
};

/** Submitting without ticking a required checkbox shows the error; ticking it lets the form submit. */
export const Required: Story = {
  args: { isRequired: true, errorMessage: <Sample k="forms:terms.error" /> },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const checkbox = canvas.getByRole('checkbox');
    await userEvent.click(canvas.getByRole('button'));
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await expect(checkbox).toBeInvalid();
    await expect(checkbox).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(checkbox).toBeChecked();
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
  },
};

export const ReadOnly: Story = {
  args: { isReadOnly: true, defaultSelected: true },
  play: async ({ canvasElement }) => {
    const checkbox = within(canvasElement).getByRole('checkbox');
    await userEvent.click(checkbox);
    await expect(checkbox).toBeChecked();
  },
};

/** A parent of partly selected items shows a dash; pressing it selects. */
export const Indeterminate: Story = {
  args: { isIndeterminate: true, children: <Sample k="forms:selectAll" />, name: 'all' },
  play: async ({ canvasElement }) => {
    const checkbox = within(canvasElement).getByRole('checkbox');
    await expect(checkbox).toBePartiallyChecked();
  },
};
