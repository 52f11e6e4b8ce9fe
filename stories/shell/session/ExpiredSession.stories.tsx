import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, http } from 'msw';
import { expect, screen, spyOn, userEvent, waitFor, within } from 'storybook/test';
import { isSignedInAtom } from '../../../src/platform/session/atoms';
import { layoutAtom } from '../../../src/shell/layout';
import {
  loadPolicyDialog,
  PolicyDialogs,
  PolicyKind,
  showPolicyDialogAtom,
} from '../../../src/shell/policies';
import {
  ExpiredSession,
  expiredSessionDialogOpenAtom,
  loadExpiredSessionDialog,
} from '../../../src/shell/session';
import { findOverlay } from '../../support/findOverlay';
import { preloadChunks } from '../../support/preloadChunks';
import { storyEnvironment, storyStore } from '../../support/storyEnvironment';
import { withShellState } from './support';

/** A rejection nobody handles, carrying `status` the way API failures and HTTP errors do. */
function rejectUnhandled(status: number) {
  void Promise.reject(Object.assign(new Error(`Request failed with status ${status}`), { status }));
}

const meta = {
  title: 'Shell/Session/ExpiredSession',
  component: ExpiredSession,
  args: { disableExpiredSessionDialog: false },
  decorators: [withShellState({ signedIn: true })],
  loaders: [preloadChunks(loadExpiredSessionDialog, loadPolicyDialog)],
} satisfies Meta<typeof ExpiredSession>;
export default meta;
type Story = StoryObj<typeof meta>;

// Generous: a busy full run renders slowly (the chunks themselves are preloaded).
const findDialog = () => findOverlay(screen, 'alertdialog', {}, { timeout: 8000 });

/**
 * An unhandled rejection with status 401 signs the member out locally and opens the dialog
 * (loaded on demand), which says the session expired and offers to sign in.
 */
export const Example: Story = {
  play: async ({ loaded }) => {
    const store = storyStore(storyEnvironment({ loaded }));
    await expect(store.get(isSignedInAtom)).toBe(true);
    await expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    rejectUnhandled(401);
    const dialog = await findDialog();
    await expect(within(dialog).getByRole('heading')).toBeVisible();
    await expect(within(dialog).getAllByRole('button')).toHaveLength(2);
    await expect(store.get(isSignedInAtom)).toBe(false);
  },
};

/** Its primary button closes it and opens the sign-in dialog. */
export const SignInAgain: Story = {
  tags: ['mode-brand:main'],
  parameters: { screenshot: { disable: true } },
  play: async ({ loaded }) => {
    const store = storyStore(storyEnvironment({ loaded }));
    rejectUnhandled(401);
    const dialog = await findDialog();
    await userEvent.click(within(dialog).getAllByRole('button').at(-1) as HTMLElement);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await expect(store.get(expiredSessionDialogOpenAtom)).toBe(false);
    await expect(store.get(layoutAtom).showSignInDialog).toBe(true);
  },
};

/** Other statuses are not an expired session: no dialog, the member stays signed in. */
export const OtherStatusesIgnored: Story = {
  tags: ['mode-brand:main'],
  parameters: { screenshot: { disable: true } },
  beforeEach: () => {
    // Not handled by the listener, the rejection reaches the console as an error.
    const error = spyOn(console, 'error').mockImplementation(() => {});
    return () => error.mockRestore();
  },
  play: async ({ loaded }) => {
    const store = storyStore(storyEnvironment({ loaded }));
    await waitFor(() => expect(store.get(isSignedInAtom)).toBe(true));
    rejectUnhandled(500);
    rejectUnhandled(403);
    await new Promise((resolve) => setTimeout(resolve, 200));
    await expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    await expect(store.get(expiredSessionDialogOpenAtom)).toBe(false);
    await expect(store.get(isSignedInAtom)).toBe(true);
  },
};

/**
 * `disableExpiredSessionDialog`: a 401 rejection neither shows nor loads the dialog, and the
 * session is left alone (another handler, here a stand-in for the host page's, sees it).
 */
export const Disabled: Story = {
  tags: ['mode-brand:main'],
  args: { disableExpiredSessionDialog: true },
  parameters: { screenshot: { disable: true } },
  play: async ({ loaded }) => {
    const store = storyStore(storyEnvironment({ loaded }));
    await waitFor(() => expect(store.get(isSignedInAtom)).toBe(true));
    const seen: unknown[] = [];
    const hostHandler = (event: PromiseRejectionEvent) => {
      seen.push(event.reason);
      event.preventDefault();
    };
    window.addEventListener('unhandledrejection', hostHandler);
    try {
      rejectUnhandled(401);
      await waitFor(() => expect(seen).toHaveLength(1));
      await expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
      await expect(store.get(expiredSessionDialogOpenAtom)).toBe(false);
      await expect(store.get(isSignedInAtom)).toBe(true);
    } finally {
      window.removeEventListener('unhandledrejection', hostHandler);
    }
  },
};

/**
 * End to end with a policy dialog: the policy call answers 401, the dialog shows its failure
 * and the rejection it leaves unhandled opens the expired-session dialog (page-shell §8).
 */
export const OpensOnPolicy401: Story = {
  tags: ['mode-brand:main'],
  parameters: {
    screenshot: { disable: true },
    msw: {
      handlers: [
        http.get(
          '*/common/components/website-policies/:brand/:document',
          () => new HttpResponse(null, { status: 401 }),
        ),
      ],
    },
  },
  render: (args) => (
    <>
      <ExpiredSession {...args} />
      <PolicyDialogs />
    </>
  ),
  beforeEach: () => {
    const error = spyOn(console, 'error').mockImplementation(() => {});
    return () => error.mockRestore();
  },
  play: async ({ loaded }) => {
    const store = storyStore(storyEnvironment({ loaded }));
    await waitFor(() => expect(store.get(isSignedInAtom)).toBe(true));
    store.set(showPolicyDialogAtom, { kind: PolicyKind.Terms });
    const dialog = await findDialog();
    await expect(within(dialog).getByRole('heading')).toBeVisible();
    await expect(console.error).toHaveBeenCalledWith('Failed fetching Terms of Use');
    await expect(store.get(isSignedInAtom)).toBe(false);
  },
};
