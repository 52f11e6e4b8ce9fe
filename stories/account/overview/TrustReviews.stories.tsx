import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { TrustReviews } from '../../../src/account/overview';
import { members } from '../../../src/platform/fixtures';
import { mockApi } from '../../../src/platform/mocks/handlers';
import { copy } from '../../support/copy';
import {
  routerPath,
  type StoryEnvironment,
  storyEnvironment,
} from '../../support/storyEnvironment';
import { AccountStory } from '../support/AccountStory';

const meta = {
  title: 'Account/Overview/TrustReviews',
  component: TrustReviews,
  render: (args) => (
    <AccountStory member={members.activeYearly} path="/overview">
      <TrustReviews {...args} />
    </AccountStory>
  ),
  parameters: { msw: { handlers: mockApi({ member: members.activeYearly }) } },
} satisfies Meta<typeof TrustReviews>;
export default meta;
type Story = StoryObj<typeof meta>;

const headline = () => copy('account:trust.reviews', { count: 3400 });

async function expectHidden(canvasElement: HTMLElement, environment: StoryEnvironment) {
  const canvas = within(canvasElement);
  // The page has settled on its route, and the variation and site had time to arrive.
  await waitFor(() => expect(routerPath(environment)).toBe('/overview'));
  await new Promise((resolve) => setTimeout(resolve, 300));
  await expect(canvas.queryByText(headline())).toBeNull();
  await expect(canvas.queryByRole('link', { name: copy('account:links.reviews') })).toBeNull();
}

/**
 * The widget in the mode's site: five stars (decorative, with a text equivalent), "Over 3400
 * 5-star reviews" and a link to the reviews page. In the French and German brands' modes (FR,
 * DE) it is hidden (§1).
 */
export const Example: Story = {
  play: async ({ canvasElement, globals, loaded }) => {
    const canvas = within(canvasElement);
    if (globals.country === 'FR' || globals.country === 'DE') {
      await expectHidden(canvasElement, storyEnvironment({ loaded }));
      return;
    }
    await expect(await canvas.findByText(headline())).toBeVisible();
    // The stars are hidden from screen readers; the rating is said in words instead.
    await expect(canvas.getByText(copy('account:trust.rating', { rating: 5 }))).toBeInTheDocument();
    const stars = canvasElement.querySelector('[aria-hidden="true"] svg');
    await expect(stars).not.toBeNull();
    const link = canvas.getByRole('link', { name: copy('account:links.reviews') });
    await expect(link.getAttribute('href')).toMatch(/\/reviews\/$/);
    // Keyboard: the link is reachable with Tab.
    for (let i = 0; i < 5 && document.activeElement !== link; i += 1) await userEvent.tab();
    await expect(link).toHaveFocus();
  },
};

/** The French brand in France: no widget (§1, §6). */
export const HiddenInFrance: Story = {
  tags: ['mode-brand:fr-legal'],
  globals: { brand: 'fr-legal', country: 'FR', locale: 'fr-FR' },
  parameters: { screenshot: { disable: true } },
  play: async ({ canvasElement, loaded }) => {
    await expectHidden(canvasElement, storyEnvironment({ loaded }));
    await expect(canvasElement.querySelector('svg')).toBeNull();
  },
};

/** The German brand in Germany: no widget (§1, §6). */
export const HiddenInGermany: Story = {
  tags: ['mode-brand:de-legal'],
  globals: { brand: 'de-legal', country: 'DE', locale: 'de-DE' },
  parameters: { screenshot: { disable: true } },
  play: async ({ canvasElement, loaded }) => {
    await expectHidden(canvasElement, storyEnvironment({ loaded }));
    await expect(canvasElement.querySelector('svg')).toBeNull();
  },
};
