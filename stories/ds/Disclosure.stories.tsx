import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Disclosure, DisclosureGroup } from '../../src/ds/Disclosure/Disclosure';
import { Sample } from '../support/Sample';

const meta = {
  title: 'Design system/Disclosure',
  tags: ['primitive'],
  component: Disclosure,
  args: {
    title: <Sample k="overlays:disclosure.q1" />,
    children: <Sample k="overlays:disclosure.a1" />,
    headingLevel: 3,
    defaultExpanded: false,
    isDisabled: false,
    onExpandedChange: fn(),
  },
  argTypes: {
    headingLevel: { control: 'inline-radio', options: [2, 3, 4, 5, 6] },
    title: { control: false },
    children: { control: false },
    onExpandedChange: { control: false },
  },
} satisfies Meta<typeof Disclosure>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Example: Story = {};

export const Expanded: Story = {
  args: { defaultExpanded: true },
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button');
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    const panelId = trigger.getAttribute('aria-controls') as string;
    await expect(canvasElement.ownerDocument.getElementById(panelId)).toBeVisible();
  },
};

/** Keyboard: Enter and Space toggle it; `aria-expanded` and the panel follow. */
export const ToggleWithKeyboard: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const trigger = canvas.getByRole('button');
    const panelId = trigger.getAttribute('aria-controls') as string;
    const panel = canvasElement.ownerDocument.getElementById(panelId) as HTMLElement;
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await expect(panel).not.toBeVisible();
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await expect(panel).toBeVisible();
    await expect(args.onExpandedChange).toHaveBeenLastCalledWith(true);
    await userEvent.keyboard(' ');
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await expect(panel).not.toBeVisible();
    await expect(args.onExpandedChange).toHaveBeenLastCalledWith(false);
  },
};

/** Without a title the trigger reads "Show more" / "Show less" in the user's language. */
export const ShowMore: Story = {
  args: { title: undefined, children: <Sample k="overlays:disclosure.more" /> },
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button');
    const collapsedName = trigger.textContent;
    await userEvent.click(trigger);
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await expect(trigger.textContent).not.toBe(collapsedName);
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ args, canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button');
    await userEvent.click(trigger);
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await expect(args.onExpandedChange).not.toHaveBeenCalled();
  },
};

/** An accordion: opening one section closes the other. */
export const Accordion: Story = {
  render: () => (
    <DisclosureGroup defaultExpandedKeys={['cancel']}>
      <Disclosure id="cancel" title={<Sample k="overlays:disclosure.q1" />}>
        <Sample k="overlays:disclosure.a1" />
      </Disclosure>
      <Disclosure id="download" title={<Sample k="overlays:disclosure.q2" />}>
        <Sample k="overlays:disclosure.a2" />
      </Disclosure>
      <Disclosure id="payment" title={<Sample k="overlays:disclosure.q3" />}>
        <Sample k="overlays:disclosure.a3" />
      </Disclosure>
    </DisclosureGroup>
  ),
  play: async ({ canvasElement }) => {
    const [first, second] = within(canvasElement).getAllByRole('button') as HTMLElement[];
    await expect(first).toHaveAttribute('aria-expanded', 'true');
    await userEvent.tab();
    await userEvent.tab();
    await expect(second).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(second).toHaveAttribute('aria-expanded', 'true');
    await expect(first).toHaveAttribute('aria-expanded', 'false');
  },
};

export const AccordionMultiple: Story = {
  render: () => (
    <DisclosureGroup allowsMultipleExpanded defaultExpandedKeys={['cancel', 'payment']}>
      <Disclosure id="cancel" title={<Sample k="overlays:disclosure.q1" />}>
        <Sample k="overlays:disclosure.a1" />
      </Disclosure>
      <Disclosure id="download" title={<Sample k="overlays:disclosure.q2" />}>
        <Sample k="overlays:disclosure.a2" />
      </Disclosure>
      <Disclosure id="payment" title={<Sample k="overlays:disclosure.q3" />}>
        <Sample k="overlays:disclosure.a3" />
      </Disclosure>
    </DisclosureGroup>
  ),
  play: async ({ canvasElement }) => {
    const buttons = within(canvasElement).getAllByRole('button');
    await expect(buttons.map((b) => b.getAttribute('aria-expanded'))).toEqual([
      'true',
      'false',
      'true',
    ]);
  },
};
