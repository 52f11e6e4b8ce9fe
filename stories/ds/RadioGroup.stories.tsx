import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Radio, RadioGroup, type RadioGroupProps } from '../../src/ds/RadioGroup/RadioGroup';
import { Sample } from '../support/Sample';
import { SubmitForm } from '../support/SubmitForm';

type Args = RadioGroupProps & { onSubmit: () => void };

const meta = {
  title: 'Design system/RadioGroup',
  tags: ['primitive'],
  component: RadioGroup,
  subcomponents: { Radio },
  args: {
    label: <Sample k="forms:billing.label" />,
    name: 'billing',
    onChange: fn(),
    onSubmit: fn(),
    children: (
      <>
        <Radio value="monthly">
          <Sample k="forms:billing.monthly" />
        </Radio>
        <Radio value="yearly" description={<Sample k="forms:billing.yearlyDescription" />}>
          <Sample k="forms:billing.yearly" />
        </Radio>
        <Radio value="lifetime">
          <Sample k="forms:billing.lifetime" />
        </Radio>
      </>
    ),
  },
  argTypes: {
    children: { control: false },
    orientation: { control: 'inline-radio', options: ['vertical', 'horizontal'] },
    label: { control: false },
    description: { control: false },
    errorMessage: { control: false },
  },
  render: ({ onSubmit, ...args }) => (
    <SubmitForm width={420} onSubmit={onSubmit}>
      <RadioGroup {...args} />
    </SubmitForm>
  ),
} satisfies Meta<Args>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Tab enters at the selected option; ArrowDown/ArrowUp move the selection. */
export const Example: Story = {
  args: { defaultValue: 'monthly' },
  play: async ({ args, canvasElement }) => {
    const radios = within(canvasElement).getAllByRole('radio');
    await userEvent.tab();
    await expect(radios[0]).toHaveFocus();
    await expect(radios[0]).toBeChecked();
    await userEvent.keyboard('{ArrowDown}');
    await expect(radios[1]).toHaveFocus();
    await expect(radios[1]).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith('yearly');
    await userEvent.keyboard('{ArrowDown}');
    await expect(radios[2]).toBeChecked();
    await userEvent.keyboard('{ArrowUp}');
    await expect(radios[1]).toBeChecked();
    await expect(radios[0]).not.toBeChecked();
  },
};

/** Side by side; ArrowRight and ArrowLeft move the selection. */
export const Horizontal: Story = {
  args: { orientation: 'horizontal', defaultValue: 'monthly' },
  play: async ({ canvasElement }) => {
    const radios = within(canvasElement).getAllByRole('radio');
    await userEvent.tab();
    await userEvent.keyboard('{ArrowRight}');
    await expect(radios[1]).toBeChecked();
    await userEvent.keyboard('{ArrowLeft}');
    await expect(radios[0]).toBeChecked();
  },
};

export const WithDescription: Story = {
  args: { description: <Sample k="forms:billing.description" /> },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('radiogroup')).toHaveAccessibleDescription(/\S/);
  },
};

export const Invalid: Story = {
  args: { isInvalid: true, errorMessage: <Sample k="forms:billing.error" /> },
  play: async ({ canvasElement }) => {
    const group = within(canvasElement).getByRole('radiogroup');
    await expect(group).toHaveAttribute('aria-invalid', 'true');
    await expect(group).toHaveAccessibleDescription(/\S/);
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: 'yearly' },
  play: async ({ canvasElement }) => {
    const radios = within(canvasElement).getAllByRole('radio');
    await userEvent.click(radios[0] as HTMLElement);
    await expect(radios[1]).toBeChecked();
    for (const radio of radios) await expect(radio).toBeDisabled();
  },
};

/** With no choice, submitting shows the error; choosing with the keyboard clears it. */
export const Required: Story = {
  args: { isRequired: true, errorMessage: <Sample k="forms:billing.error" /> },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button'));
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await expect(canvas.getByRole('radiogroup')).toHaveAttribute('aria-invalid', 'true');
    const radios = canvas.getAllByRole('radio');
    await userEvent.click(radios[1] as HTMLElement);
    await expect(radios[1]).toBeChecked();
    await userEvent.click(canvas.getByRole('button'));
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
  },
};

export const ReadOnly: Story = {
  args: { isReadOnly: true, defaultValue: 'yearly' },
  play: async ({ canvasElement }) => {
    const radios = within(canvasElement).getAllByRole('radio');
    await userEvent.click(radios[0] as HTMLElement);
    await expect(radios[1]).toBeChecked();
  },
};
