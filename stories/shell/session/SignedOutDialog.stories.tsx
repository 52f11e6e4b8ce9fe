import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { layoutAtom } from '../../../src/shell/layout';
import {
  loadSignedOutDialog,
  SECURE_ID_INVALID_PARAM,
  SignedOutDialog,
} from '../../../src/shell/session';
import { signedOutDialogOpenAtom } from '../../../src/shell/session/atoms';
import { signInDialogRequestAtom } from '../../../src/shell/sign-in';
import { preloadChunks } from '../../support/preloadChunks';
import { storyEnvironment, storyStore } from '../../support/storyEnvironment';
import { withShellState } from './support';

/**
 * Puts `SecureIDInvalid=1` (and an unrelated parameter that must survive) into the address
 * before the story renders, as the server's redirect after an invalid secure id does; puts
 * the address back afterwards.
 */
function withSecureIdInvalid(value = '1') {
  return () => {
    // The browser's address; the `server-render` project has none (the dialog stays closed).
    if (typeof window === 'undefined') return undefined;
    const before = window.location.href;
    const url = new URL(before);
    url.searchParams.set(SECURE_ID_INVALID_PARAM, value);
    url.searchParams.set('keep', 'me');
    window.history.replaceState(window.history.state, '', url);
    return () => window.history.replaceState(window.history.state, '', before);
  };
}

const business = { showBusinessSolutionsPageLink: true, businessSolutions: '/business/' };
const noBusiness = { showBusinessSolutionsPageLink: false };

const meta = {
  title: 'Shell/Session/SignedOutDialog',
  component: SignedOutDialog,
  loaders: [preloadChunks(loadSignedOutDialog)],
  decorators: [withShellState({ config: business })],
  beforeEach: withSecureIdInvalid(),
} satisfies Meta<typeof SignedOutDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The dialog once its title shows, queried afresh until then: in one order of the full suite
 * the first dialog found was no longer the one on screen when its title was checked (on both
 * tries), so a reference is taken only once the page has settled.
 */
const findDialog = () =>
  waitFor(
    () => {
      const dialog = screen.getByRole('alertdialog');
      expect(within(dialog).getByRole('heading')).toBeVisible();
      return dialog;
    },
    { timeout: 5000 },
  );

/**
 * Opened by `SecureIDInvalid=1`, which is then removed from the address (other parameters
 * stay). With the business-solutions link enabled, the content links to that page.
 */
export const Example: Story = {
  tags: ['text'],
  play: async () => {
    const dialog = await findDialog();
    await expect(within(dialog).getByRole('heading')).toBeVisible();
    const link = within(dialog).getByRole('link');
    await expect(link).toHaveAttribute('href', '/business/');
    await expect(within(dialog).getAllByRole('button')).toHaveLength(2);
    const query = new URL(window.location.href).searchParams;
    await expect(query.has(SECURE_ID_INVALID_PARAM)).toBe(false);
    await expect(query.get('keep')).toBe('me');
  },
};

/** The business-solutions link disabled in the configuration: no link, same message. */
export const WithoutBusinessSolutionsLink: Story = {
  decorators: [withShellState({ config: noBusiness })],
  play: async () => {
    const dialog = await findDialog();
    await expect(within(dialog).queryByRole('link')).not.toBeInTheDocument();
    await expect(dialog.querySelectorAll('p')).toHaveLength(2);
  },
};

/** The primary button closes the dialog and opens the sign-in dialog (in its sign-in section). */
export const SignInAgain: Story = {
  tags: ['mode-brand:main'],
  parameters: { screenshot: { disable: true } },
  play: async ({ loaded }) => {
    const store = storyStore(storyEnvironment({ loaded }));
    const dialog = await findDialog();
    const buttons = within(dialog).getAllByRole('button');
    await userEvent.click(buttons.at(-1) as HTMLElement);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await expect(store.get(signedOutDialogOpenAtom)).toBe(false);
    await expect(store.get(layoutAtom).showSignInDialog).toBe(true);
    await expect(store.get(signInDialogRequestAtom).mode).toBe('SignIn');
  },
};

/** Keyboard: Enter on the primary button signs in again; Esc alone only closes. */
export const KeyboardOnly: Story = {
  tags: ['mode-brand:main'],
  parameters: { screenshot: { disable: true } },
  play: async ({ loaded }) => {
    const store = storyStore(storyEnvironment({ loaded }));
    const dialog = await findDialog();
    const [notNow] = within(dialog).getAllByRole('button');
    await waitFor(() => expect(notNow).toHaveFocus());
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await expect(store.get(layoutAtom).showSignInDialog).toBe(false);

    store.set(signedOutDialogOpenAtom, true);
    const again = await findDialog();
    await userEvent.tab();
    await expect(within(again).getAllByRole('button').at(-1)).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(store.get(layoutAtom).showSignInDialog).toBe(true));
  },
};

/** Without the parameter (or with another value) the dialog stays closed. */
export const NotSignedOut: Story = {
  tags: ['mode-brand:main'],
  parameters: { screenshot: { disable: true } },
  beforeEach: withSecureIdInvalid('0'),
  play: async ({ loaded }) => {
    const store = storyStore(storyEnvironment({ loaded }));
    await waitFor(() => expect(store.get(signedOutDialogOpenAtom)).toBe(false));
    await expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    await expect(new URL(window.location.href).searchParams.get(SECURE_ID_INVALID_PARAM)).toBe('0');
  },
};
