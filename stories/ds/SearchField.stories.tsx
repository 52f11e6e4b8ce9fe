import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SearchField, type SearchFieldProps } from '../../src/ds/SearchField/SearchField';
import { hidesNativeSearchButton } from '../support/nativeSearchButton';
import { Sample, useSample } from '../support/Sample';
import { SubmitForm } from '../support/SubmitForm';

type Args = SearchFieldProps & { onFormSubmit: () => void };

const meta = {
  title: 'Design system/SearchField',
  tags: ['primitive'],
  component: SearchField,
  args: {
    label: <Sample k="forms:search.label" />,
    name: 'q',
    onChange: fn(),
    onClear: fn(),
    onSubmit: fn(),
    onFormSubmit: fn(),
  },
  argTypes: {
    label: { control: false },
    description: { control: false },
    errorMessage: { control: false },
  },
  render: function Render({ onFormSubmit, ...args }) {
    const sample = useSample();
    return (
      <SubmitForm onSubmit={onFormSubmit}>
        <SearchField placeholder={sample('forms:search.placeholder')} {...args} />
      </SubmitForm>
    );
  },
} satisfies Meta<Args>;
export default meta;
type Story = StoryObj<typeof meta>;

const searchbox = (canvasElement: HTMLElement) => within(canvasElement).getByRole('searchbox');

// "Clear search" in every locale of the product.
const clearLabels = Object.values(
  import.meta.glob<{ searchField?: { clear?: string } }>(
    '../../src/platform/i18n/locales/*/ds.json',
    { eager: true, import: 'default' },
  ),
)
  .map((copy) => copy.searchField?.clear)
  .filter((text): text is string => !!text);
const clearName = new RegExp(`^(${clearLabels.join('|')})$`);
/** The clear button at the end of the input (also while it is not displayed). */
function clearButton(canvasElement: HTMLElement) {
  const button = searchbox(canvasElement).parentElement?.querySelector('button');
  if (!button) throw new Error('clear button missing');
  return button;
}

/** The browser's own clear button and decoration are hidden: only the system's shows. */
async function expectNoNativeDecoration(input: HTMLElement) {
  await expect(hidesNativeSearchButton(input)).toBe(true);
}

/** Empty: no clear button, since there is nothing to clear. */
export const Example: Story = {
  play: async ({ canvasElement }) => {
    const input = searchbox(canvasElement);
    await expect(input).toHaveAttribute('type', 'search');
    await expectNoNativeDecoration(input);
    // Nothing to clear yet; react-aria also keeps the button out of the Tab order.
    const clear = clearButton(canvasElement);
    await expect(clear).not.toBeVisible();
    await expect(clear).toHaveAttribute('tabindex', '-1');
  },
};

/** With text: the translated clear button appears at the end of the input. */
export const WithValue: Story = {
  args: { defaultValue: 'lease' },
  play: async ({ canvasElement }) => {
    await expect(searchbox(canvasElement)).toHaveValue('lease');
    const clear = clearButton(canvasElement);
    await expect(clear).toBeVisible();
    await expect(clear).toHaveAccessibleName(clearName);
  },
};

/** A click on the clear button empties the field, reports `onClear` and keeps focus in it. */
export const ClearWithButton: Story = {
  play: async ({ args, canvasElement }) => {
    const input = searchbox(canvasElement);
    await userEvent.type(input, 'lease');
    const clear = clearButton(canvasElement);
    await expect(clear).toBeVisible();
    await userEvent.click(clear);
    await expect(input).toHaveValue('');
    await expect(input).toHaveFocus();
    await expect(args.onClear).toHaveBeenCalledTimes(1);
    await expect(clear).not.toBeVisible();
  },
};

/** Keyboard: Escape clears the field and focus stays in it; Enter submits the search. */
export const ClearWithEscape: Story = {
  play: async ({ args, canvasElement }) => {
    const input = searchbox(canvasElement);
    await userEvent.tab();
    await expect(input).toHaveFocus();
    await userEvent.keyboard('lease{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledWith('lease');
    await userEvent.keyboard('{Escape}');
    await expect(input).toHaveValue('');
    await expect(input).toHaveFocus();
    await expect(args.onClear).toHaveBeenCalledTimes(1);
  },
};
