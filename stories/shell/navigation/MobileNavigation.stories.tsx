import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { findAffiliate } from '../../../src/shell/affiliate';
import {
  MobileNavigation,
  type MobileNavigationProps,
} from '../../../src/shell/navigation/MobileNavigation';
import { storyEnvironment, trackedEvents } from '../../support/storyEnvironment';
import { navigationHandlers, StayOnPage, serverMenu } from './navigationStory';

const meta = {
  title: 'Shell/Navigation/MobileNavigation',
  component: MobileNavigation,
  args: { onNavigate: fn() },
  argTypes: { affiliate: { control: false }, extraItems: { control: false } },
  decorators: [
    (Story) => (
      <StayOnPage>
        <Story />
      </StayOnPage>
    ),
  ],
  parameters: { msw: { handlers: navigationHandlers() } },
} satisfies Meta<MobileNavigationProps>;
export default meta;
type Story = StoryObj<typeof meta>;

type Globals = { brand: string; country: string; locale: string };

const findNav = (canvasElement: HTMLElement) =>
  within(canvasElement).findByRole('navigation', {}, { timeout: 5000 });

/**
 * The hamburger menu's categories (more than one contract in total): one disclosure per
 * category. Keyboard: Tab to a category, Enter expands it and shows its documents and the
 * category page; choosing a link is tracked and tells the menu to close.
 */
export const Example: Story = {
  play: async ({ args, canvasElement, globals, loaded }) => {
    const { brand, country, locale } = globals as Globals;
    const menu = serverMenu(brand, country, locale);
    const nav = await findNav(canvasElement);
    await expect(within(nav).getByRole('heading', { level: 2 })).toBeVisible();
    const triggers = within(nav).getAllByRole('button');
    await expect(triggers.map((t) => t.textContent)).toEqual(menu.map((c) => c.name));
    const environment = storyEnvironment({ loaded });
    await userEvent.tab();
    await expect(triggers[0]).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(triggers[0]).toHaveAttribute('aria-expanded', 'true');
    const first = menu[0];
    const link = await within(nav).findByRole('link', { name: first?.items[0]?.name });
    await expect(link).toHaveAttribute('href', first?.items[0]?.url);
    await userEvent.tab();
    await expect(link).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onNavigate).toHaveBeenCalled();
    await expect(trackedEvents(environment).at(-1)).toMatchObject({
      section: 'navigation',
      component: 'mobileNavigation',
      action: 'click',
      extra: { category: first?.code, item: first?.items[0]?.name, itemType: 'link' },
    });
    await expect(trackedEvents(environment).some((e) => e.action === 'expand')).toBe(true);
  },
};

/** With only one contract in total, the hamburger menu shows no categories at all. */
export const OneContract: Story = {
  parameters: {
    msw: {
      handlers: navigationHandlers((brand, country, locale) => {
        const [first] = serverMenu(brand, country, locale);
        return first ? [{ ...first, items: first.items.slice(0, 1) }] : [];
      }),
    },
  },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(within(canvasElement).queryByRole('status')).toBeNull(), {
      timeout: 5000,
    });
    await expect(within(canvasElement).queryByRole('navigation')).not.toBeInTheDocument();
  },
};

/** Two contracts in one category are enough to show it. */
export const TwoContracts: Story = {
  parameters: {
    msw: {
      handlers: navigationHandlers((brand, country, locale) => {
        const [first] = serverMenu(brand, country, locale);
        return first ? [{ ...first, items: first.items.slice(0, 2) }] : [];
      }),
    },
  },
  play: async ({ canvasElement }) => {
    const nav = await findNav(canvasElement);
    await expect(within(nav).getAllByRole('button')).toHaveLength(1);
  },
};

/** While the categories load: skeleton lines, announced once as loading. */
export const Loading: Story = {
  parameters: {
    msw: { handlers: navigationHandlers(undefined, { variants: { menuCategories: 'loading' } }) },
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('status')).toBeInTheDocument();
  },
};

/** The rental-risk affiliate's hamburger menu: only its categories. */
export const AffiliateFiltered: Story = {
  args: { affiliate: findAffiliate('rentshield') },
  play: async ({ canvasElement, globals }) => {
    const { brand, country, locale } = globals as Globals;
    const nav = await findNav(canvasElement);
    const realEstate = serverMenu(brand, country, locale).find(
      (c) => c.code === 'REALESTATE',
    )?.name;
    await expect(within(nav).queryByRole('button', { name: realEstate })).toBeNull();
  },
};
