import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { AlertDialog } from '../../src/ds/AlertDialog/AlertDialog';
import { Button } from '../../src/ds/Button/Button';
import { DialogTrigger } from '../../src/ds/Dialog/Dialog';
import { mediaQuery } from '../../tokens/breakpoints';
import { findOverlay } from '../support/findOverlay';
import { Sample } from '../support/Sample';

const meta = {
  title: 'Design system/AlertDialog',
  tags: ['primitive'],
  component: AlertDialog,
  args: {
    tone: 'warning',
    confirmVariant: 'critical',
    title: <Sample k="overlays:alert.warningTitle" />,
    message: [
      <Sample key="1" k="overlays:alert.warningLine1" />,
      <Sample key="2" k="overlays:alert.warningLine2" />,
    ],
    confirmLabel: <Sample k="overlays:alert.confirmCancel" />,
    cancelLabel: <Sample k="overlays:alert.keep" />,
    onResult: fn(),
  },
  argTypes: {
    tone: { control: 'inline-radio', options: ['error', 'success', 'warning', 'info'] },
    confirmVariant: { control: 'inline-radio', options: ['primary', 'critical'] },
    title: { control: false },
    message: { control: false },
    confirmLabel: { control: false },
    cancelLabel: { control: false },
    onResult: { control: false },
  },
  // `defaultOpen` opens the trigger, so focus has somewhere to return to.
  render: ({ defaultOpen, ...args }) => (
    <DialogTrigger defaultOpen={defaultOpen}>
      <Button variant="secondary">
        <Sample k="overlays:alert.open" />
      </Button>
      <AlertDialog {...args} />
    </DialogTrigger>
  ),
} satisfies Meta<typeof AlertDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

const findAlert = () => findOverlay(screen, 'alertdialog');
const closed = () =>
  waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());

export const Example: Story = {};

/**
 * From tablet up the buttons share one row at the end of the dialog, confirm last, of equal
 * height; on a phone they are stacked at full width, confirm at the bottom.
 */
async function expectActionLayout(alert: HTMLElement) {
  const [cancel, confirm] = within(alert).getAllByRole('button') as HTMLElement[];
  if (!cancel || !confirm) throw new Error('two buttons expected');
  const row = cancel.parentElement as HTMLElement;
  const a = cancel.getBoundingClientRect();
  const b = confirm.getBoundingClientRect();
  const box = row.getBoundingClientRect();
  if (window.matchMedia(mediaQuery.tablet).matches) {
    await expect(Math.abs(a.top - b.top)).toBeLessThan(1);
    await expect(Math.abs(a.height - b.height)).toBeLessThan(1);
    await expect(b.left).toBeGreaterThan(a.right);
    await expect(Math.abs(b.right - box.right)).toBeLessThan(1);
  } else {
    await expect(Math.abs(a.width - box.width)).toBeLessThan(1);
    await expect(Math.abs(b.width - box.width)).toBeLessThan(1);
    await expect(b.top).toBeGreaterThan(a.bottom);
  }
}

/** Warning with a destructive confirm and a safe cancel, which has focus. */
export const Warning: Story = {
  args: { defaultOpen: true },
  play: async () => {
    const alert = await findAlert();
    await expect(within(alert).getByRole('heading', { level: 2 })).toBeVisible();
    const [cancel] = within(alert).getAllByRole('button');
    await waitFor(() => expect(cancel).toHaveFocus());
    await expectActionLayout(alert);
  },
};

/** An error with one button (the dashboard's error dialog). */
export const ErrorTone: Story = {
  name: 'Error',
  args: {
    defaultOpen: true,
    tone: 'error',
    confirmVariant: 'primary',
    title: <Sample k="overlays:alert.errorTitle" />,
    message: [
      <Sample key="1" k="overlays:alert.errorLine1" />,
      <Sample key="2" k="overlays:alert.errorLine2" />,
    ],
    confirmLabel: <Sample k="overlays:alert.close" />,
    cancelLabel: undefined,
  },
  play: async () => {
    const alert = await findAlert();
    const buttons = within(alert).getAllByRole('button');
    await expect(buttons).toHaveLength(1);
    await waitFor(() => expect(buttons[0]).toHaveFocus());
    await expect(alert.querySelectorAll('p')).toHaveLength(2);
  },
};

export const Success: Story = {
  args: {
    defaultOpen: true,
    tone: 'success',
    confirmVariant: 'primary',
    title: <Sample k="overlays:alert.successTitle" />,
    message: <Sample k="overlays:alert.successLine" />,
    confirmLabel: <Sample k="overlays:alert.ok" />,
    cancelLabel: undefined,
  },
  play: async () => {
    await expect(await findAlert()).toBeVisible();
  },
};

export const Info: Story = {
  args: {
    defaultOpen: true,
    tone: 'info',
    confirmVariant: 'primary',
    title: <Sample k="overlays:alert.infoTitle" />,
    message: <Sample k="overlays:alert.infoLine" />,
    confirmLabel: <Sample k="overlays:alert.download" />,
    cancelLabel: <Sample k="overlays:alert.later" />,
  },
  play: async () => {
    const alert = await findAlert();
    await expect(alert).toBeVisible();
    await expectActionLayout(alert);
  },
};

/** The confirm button reports `confirm` once, closes, and focus returns to the trigger. */
export const ConfirmReportsConfirm: Story = {
  play: async ({ args, canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button');
    await userEvent.click(trigger);
    const alert = await findAlert();
    const [, confirm] = within(alert).getAllByRole('button');
    await userEvent.click(confirm as HTMLElement);
    await closed();
    await expect(args.onResult).toHaveBeenCalledTimes(1);
    await expect(args.onResult).toHaveBeenCalledWith('confirm');
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

/** Enter on the focused cancel button reports `cancel`. */
export const CancelReportsCancel: Story = {
  play: async ({ args, canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button');
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    const alert = await findAlert();
    const [cancel] = within(alert).getAllByRole('button');
    await waitFor(() => expect(cancel).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await closed();
    await expect(args.onResult).toHaveBeenCalledTimes(1);
    await expect(args.onResult).toHaveBeenCalledWith('cancel');
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

/** Esc closes it and reports `cancel`; the backdrop does not dismiss it. */
export const EscReportsCancel: Story = {
  play: async ({ args, canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button');
    await userEvent.click(trigger);
    const alert = await findAlert();
    await userEvent.click(alert.parentElement?.parentElement as HTMLElement);
    await expect(alert).toBeInTheDocument();
    await expect(args.onResult).not.toHaveBeenCalled();
    // Esc is handled by the dialog, so wait until focus has settled inside it.
    await waitFor(() => expect(alert).toContainElement(document.activeElement as HTMLElement));
    await userEvent.keyboard('{Escape}');
    await closed();
    await expect(args.onResult).toHaveBeenCalledTimes(1);
    await expect(args.onResult).toHaveBeenCalledWith('cancel');
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};
