import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { PasswordField, type PasswordFieldProps } from '../../src/ds/PasswordField/PasswordField';
import { Sample } from '../support/Sample';
import { SubmitForm } from '../support/SubmitForm';

type Args = PasswordFieldProps & { onSubmit: () => void };

const meta = {
  title: 'Design system/PasswordField',
  tags: ['primitive'],
  component: PasswordField,
  args: {
    label: <Sample k="forms:password.label" />,
    name: 'password',
    onSubmit: fn(),
  },
  argTypes: {
    label: { control: false },
    description: { control: false },
    errorMessage: { control: false },
  },
  render: ({ onSubmit, ...args }) => (
    <SubmitForm onSubmit={onSubmit}>
      <PasswordField {...args} />
    </SubmitForm>
  ),
} satisfies Meta<Args>;
export default meta;
type Story = StoryObj<typeof meta>;

// A masked password input has no ARIA role, so it is found through its label.
const passwordInput = (canvasElement: HTMLElement) =>
  canvasElement.querySelector<HTMLInputElement>('input[name="password"]');

/** Typing, then the toggle reveals and re-hides the value without losing it; Enter submits. */
export const Example: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const input = passwordInput(canvasElement);
    if (!input) throw new Error('password input missing');
    await expect(input).toHaveAttribute('type', 'password');
    await userEvent.tab();
    await expect(input).toHaveFocus();
    await userEvent.keyboard('s3cret pass');
    await expect(input).toHaveValue('s3cret pass');

    // The reveal button comes before the form's submit button.
    const [toggle] = canvas.getAllByRole('button');
    if (!toggle) throw new Error('reveal button missing');
    await expect(toggle).toHaveAttribute('aria-controls', input.id);
    const showName = toggle.getAttribute('aria-label');
    await expect(showName).toBeTruthy();
    await userEvent.tab();
    await expect(toggle).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(input).toHaveAttribute('type', 'text');
    await expect(input).toHaveValue('s3cret pass');
    await expect(toggle).not.toHaveAccessibleName(showName ?? '');

    await userEvent.keyboard(' ');
    await expect(input).toHaveAttribute('type', 'password');
    await expect(input).toHaveValue('s3cret pass');
    await expect(toggle).toHaveAccessibleName(showName ?? '');

    await userEvent.click(input);
    await userEvent.keyboard('{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
  },
};

export const WithDescription: Story = {
  args: { description: <Sample k="forms:password.description" /> },
};

export const Invalid: Story = {
  args: {
    isInvalid: true,
    defaultValue: 'wrong',
    errorMessage: <Sample k="forms:password.error" />,
  },
  play: async ({ canvasElement }) => {
    const input = passwordInput(canvasElement);
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription(/\S/);
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: 'secret' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(passwordInput(canvasElement)).toBeDisabled();
    const buttons = canvas.getAllByRole('button');
    await expect(buttons[0]).toBeDisabled();
  },
};

/** Empty required password blocks submission and shows the translated error. */
export const Required: Story = {
  args: { isRequired: true, errorMessage: <Sample k="forms:password.error" /> },
  play: async ({ args, canvasElement }) => {
    const input = passwordInput(canvasElement);
    if (!input) throw new Error('password input missing');
    await userEvent.click(input);
    await userEvent.keyboard('{Enter}');
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await userEvent.keyboard('hunter2{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
  },
};

/** Canada turns the toggle off (page-shell §2, §9): only the submit button remains. */
export const WithoutToggle: Story = {
  args: { hasVisibilityToggle: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('button')).toHaveLength(1);
    await expect(canvas.getByRole('button')).toHaveAttribute('type', 'submit');
    await userEvent.type(passwordInput(canvasElement) as HTMLInputElement, 'secret');
    await expect(passwordInput(canvasElement)).toHaveAttribute('type', 'password');
  },
};

/** The input stops at 30 characters by default (page-shell §9). */
export const MaxLength: Story = {
  play: async ({ canvasElement }) => {
    const input = passwordInput(canvasElement);
    if (!input) throw new Error('password input missing');
    await userEvent.type(input, 'x'.repeat(40));
    await expect(input).toHaveValue('x'.repeat(30));
  },
};
