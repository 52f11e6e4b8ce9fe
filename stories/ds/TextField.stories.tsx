import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SearchIcon } from '../../src/ds/icons';
import { TextField, type TextFieldProps } from '../../src/ds/TextField/TextField';
import { hidesNativeSearchButton } from '../support/nativeSearchButton';
import { Sample, useSample } from '../support/Sample';
import { SubmitForm } from '../support/SubmitForm';

type Args = TextFieldProps & { onSubmit: () => void };

const meta = {
  title: 'Design system/TextField',
  tags: ['primitive'],
  component: TextField,
  args: {
    label: <Sample k="forms:email.label" />,
    name: 'email',
    type: 'email',
    onSubmit: fn(),
    onChange: fn(),
  },
  argTypes: {
    type: { control: 'select', options: ['text', 'email', 'search', 'tel', 'url'] },
    label: { control: false },
    description: { control: false },
    errorMessage: { control: false },
    icon: { control: false },
    trailing: { control: false },
  },
  render: function Render({ onSubmit, ...args }) {
    const sample = useSample();
    return (
      <SubmitForm onSubmit={onSubmit}>
        <TextField placeholder={sample('forms:email.placeholder')} {...args} />
      </SubmitForm>
    );
  },
} satisfies Meta<Args>;
export default meta;
type Story = StoryObj<typeof meta>;

const input = (canvasElement: HTMLElement) => within(canvasElement).getByRole('textbox');

/** Typing updates the value; Enter submits the form that wraps the field. */
export const Example: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.tab();
    await expect(input(canvasElement)).toHaveFocus();
    await userEvent.keyboard('ada@example.com');
    await expect(input(canvasElement)).toHaveValue('ada@example.com');
    await expect(args.onChange).toHaveBeenLastCalledWith('ada@example.com');
    await userEvent.keyboard('{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
  },
};

export const WithDescription: Story = {
  args: { description: <Sample k="forms:email.description" /> },
  play: async ({ canvasElement }) => {
    const text = within(canvasElement).getByText(/./, { selector: '[slot="description"]' });
    await expect(input(canvasElement)).toHaveAccessibleDescription(text.textContent ?? '');
  },
};

/** `isInvalid` marks the input and shows the translated error under it, linked to the input. */
export const Invalid: Story = {
  args: {
    isInvalid: true,
    defaultValue: 'ada@',
    errorMessage: <Sample k="forms:email.error" />,
  },
  play: async ({ args, canvasElement }) => {
    const field = input(canvasElement);
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toHaveAccessibleDescription(/\S/);
    // An invalid field blocks native form submission.
    await userEvent.click(field);
    await userEvent.keyboard('{Enter}');
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: 'ada@example.com' },
  play: async ({ canvasElement }) => {
    const field = input(canvasElement);
    await expect(field).toBeDisabled();
    await userEvent.type(field, 'x');
    await expect(field).toHaveValue('ada@example.com');
  },
};

/** An empty required field does not submit and shows its error; once filled, Enter submits. */
export const Required: Story = {
  args: { isRequired: true, errorMessage: <Sample k="forms:email.error" /> },
  play: async ({ args, canvasElement }) => {
    const field = input(canvasElement);
    await expect(field).toBeRequired();
    await userEvent.click(field);
    await userEvent.keyboard('{Enter}');
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toHaveAccessibleDescription(/\S/);
    await userEvent.keyboard('ada@example.com{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
  },
};

export const ReadOnly: Story = {
  args: { isReadOnly: true, defaultValue: 'ada@example.com' },
  play: async ({ canvasElement }) => {
    const field = input(canvasElement);
    await userEvent.type(field, 'x');
    await expect(field).toHaveValue('ada@example.com');
  },
};

/** `maxLength` stops input at the limit. */
export const MaxLength: Story = {
  args: { type: 'text', name: 'code', maxLength: 6, label: <Sample k="forms:fullName.label" /> },
  play: async ({ canvasElement }) => {
    await userEvent.type(input(canvasElement), 'abcdefghij');
    await expect(input(canvasElement)).toHaveValue('abcdef');
  },
};

/** A search field with a decorative leading icon. */
export const WithIcon: Story = {
  args: {
    type: 'search',
    name: 'q',
    label: <Sample k="forms:search.label" />,
    icon: <SearchIcon />,
  },
  render: function Render({ onSubmit, ...args }) {
    const sample = useSample();
    return (
      <SubmitForm onSubmit={onSubmit}>
        <TextField {...args} placeholder={sample('forms:search.placeholder')} />
      </SubmitForm>
    );
  },
  play: async ({ args, canvasElement }) => {
    const field = within(canvasElement).getByRole('searchbox');
    // No browser clear button (Chromium's blue ×): clearing is SearchField's job.
    await expect(hidesNativeSearchButton(field)).toBe(true);
    await userEvent.type(field, 'lease{Enter}');
    await expect(field).toHaveValue('lease');
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
  },
};
