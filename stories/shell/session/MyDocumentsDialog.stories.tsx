import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { useStore } from 'jotai';
import { useState } from 'react';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { layoutAtom, patchLayoutAtom } from '../../../src/shell/layout';
import { loadMyDocumentsDialog, MyDocumentsDialog } from '../../../src/shell/session';
import { signInDialogRequestAtom } from '../../../src/shell/sign-in';
import { findOverlay } from '../../support/findOverlay';
import { preloadChunks } from '../../support/preloadChunks';
import { storyEnvironment, storyStore } from '../../support/storyEnvironment';
import { withShellState } from './support';

/** Opens the dialog the way the French brand's My Documents entry does (layout flag). */
const opened: Decorator = (Story) => {
  const store = useStore();
  useState(() => store.set(patchLayoutAtom, { showMyDocumentsDialog: true }));
  return <Story />;
};

const frenchSite = { brand: 'fr-legal', country: 'FR', locale: 'fr-FR' } as const;

/**
 * The French-language brand's My Documents dialog (page-shell §2): My Documents opens it
 * instead of navigating. Its content is ours (docs/decisions.md): the member's document entry
 * points, or a sign-in prompt for a signed-out visitor.
 */
const meta = {
  tags: ['mode-brand:fr-legal'],
  title: 'Shell/Session/MyDocumentsDialog',
  component: MyDocumentsDialog,
  loaders: [preloadChunks(loadMyDocumentsDialog)],
  globals: frenchSite,
  decorators: [opened, withShellState({ signedIn: true })],
} satisfies Meta<typeof MyDocumentsDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A member: their documents, a new document and My Account, each a link to its page. */
export const Example: Story = {
  play: async () => {
    const dialog = await findOverlay(screen, 'dialog', { name: 'Mes documents' });
    const links = within(dialog).getAllByRole('link');
    await expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/mydocuments/',
      '/legal-documents/',
      '/my-account/',
    ]);
    await expect(within(dialog).getByRole('list')).toBeVisible();
  },
};

/** A signed-out visitor: asked to sign in; only the new-document entry is offered. */
export const SignedOut: Story = {
  decorators: [withShellState({ signedIn: false })],
  play: async () => {
    const dialog = await findOverlay(screen, 'dialog', { name: 'Mes documents' });
    await expect(within(dialog).getAllByRole('link')).toHaveLength(1);
    await expect(within(dialog).getByRole('button', { name: 'Se connecter' })).toBeVisible();
  },
};

/** Sign in closes the dialog and opens the sign-in dialog. */
export const SignInFromDialog: Story = {
  tags: ['mode-brand:main'],
  decorators: [withShellState({ signedIn: false })],
  parameters: { screenshot: { disable: true } },
  play: async ({ loaded }) => {
    const store = storyStore(storyEnvironment({ loaded }));
    const dialog = await findOverlay(screen, 'dialog', { name: 'Mes documents' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Se connecter' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(store.get(layoutAtom)).toMatchObject({
      showMyDocumentsDialog: false,
      showSignInDialog: true,
    });
    await expect(store.get(signInDialogRequestAtom).mode).toBe('SignIn');
  },
};

/** Keyboard: Esc closes it and clears the layout flag. */
export const EscCloses: Story = {
  tags: ['mode-brand:main'],
  parameters: { screenshot: { disable: true } },
  play: async ({ loaded }) => {
    const store = storyStore(storyEnvironment({ loaded }));
    const dialog = await findOverlay(screen, 'dialog', { name: 'Mes documents' });
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(store.get(layoutAtom).showMyDocumentsDialog).toBe(false);
  },
};
