import type { Meta, StoryObj } from '@storybook/react-vite';
import { type ComponentProps, type FormEvent, useState } from 'react';
import { Input, Label, TextField } from 'react-aria-components';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../../src/ds/Button/Button';
import { Dialog, DialogTrigger, Modal } from '../../src/ds/Dialog/Dialog';
import { vars } from '../../src/theme/contract.css';
import { findOverlay } from '../support/findOverlay';
import { Sample, useSample } from '../support/Sample';

type Args = ComponentProps<typeof Modal> & {
  /** Story-only: called with the name when the rename form is submitted. */
  onSave: (name: string) => void;
  /** Story-only: open on first render. */
  defaultOpen?: boolean;
};

const field = { display: 'grid', gap: vars.space.xs, marginTop: vars.space.md } as const;
const input = {
  font: 'inherit',
  padding: vars.space.sm,
  border: `${vars.borderWidth.thin} solid ${vars.color.field.border}`,
  borderRadius: vars.radius.control,
  backgroundColor: vars.color.field.bg,
  color: vars.color.text.primary,
} as const;

/** A dialog holding a small form: Enter in the field submits it, Save submits it too. */
function RenameDialog({ onSave, defaultOpen, children: _, ...modal }: Args) {
  const sample = useSample();
  const [isOpen, setOpen] = useState(defaultOpen ?? false);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSave(String(new FormData(event.currentTarget).get('name')));
    setOpen(false);
  };
  return (
    <DialogTrigger isOpen={isOpen} onOpenChange={setOpen}>
      <Button variant="secondary">
        <Sample k="overlays:dialog.open" />
      </Button>
      <Modal {...modal}>
        <Dialog
          title={<Sample k="overlays:dialog.title" />}
          footer={
            <>
              <Button variant="secondary" slot="close">
                <Sample k="overlays:dialog.cancel" />
              </Button>
              <Button type="submit" form="rename-document">
                <Sample k="overlays:dialog.save" />
              </Button>
            </>
          }
        >
          <form id="rename-document" onSubmit={submit}>
            <p style={{ margin: 0 }}>
              <Sample k="overlays:dialog.body" />
            </p>
            <TextField
              name="name"
              defaultValue={sample('overlays:dialog.value')}
              style={field}
              autoFocus
            >
              <Label>
                <Sample k="overlays:dialog.field" />
              </Label>
              <Input style={input} />
            </TextField>
          </form>
        </Dialog>
      </Modal>
    </DialogTrigger>
  );
}

const meta = {
  title: 'Design system/Dialog',
  tags: ['primitive'],
  component: Modal,
  args: {
    size: 'md',
    fullScreenOnMobile: false,
    isDismissable: true,
    onSave: fn(),
    children: null,
  },
  argTypes: {
    children: { control: false },
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] },
    onSave: { control: false },
  },
  render: (args) => <RenameDialog {...args} />,
} satisfies Meta<Args>;
export default meta;
type Story = StoryObj<typeof meta>;

const openDialog = () => findOverlay(screen, 'dialog');

export const Example: Story = {};

/** Shown open, for review and screenshots. */
export const Open: Story = {
  args: { defaultOpen: true },
  play: async () => {
    const dialog = await openDialog();
    await expect(within(dialog).getByRole('heading', { level: 2 })).toBeVisible();
    await expect(within(dialog).getAllByRole('button').length).toBe(3);
  },
};

/** Keyboard: Enter on the trigger opens it, Esc closes it and focus returns to the trigger. */
export const EscClosesAndRestoresFocus: Story = {
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button');
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const dialog = await openDialog();
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

/** Tab and Shift+Tab cycle inside the open dialog and never reach the page behind it. */
export const FocusIsTrapped: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button'));
    const dialog = await openDialog();
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
    const seen = new Set<Element>();
    for (let i = 0; i < 6; i++) {
      await userEvent.tab();
      await expect(dialog).toContainElement(document.activeElement as HTMLElement);
      seen.add(document.activeElement as Element);
    }
    // Close button, field, Cancel and Save: all four were reached while cycling.
    await expect(seen.size).toBe(4);
    await userEvent.tab({ shift: true });
    await expect(dialog).toContainElement(document.activeElement as HTMLElement);
  },
};

/** Enter in the form's field submits it: the name is saved and the dialog closes. */
export const EnterSubmitsTheForm: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button'));
    const dialog = await openDialog();
    const textbox = within(dialog).getByRole('textbox');
    await userEvent.clear(textbox);
    await userEvent.type(textbox, 'NDA 2025{Enter}');
    await expect(args.onSave).toHaveBeenCalledWith('NDA 2025');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

/** The Cancel button (`slot="close"`) and the close button both close without saving. */
export const CloseButtons: Story = {
  play: async ({ args, canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button');
    await userEvent.click(trigger);
    let dialog = await openDialog();
    await userEvent.click(
      within(dialog).getByRole('button', { name: /close|fermer|schließen|cerrar/i }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await userEvent.click(trigger);
    dialog = await openDialog();
    await userEvent.click(
      within(dialog).getByRole('button', { name: /cancel|annuler|abbrechen|cancelar/i }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};

/** A click on the backdrop dismisses it; with `isDismissable: false` it does not. */
export const BackdropDismisses: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button'));
    const dialog = await openDialog();
    const backdrop = dialog.parentElement?.parentElement as HTMLElement;
    await userEvent.click(backdrop);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

export const BackdropDoesNotDismiss: Story = {
  args: { isDismissable: false },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button'));
    const dialog = await openDialog();
    await userEvent.click(dialog.parentElement?.parentElement as HTMLElement);
    await expect(dialog).toBeInTheDocument();
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

/** Long content scrolls inside the body; below the tablet breakpoint it fills the screen. */
export const FullScreenOnMobile: Story = {
  args: { fullScreenOnMobile: true, size: 'lg' },
  render: (args) => (
    <DialogTrigger defaultOpen>
      <Button variant="secondary">
        <Sample k="overlays:dialog.termsOpen" />
      </Button>
      <Modal size={args.size} fullScreenOnMobile={args.fullScreenOnMobile}>
        <Dialog
          title={<Sample k="overlays:dialog.termsTitle" />}
          footer={
            <Button slot="close">
              <Sample k="overlays:dialog.accept" />
            </Button>
          }
        >
          {[1, 2, 3].map((n) => (
            <p key={n}>
              <Sample k="overlays:dialog.termsBody" />
            </p>
          ))}
        </Dialog>
      </Modal>
    </DialogTrigger>
  ),
  play: async () => {
    const dialog = await openDialog();
    await expect(dialog).toBeVisible();
  },
};
