import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { members } from '../../../src/platform/fixtures';
import { mockApi } from '../../../src/platform/mocks/handlers';
import { PageShellHarness } from './PageShellHarness';

/**
 * The whole frame of a page (page-shell §2): header with navigation and search, maintenance
 * bar, the page's content, footer, cookie consent and the shell's dialogs, in every brand at
 * desktop and mobile, on the typed fixtures through MSW.
 */
const meta = {
  title: 'Shell/PageShell',
  component: PageShellHarness,
  parameters: { layout: 'fullscreen', msw: { handlers: mockApi() } },
} satisfies Meta<typeof PageShellHarness>;
export default meta;
type Story = StoryObj<typeof meta>;

const sampleHeading = () => screen.findByRole('heading', { level: 1 });

/** A guest's page: header, content and footer once the site configuration has arrived. */
export const Guest: Story = {
  play: async () => {
    await sampleHeading();
    const banner = await screen.findByRole('banner');
    await waitFor(() => expect(within(banner).queryByRole('status')).not.toBeInTheDocument());
    await expect(await screen.findByRole('contentinfo')).toBeVisible();
    await expect(screen.getByRole('main')).toContainElement(await sampleHeading());
  },
};

/** A free member signed in: the account menu instead of the sign-in links. */
export const Member: Story = {
  args: { member: members.noSubscriptions },
  play: async () => {
    const banner = await screen.findByRole('banner');
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
