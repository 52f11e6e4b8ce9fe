import { expect, screen, userEvent, waitFor, within } from 'storybook/test';

import { copy } from '../../support/copy';
import { findOverlay } from '../../support/findOverlay';

export { copy };

/**
 * The open dialog as the member sees it: shown (../../support/findOverlay.ts), and its
 * entrance over (`data-entering` on the modal or its overlay).
 */
export async function findSignInDialog(): Promise<HTMLElement> {
  const dialog = await findOverlay(screen, 'dialog', undefined, { timeout: 5000 });
  await waitFor(() => expect(dialog.closest('[data-entering]')).toBeNull(), { timeout: 5000 });
  return dialog;
}

export function emailInput(dialog: HTMLElement): HTMLInputElement {
  return within(dialog).getByRole('textbox', {
    name: copy('signIn:fields.email'),
  }) as HTMLInputElement;
}

export function passwordInput(dialog: HTMLElement): HTMLInputElement {
  return within(dialog).getByLabelText(copy('signIn:fields.password'), {
    selector: 'input',
  }) as HTMLInputElement;
}

export function submitButton(dialog: HTMLElement): HTMLElement {
  // The form's last button (react-aria turns a pending submit button into type="button").
  const button = [...dialog.querySelectorAll<HTMLElement>('form button')].at(-1);
  if (!button) throw new Error('no submit button');
  return button;
}

/** Types the credentials by keyboard and submits with Enter. */
export async function fillAndSubmit(dialog: HTMLElement, email: string, password?: string) {
  await userEvent.click(emailInput(dialog));
  await userEvent.type(emailInput(dialog), email);
  if (password !== undefined) {
    await userEvent.click(passwordInput(dialog));
    await userEvent.type(passwordInput(dialog), password);
  }
  await userEvent.keyboard('{Enter}');
}

/** The shell's alert dialog, once it shows. */
export async function findAlert(): Promise<HTMLElement> {
  return findOverlay(screen, 'alertdialog', undefined, { timeout: 5000 });
}

/** Waits until no sign-in dialog is in the page. */
export async function expectNoSignInDialog() {
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
}

export const demoEmail = 'active-yearly@example.com';
export const demoPassword = 'Demo-Pass-2026';
