import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { members } from '../../../src/platform/fixtures';
import { eventName, sendHostMessage } from '../../../src/platform/messages/messages';
import { mockApi } from '../../../src/platform/mocks/handlers';
import { loadShellAlertDialog } from '../../../src/shell/alerts';
import { loadCookiePreferencesDialog } from '../../../src/shell/cookie-consent';
import { loadCountryMoreDialog } from '../../../src/shell/country-selector';
import { PageShell, type PageShellProps, shellPrefetch } from '../../../src/shell/page-shell';
import { loadPolicyDialog } from '../../../src/shell/policies';
import { loadMyDocumentsDialog, loadSignedOutDialog } from '../../../src/shell/session';
import { breakpoints } from '../../../tokens/breakpoints';
import { copy } from '../../support/copy';
import { findOverlay } from '../../support/findOverlay';
import { preloadChunks } from '../../support/preloadChunks';
import {
  PageShellHarness,
  type PageShellHarnessProps,
  SamplePageContent,
} from './PageShellHarness';

/**
 * The whole frame of a page (page-shell §2): header with navigation and search, maintenance
 * bar, the page's content, footer, cookie consent and the shell's dialogs, in every brand at
 * desktop and mobile, on the typed fixtures through MSW.
 */
type Args = PageShellProps &
  Pick<PageShellHarnessProps, 'member'> & {
    /** Listen to host-page messages on the window. @default false (stories stay isolated) */
    hostMessages?: boolean;
  };

const meta = {
  title: 'Shell/PageShell',
  component: PageShell,
  loaders: [
    preloadChunks(
      loadPolicyDialog,
      ...shellPrefetch.loads,
      loadShellAlertDialog,
      loadCookiePreferencesDialog,
      loadCountryMoreDialog,
      loadSignedOutDialog,
      loadMyDocumentsDialog,
    ),
  ],
  // No wait before the cookie bar, so a screenshot never depends on when it is taken.
  args: { search: '', cookieBarDelayMs: 0, hostMessages: false, children: <SamplePageContent /> },
  argTypes: {
    children: { control: false },
    member: { control: false },
    messageTarget: { control: false },
  },
  parameters: { layout: 'fullscreen', msw: { handlers: mockApi() } },
  render: ({ member, hostMessages, ...shell }) => (
    <PageShellHarness member={member}>
      <PageShell
        {...shell}
        // The host page's window; none on the server (the `server-render` project).
        messageTarget={hostMessages && typeof window !== 'undefined' ? window : null}
      />
    </PageShellHarness>
  ),
} satisfies Meta<Args>;
export default meta;
type Story = StoryObj<typeof meta>;

const sampleHeading = () => screen.findByRole('heading', { level: 1 });

/** The header once its skeleton has given way to the real bar. */
const loadedBanner = () =>
  waitFor(
    () => {
      const banner = screen.getByRole('banner');
      expect(banner).not.toHaveAttribute('data-testid', 'header-skeleton');
      return banner;
    },
    { timeout: 5000 },
  );

/** A guest's page: header, content and footer once the site configuration has arrived. */
export const Example: Story = {
  tags: ['text'],
  play: async () => {
    await sampleHeading();
    await loadedBanner();
    await expect(await screen.findByRole('contentinfo')).toBeVisible();
    await expect(screen.getByRole('main')).toContainElement(await sampleHeading());
  },
};

/** A free member signed in: the account menu instead of the sign-in links. */
export const Member: Story = {
  args: { member: members.noSubscriptions },
  play: async () => {
    const banner = await loadedBanner();
    await waitFor(() =>
      expect(
        within(banner).queryByRole('link', { name: /sign in|connecter|anmelden|iniciar/i }),
      ).toBeNull(),
    );
    await expect(await screen.findByRole('contentinfo')).toBeVisible();
  },
};

/** Until the site configuration arrives, header and footer hold their skeletons. */
export const Loading: Story = {
  parameters: { msw: { handlers: mockApi({ variants: { siteConfigValues: 'loading' } }) } },
  play: async () => {
    await sampleHeading();
    const footer = await screen.findByRole('contentinfo');
    await expect(footer.querySelector('[aria-busy="true"]')).not.toBeNull();
    await expect(within(footer).queryByRole('link')).toBeNull();
  },
};

/** The keyboard's first stop is the skip link; it moves focus to the page's content. */
export const SkipLink: Story = {
  tags: ['mode-brand:main'],
  parameters: { screenshot: { disable: true } },
  play: async () => {
    await sampleHeading();
    await userEvent.tab();
    const skip = document.activeElement as HTMLElement;
    await expect(skip.tagName).toBe('A');
    await expect(skip.getAttribute('href')).toBe('#main-content');
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('main')));
  },
};

/**
 * A host page drives the shell through its messages (page-shell §7): footer and banner style,
 * the sign-in and policy dialogs, the language, and a snapshot of the user.
 */
export const HostMessages: Story = {
  tags: ['mode-brand:main'],
  args: { hostMessages: true },
  parameters: { screenshot: { disable: true } },
  play: async () => {
    const banner = await loadedBanner();
    await screen.findByRole('contentinfo');
    const desktop = window.innerWidth >= breakpoints.desktop;
    if (desktop) await within(banner).findByRole('menubar');

    sendHostMessage(window, 'set-footer-style', 'none');
    await waitFor(() => expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument());
    sendHostMessage(window, 'set-banner-style', 'simple');
    await waitFor(() => expect(screen.queryByRole('menubar')).not.toBeInTheDocument());

    sendHostMessage(window, 'open-sign-in-dialog', { mode: 'Create' });
    const signIn = await findOverlay(screen, 'dialog', undefined, { timeout: 5000 });
    await expect(
      await within(signIn).findByRole('heading', { name: copy('signIn:sections.create.title') }),
    ).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    sendHostMessage(window, 'show-website-policy-dialog', { policy: 'terms' });
    await expect(
      await findOverlay(
        screen,
        'dialog',
        { name: copy('policies:titles.termsOfUse') },
        { timeout: 8000 },
      ),
    ).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    const snapshot = new Promise<unknown>((resolve) =>
      window.addEventListener(
        eventName('snapshot-user'),
        (event) => resolve((event as CustomEvent).detail),
        { once: true },
      ),
    );
    sendHostMessage(window, 'get-user');
    const user = (await snapshot) as Record<string, unknown>;
    await expect(user.isSignedIn).toBe(false);
    await expect(user).not.toHaveProperty('secureId');

    sendHostMessage(window, 'set-translation-language', 'fr_FR');
    await waitFor(() => expect(document.documentElement.lang).toBe('fr-FR'));
    await expect(await sampleHeading()).toHaveTextContent(copy('pageShellStory:heading'));
  },
};
