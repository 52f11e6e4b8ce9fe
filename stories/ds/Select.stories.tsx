import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Select, SelectItem, type SelectProps } from '../../src/ds/Select/Select';
import { vars } from '../../src/theme/contract.css';
import { Sample, useSample } from '../support/Sample';
import { SubmitForm } from '../support/SubmitForm';

interface Country {
  id: string;
  name: string;
}

type Args = SelectProps<Country> & { onSubmit: () => void };

function CountrySelect(args: Omit<Args, 'onSubmit'>) {
  const sample = useSample();
  const countries: Country[] = ['us', 'ca', 'gb', 'fr', 'de', 'es'].map((id) => ({
    id,
    name: sample(`forms:country.${id}`),
  }));
  return (
    <Select<Country>
      placeholder={sample('forms:country.placeholder')}
      {...args}
      items={countries}
    />
  );
}

const meta = {
  title: 'Design system/Select',
  tags: ['primitive'],
  component: Select,
  subcomponents: { SelectItem },
  args: {
    label: <Sample k="forms:country.label" />,
    name: 'country',
    onChange: fn(),
    onSubmit: fn(),
    children: (country: Country) => <SelectItem id={country.id}>{country.name}</SelectItem>,
  },
  argTypes: {
    children: { control: false },
    items: { control: false },
    label: { control: false },
    description: { control: false },
    errorMessage: { control: false },
  },
  render: ({ onSubmit, ...args }) => (
    <SubmitForm onSubmit={onSubmit}>
      <CountrySelect {...args} />
    </SubmitForm>
  ),
} satisfies Meta<Args>;
export default meta;
type Story = StoryObj<typeof meta>;

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);
// The trigger is the first button; the form's submit button follows it.
const trigger = (canvasElement: HTMLElement) => {
  const [button] = within(canvasElement).getAllByRole('button');
  if (!button) throw new Error('select trigger missing');
  return button;
};

/**
 * The trigger renders alike in every story, open or closed: as wide as its form (the
 * field's full width), at least the control height, in the control's font size.
 */
async function expectFullTrigger(canvasElement: HTMLElement) {
  const button = trigger(canvasElement);
  const form = button.closest('form') as HTMLElement;
  const submit = within(form).getAllByRole('button', { hidden: true })[1] as HTMLElement;
  const { width, height } = button.getBoundingClientRect();
  await expect(Math.abs(width - form.getBoundingClientRect().width)).toBeLessThan(1);
  await expect(height).toBeGreaterThanOrEqual(submit.getBoundingClientRect().height - 1);
  // The brand's control text size, resolved in the same place as the trigger.
  const probe = document.createElement('span');
  probe.style.fontSize = vars.font.size.md;
  form.append(probe);
  const controlSize = getComputedStyle(probe).fontSize;
  probe.remove();
  await expect(getComputedStyle(button).fontSize).toBe(controlSize);
}

/**
 * Enter opens the list, arrows move, Enter selects and closes; Space and ArrowDown open it
 * again, Escape closes without changing the value, focus back on the trigger each time.
 */
export const Example: Story = {
  play: async ({ args, canvasElement }) => {
    const button = trigger(canvasElement);
    await userEvent.tab();
    await expect(button).toHaveFocus();

    await userEvent.keyboard('{Enter}');
    const listbox = await body(canvasElement).findByRole('listbox');
    const options = within(listbox).getAllByRole('option');
    await waitFor(() => expect(options[0]).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}');
    await expect(options[1]).toHaveFocus();
    const chosen = options[1]?.textContent ?? '';
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(body(canvasElement).queryByRole('listbox')).toBeNull());
    // react-aria restores focus to the trigger a frame after the list closes.
    await waitFor(() => expect(button).toHaveFocus());
    await expect(button).toHaveTextContent(chosen);
    await expect(args.onChange).toHaveBeenLastCalledWith('ca');

    await userEvent.keyboard(' ');
    const reopened = await body(canvasElement).findByRole('listbox');
    await waitFor(() =>
      expect(within(reopened).getByRole('option', { selected: true })).toHaveFocus(),
    );
    await userEvent.keyboard('{ArrowDown}{Escape}');
    await waitFor(() => expect(body(canvasElement).queryByRole('listbox')).toBeNull());
    // react-aria restores focus to the trigger a frame after the list closes.
    await waitFor(() => expect(button).toHaveFocus());
    await expect(button).toHaveTextContent(chosen);

    await userEvent.keyboard('{ArrowDown}');
    const third = await body(canvasElement).findByRole('listbox');
    await waitFor(() => expect(third).toContainElement(document.activeElement as HTMLElement));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body(canvasElement).queryByRole('listbox')).toBeNull());
    // react-aria restores focus to the trigger a frame after the list closes.
    await waitFor(() => expect(button).toHaveFocus());
    await expect(args.onChange).toHaveBeenCalledTimes(1);
  },
};

export const WithDescription: Story = {
  args: { description: <Sample k="forms:country.description" /> },
};

export const Selected: Story = {
  args: { defaultValue: 'fr' },
  play: async ({ canvasElement }) => {
    await expect(trigger(canvasElement)).toHaveTextContent(/\S/);
    await expectFullTrigger(canvasElement);
  },
};

/** The open list, for visual review: the selected option carries a check mark. */
export const Open: Story = {
  args: { defaultOpen: true, defaultValue: 'fr' },
  play: async ({ canvasElement }) => {
    const listbox = await body(canvasElement).findByRole('listbox');
    await expect(within(listbox).getByRole('option', { selected: true })).toBeVisible();
    await expectFullTrigger(canvasElement);
  },
};

export const Invalid: Story = {
  args: { isInvalid: true, errorMessage: <Sample k="forms:country.error" /> },
  play: async ({ canvasElement }) => {
    await expect(trigger(canvasElement)).toHaveAccessibleDescription(/\S/);
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvasElement }) => {
    const button = trigger(canvasElement);
    await expect(button).toBeDisabled();
    await userEvent.click(button);
    await expect(body(canvasElement).queryByRole('listbox')).toBeNull();
  },
};

/** Submitting with nothing chosen shows the error; choosing an option lets the form submit. */
export const Required: Story = {
  args: { isRequired: true, errorMessage: <Sample k="forms:country.error" /> },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const submit = canvas.getAllByRole('button')[1] as HTMLElement;
    await userEvent.click(submit);
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await expect(canvasElement.querySelector('[data-invalid]')).not.toBeNull();
    await userEvent.click(trigger(canvasElement));
    const listbox = await body(canvasElement).findByRole('listbox');
    await userEvent.click(within(listbox).getAllByRole('option')[0] as HTMLElement);
    await waitFor(() => expect(body(canvasElement).queryByRole('listbox')).toBeNull());
    await userEvent.click(submit);
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
  },
};
