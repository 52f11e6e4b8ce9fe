import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, spyOn, userEvent, waitFor, within } from 'storybook/test';
import { Badge } from '../../../src/ds/Badge/Badge';
import { Inline } from '../../../src/ds/layout';
import { setSiteConfigAtom } from '../../../src/platform/config/atoms';
import type { TrackedEvent } from '../../../src/platform/tracking/track';
import { findAffiliate, RENTAL_RISK_CATEGORIES } from '../../../src/shell/affiliate';
import { patchLayoutAtom } from '../../../src/shell/layout';
import {
  DesktopNavigation,
  type DesktopNavigationProps,
  type NavigationItem,
} from '../../../src/shell/navigation';
import {
  applyCanadaHubExperiment,
  CANADA_HUB_EXPERIMENTS,
  linkWithoutStrategyWarning,
} from '../../../src/shell/navigation/rules';
import { useSample } from '../../support/Sample';
import { storyEnvironment, trackedEvents } from '../../support/storyEnvironment';
import {
  firstCategories,
  navigationHandlers,
  SearchSlot,
  StayOnPage,
  serverMenu,
  WithStore,
} from './navigationStory';

const meta = {
  title: 'Shell/Navigation/DesktopNavigation',
  component: DesktopNavigation,
  args: { search: <SearchSlot />, onItemAction: fn() },
  argTypes: {
    search: { control: false },
    affiliate: { control: false },
    extraItems: { control: false },
    renderCustomItem: { control: false },
    dropdownType: { control: 'inline-radio', options: [undefined, 'hover', 'click'] },
  },
  decorators: [
    (Story) => (
      <StayOnPage>
        <Story />
      </StayOnPage>
    ),
  ],
  parameters: { msw: { handlers: navigationHandlers() } },
} satisfies Meta<DesktopNavigationProps>;
export default meta;
type Story = StoryObj<typeof meta>;

type Globals = {
  brand: string;
  country: string;
  locale: string;
  [experiment: `exp_${string}`]: unknown;
};

/** The categories the bar shows: the server's menu less the Canada hubs the mode's experiments hide. */
function shownMenu({ brand, country, locale, ...globals }: Globals) {
  const variations = Object.fromEntries(
    Object.values(CANADA_HUB_EXPERIMENTS).map((key) => [key, globals[`exp_${key}`] as string]),
  );
  return applyCanadaHubExperiment(serverMenu(brand, country, locale), country, variations);
}

/** The bar, once the categories have loaded. */
const findBar = (canvasElement: HTMLElement) =>
  within(canvasElement).findByRole('menubar', {}, { timeout: 5000 });
/** The categories of the bar (not the items of an open dropdown). */
const categoriesOf = (bar: HTMLElement) => [
  ...bar.querySelectorAll<HTMLElement>(':scope > [role="none"] > [role="menuitem"]'),
];
const names = (bar: HTMLElement) => categoriesOf(bar).map((item) => item.textContent?.trim());
const category = (bar: HTMLElement, index: number) => {
  const found = categoriesOf(bar).at(index);
  if (!found) throw new Error(`no category ${index}`);
  return found;
};
const openMenus = () => screen.queryAllByRole('menu');
const findMenu = () => screen.findByRole('menu');
const menuItems = (menu: HTMLElement) => within(menu).getAllByRole('menuitem');

/** Opens the first category with a click and checks its dropdown lists the server's items. */
async function openFirst(canvasElement: HTMLElement, globals: Globals) {
  const bar = await findBar(canvasElement);
  const shown = shownMenu(globals);
  await expect(names(bar)).toEqual(shown.map((c) => c.name));
  const first = category(bar, 0);
  await userEvent.click(first);
  const menu = await findMenu();
  await expect(first).toHaveAttribute('aria-expanded', 'true');
  const expected = shown[0]?.items.map((item) => item.name) ?? [];
  await expect(menuItems(menu).map((item) => item.textContent)).toEqual(
    expect.arrayContaining(expected),
  );
  // Nothing spills out of the viewport, on a phone either.
  const rect = menu.getBoundingClientRect();
  await expect(rect.left).toBeGreaterThanOrEqual(0);
  await expect(rect.right).toBeLessThanOrEqual(document.documentElement.clientWidth);
  return { bar, menu };
}

/** The bar of the brand of the mode (each brand's own menu), its first dropdown open. */
export const Example: Story = {
  tags: ['text'],
  play: async ({ canvasElement, globals }) => {
    await openFirst(canvasElement, globals as Globals);
  },
};

/** Main brand, United States: nine categories (extended), click dropdowns in two columns. */
export const MainUS: Story = {
  tags: ['mode-brand:main'],
  globals: { brand: 'main', country: 'US', locale: 'en-US' },
  play: async ({ canvasElement, globals }) => {
    await openFirst(canvasElement, globals as Globals);
  },
};

/** The legal-contracts brand in Great Britain. */
export const LegalContractsGB: Story = {
  tags: ['mode-brand:legal-contracts'],
  globals: { brand: 'legal-contracts', country: 'GB', locale: 'en-GB' },
  play: async ({ canvasElement, globals }) => {
    await openFirst(canvasElement, globals as Globals);
  },
};

/** The French legal-docs brand in France: the French catalogue and copy. */
export const FrLegalFR: Story = {
  tags: ['mode-brand:fr-legal'],
  globals: { brand: 'fr-legal', country: 'FR', locale: 'fr-FR' },
  play: async ({ canvasElement, globals }) => {
    await openFirst(canvasElement, globals as Globals);
    await expect(await screen.findByText(/Voir tous les documents/)).toBeVisible();
  },
};

/** The German legal-docs brand in Germany. */
export const DeLegalDE: Story = {
  tags: ['mode-brand:de-legal'],
  globals: { brand: 'de-legal', country: 'DE', locale: 'de-DE' },
  play: async ({ canvasElement, globals }) => {
    await openFirst(canvasElement, globals as Globals);
    await expect(await screen.findByText(/Alle Dokumente der Kategorie/)).toBeVisible();
  },
};

/**
 * Fewer than 7 categories expand on hover: pointing at a category opens it without taking
 * focus, pointing at the next one switches. (Shown with the first five of the brand's menu.)
 */
export const HoverDropdowns: Story = {
  parameters: { msw: { handlers: navigationHandlers(firstCategories(5)) } },
  play: async ({ canvasElement }) => {
    const bar = await findBar(canvasElement);
    await expect(bar).not.toHaveAttribute('data-extended');
    await userEvent.hover(category(bar, 0));
    const first = await findMenu();
    await expect(category(bar, 0)).toHaveAttribute('aria-expanded', 'true');
    await expect(first).not.toContainElement(document.activeElement as HTMLElement);
    await userEvent.unhover(category(bar, 0));
    await userEvent.hover(category(bar, 1));
    await waitFor(() => expect(category(bar, 1)).toHaveAttribute('aria-expanded', 'true'));
    await expect(category(bar, 0)).toHaveAttribute('aria-expanded', 'false');
    await expect(openMenus()).toHaveLength(1);
  },
};

/** Leaving a hover dropdown (trigger and panel) closes it after a short grace period. */
export const HoverLeaveCloses: Story = {
  tags: ['mode-brand:main'],
  parameters: {
    msw: { handlers: navigationHandlers(firstCategories(5)) },
    screenshot: { disable: true },
  },
  play: async ({ canvasElement }) => {
    const bar = await findBar(canvasElement);
    await userEvent.hover(category(bar, 0));
    const menu = await findMenu();
    // Moving from the category into its dropdown keeps it open.
    await userEvent.unhover(category(bar, 0));
    await userEvent.hover(menuItems(menu)[0] as HTMLElement);
    await new Promise((resolve) => setTimeout(resolve, 400));
    await expect(menu).toBeInTheDocument();
    await userEvent.unhover(menuItems(menu)[0] as HTMLElement);
    await userEvent.unhover(menu);
    await waitFor(() => expect(openMenus()).toHaveLength(0));
    // A click pins a hover dropdown open: leaving no longer closes it.
    await userEvent.hover(category(bar, 0));
    await findMenu();
    await userEvent.click(category(bar, 0));
    await userEvent.unhover(category(bar, 0));
    await new Promise((resolve) => setTimeout(resolve, 400));
    await expect(openMenus()).toHaveLength(1);
  },
};

/**
 * Extended navigation (7 or more categories) expands on click: hovering does nothing, a click
 * opens, a second click or a click outside closes.
 */
export const ClickDropdowns: Story = {
  tags: ['mode-brand:main'],
  globals: { brand: 'main', country: 'US', locale: 'en-US' },
  play: async ({ canvasElement }) => {
    const bar = await findBar(canvasElement);
    await userEvent.hover(category(bar, 1));
    await new Promise((resolve) => setTimeout(resolve, 300));
    await expect(openMenus()).toHaveLength(0);
    await userEvent.click(category(bar, 1));
    await findMenu();
    await userEvent.click(category(bar, 1));
    await waitFor(() => expect(openMenus()).toHaveLength(0));
    await userEvent.click(category(bar, 1));
    await findMenu();
    await userEvent.click(document.body);
    await waitFor(() => expect(openMenus()).toHaveLength(0));
    await userEvent.click(category(bar, 1));
    await expect(await findMenu()).toBeVisible();
  },
};

/**
 * Extended layout: at 7 or more categories the bar tightens and a dropdown lays its documents
 * out in two columns, "view all" across both.
 */
export const Extended: Story = {
  tags: ['mode-brand:main'],
  globals: { brand: 'main', country: 'US', locale: 'en-US' },
  play: async ({ canvasElement }) => {
    const bar = await findBar(canvasElement);
    await expect(categoriesOf(bar).length).toBeGreaterThanOrEqual(7);
    await expect(bar).toHaveAttribute('data-extended');
    await userEvent.click(category(bar, 0));
    const menu = await findMenu();
    await expect(getComputedStyle(menu).gridTemplateColumns.split(' ')).toHaveLength(2);
    const [first, second] = menuItems(menu) as [HTMLElement, HTMLElement];
    // Side by side: the second document starts to the right of the first, on the same row.
    await expect(second.getBoundingClientRect().left).toBeGreaterThan(
      first.getBoundingClientRect().right - 1,
    );
  },
};

/**
 * The rental-risk affiliate (`pid=pg-rentshield`) sees only its eight categories: here real
 * estate is gone.
 */
export const AffiliateFiltered: Story = {
  args: { affiliate: findAffiliate('rentshield') },
  play: async ({ canvasElement, globals }) => {
    const { brand, country, locale } = globals as Globals;
    const bar = await findBar(canvasElement);
    const allowed: readonly string[] = RENTAL_RISK_CATEGORIES;
    const menu = serverMenu(brand, country, locale);
    await expect(names(bar)).toEqual(
      menu.filter((c) => allowed.includes(c.code)).map((c) => c.name),
    );
    const realEstate = menu.find((c) => c.code === 'REALESTATE')?.name ?? '';
    await expect(names(bar)).not.toContain(realEstate);
  },
};

/** Most affiliates see notary, e-signature and the AI assistant only (those the brand has). */
export const AffiliateServicesOnly: Story = {
  tags: ['mode-brand:main'],
  globals: { brand: 'main', country: 'US', locale: 'en-US' },
  args: { affiliate: findAffiliate('brightledger') },
  play: async ({ canvasElement }) => {
    const bar = await findBar(canvasElement);
    await expect(names(bar)).toEqual(['Online Notary', 'E-Signature', 'AI Legal Assistant']);
    // Three categories: not extended, hover dropdowns.
    await expect(bar).not.toHaveAttribute('data-extended');
  },
};

const canadaHubs = ['Sales & Loans', 'Business Planning', 'Parent & Guardian'];

/** Canada, hub experiments at control (C): the three hubs are hidden. */
export const CanadaHubsControl: Story = {
  tags: ['mode-brand:main'],
  globals: {
    brand: 'main',
    country: 'CA',
    locale: 'en-CA',
    exp_canadaHubSalesLoans: 'C',
    exp_canadaHubBusinessPlanning: 'C',
    exp_canadaHubParentGuardian: 'C',
  },
  play: async ({ canvasElement }) => {
    const bar = await findBar(canvasElement);
    for (const hub of canadaHubs) await expect(names(bar)).not.toContain(hub);
    await expect(names(bar)).toHaveLength(serverMenu('main', 'CA').length - 3);
  },
};

/** Canada, hub experiments at treatment (N): the three hubs show. */
export const CanadaHubsTreatment: Story = {
  tags: ['mode-brand:main'],
  globals: {
    brand: 'main',
    country: 'CA',
    locale: 'en-CA',
    exp_canadaHubSalesLoans: 'N',
    exp_canadaHubBusinessPlanning: 'N',
    exp_canadaHubParentGuardian: 'N',
  },
  play: async ({ canvasElement }) => {
    const bar = await findBar(canvasElement);
    await waitFor(() => expect(names(bar)).toEqual(expect.arrayContaining(canadaHubs)));
    await expect(names(bar)).toEqual(serverMenu('main', 'CA').map((c) => c.name));
  },
};

/** While the categories load: a skeleton of the bar (announced once as loading), the search. */
export const Loading: Story = {
  parameters: {
    msw: { handlers: navigationHandlers(undefined, { variants: { menuCategories: 'loading' } }) },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const nav = await canvas.findByRole('navigation');
    await expect(within(nav).getByRole('status')).toBeInTheDocument();
    await expect(within(nav).queryByRole('menubar')).not.toBeInTheDocument();
    await expect(within(nav).getByRole('button')).toBeVisible();
  },
};

/**
 * The categories call fails: no bar, no dialog; the search stays. The client logs the
 * failure.
 */
export const Failure: Story = {
  parameters: {
    msw: { handlers: navigationHandlers(undefined, { variants: { menuCategories: 'failure' } }) },
  },
  beforeEach: () => {
    const spy = spyOn(console, 'error').mockImplementation(() => {});
    return () => spy.mockRestore();
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const nav = await canvas.findByRole('navigation');
    await waitFor(() => expect(within(nav).queryByRole('status')).not.toBeInTheDocument(), {
      timeout: 5000,
    });
    await expect(within(nav).queryByRole('menubar')).not.toBeInTheDocument();
    await expect(within(nav).getByRole('button')).toBeVisible();
    await expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    await waitFor(() => expect(console.error).toHaveBeenCalled());
  },
};

/** Failure without a search slot: nothing at all is rendered. */
export const FailureWithoutSearch: Story = {
  tags: ['mode-brand:main'],
  args: { search: undefined },
  parameters: {
    msw: { handlers: navigationHandlers(undefined, { variants: { menuCategories: 'malformed' } }) },
    screenshot: { disable: true },
  },
  beforeEach: () => {
    const spy = spyOn(console, 'error').mockImplementation(() => {});
    return () => spy.mockRestore();
  },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(console.error).toHaveBeenCalled(), { timeout: 5000 });
    await waitFor(() => expect(canvasElement.querySelector('nav')).toBeNull());
  },
};

const BROKEN_VALUE = 'javascript:void(0)';

/**
 * A link without a navigation strategy (here `javascript:void(0)`) is left out of its dropdown
 * and a console warning names its title and value.
 */
export const LinkWithoutStrategy: Story = {
  tags: ['mode-brand:main'],
  parameters: {
    msw: {
      handlers: navigationHandlers((brand, country, locale) => {
        const [first, ...rest] = serverMenu(brand, country, locale);
        if (!first) return rest;
        const items = first.items.map((item, index) =>
          index === 1 ? { ...item, url: BROKEN_VALUE } : item,
        );
        return [{ ...first, items }, ...rest];
      }),
    },
    screenshot: { disable: true },
  },
  beforeEach: () => {
    const spy = spyOn(console, 'warn').mockImplementation(() => {});
    return () => spy.mockRestore();
  },
  play: async ({ canvasElement, globals }) => {
    const { brand, country, locale } = globals as Globals;
    const broken = serverMenu(brand, country, locale)[0]?.items[1]?.name ?? '';
    const bar = await findBar(canvasElement);
    await waitFor(() =>
      expect(console.warn).toHaveBeenCalledWith(
        linkWithoutStrategyWarning({ title: broken, value: BROKEN_VALUE }),
      ),
    );
    await userEvent.click(category(bar, 0));
    const menu = await findMenu();
    await expect(within(menu).queryByText(broken)).not.toBeInTheDocument();
    for (const item of menuItems(menu)) {
      await expect(item.getAttribute('href')).not.toBe(BROKEN_VALUE);
    }
  },
};

/** Entries of all three types: a Button, a Custom item (badge), an external Link (new tab). */
function WithItemTypes(props: DesktopNavigationProps) {
  const sample = useSample();
  const extraItems: Record<string, NavigationItem[]> = {
    ESTATE: [
      {
        type: 'button',
        id: 'assistant',
        title: sample('navigationSamples:askAssistant'),
        value: 'openAssistant',
      },
      {
        type: 'custom',
        id: 'review',
        title: sample('navigationSamples:contractReview'),
        value: 'contractReview',
      },
      {
        type: 'link',
        id: 'library',
        title: sample('navigationSamples:lawLibrary'),
        value: 'https://law-library.example/',
      },
    ],
  };
  return (
    <DesktopNavigation
      {...props}
      extraItems={extraItems}
      renderCustomItem={(item) => (
        <Inline space="sm">
          <span>{item.title}</span>
          <Badge tone="info">{sample('navigationSamples:newBadge')}</Badge>
        </Inline>
      )}
    />
  );
}

/**
 * Menu item types: after the category's documents come a Button (runs the host's action), a
 * Custom item (the host draws it; it acts like a button) and a Link to another site (opens in
 * a new tab). Pressing the button by keyboard runs the action, is tracked, and closes the
 * dropdown with focus back on its category.
 */
export const ItemTypes: Story = {
  render: (args) => <WithItemTypes {...args} />,
  play: async ({ args, canvasElement, loaded }) => {
    const environment = storyEnvironment({ loaded });
    const bar = await findBar(canvasElement);
    category(bar, 0).focus();
    await userEvent.keyboard('{Enter}');
    const menu = await findMenu();
    const items = menuItems(menu);
    const library = items.at(-2) as HTMLElement;
    await expect(library.tagName).toBe('A');
    await expect(library).toHaveAttribute('target', '_blank');
    await expect(library).toHaveAttribute('href', 'https://law-library.example/');
    // End is "view all"; up from it: library, custom, button.
    await userEvent.keyboard('{End}{ArrowUp}{ArrowUp}{ArrowUp}');
    const button = items.at(-4) as HTMLElement;
    await expect(button).toHaveFocus();
    await expect(button.tagName).toBe('BUTTON');
    await userEvent.keyboard('{Enter}');
    await expect(args.onItemAction).toHaveBeenCalledWith(
      expect.objectContaining({ type: 'button', value: 'openAssistant' }),
      'ESTATE',
    );
    await waitFor(() => expect(openMenus()).toHaveLength(0));
    await expect(category(bar, 0)).toHaveFocus();
    await expect(trackedEvents(environment).at(-1)).toMatchObject({
      section: 'navigation',
      component: 'desktopNavigation',
      action: 'click',
      extra: { category: 'ESTATE', itemType: 'button', value: 'openAssistant' },
    });
    // The custom item, by pointer.
    await userEvent.click(category(bar, 0));
    const reopened = await findMenu();
    await userEvent.click(menuItems(reopened).at(-3) as HTMLElement);
    await expect(args.onItemAction).toHaveBeenLastCalledWith(
      expect.objectContaining({ type: 'custom', value: 'contractReview' }),
      'ESTATE',
    );
    // Shown open for review.
    await userEvent.click(category(bar, 0));
    await expect(await findMenu()).toBeVisible();
  },
};

/**
 * The menu bar by keyboard: Tab enters on the first category, Left/Right (wrapping), Home and
 * End move between categories; Down opens on the first document, Up/Down move (wrapping), Esc
 * closes and returns to the category; Enter opens, Right moves on to the next category's
 * dropdown; Space opens, Tab leaves the bar for the search box and closes the dropdown.
 */
export const KeyboardWalkthrough: Story = {
  tags: ['mode-brand:main'],
  parameters: { screenshot: { disable: true } },
  play: async ({ canvasElement }) => {
    const bar = await findBar(canvasElement);
    const count = categoriesOf(bar).length;
    await userEvent.tab();
    await expect(category(bar, 0)).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(category(bar, 1)).toHaveFocus();
    await expect(category(bar, 1)).toHaveAttribute('tabindex', '0');
    await expect(category(bar, 0)).toHaveAttribute('tabindex', '-1');
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}');
    await expect(category(bar, count - 1)).toHaveFocus();
    await userEvent.keyboard('{Home}');
    await expect(category(bar, 0)).toHaveFocus();
    await userEvent.keyboard('{End}{ArrowRight}');
    await expect(category(bar, 0)).toHaveFocus();

    await userEvent.keyboard('{ArrowDown}');
    const menu = await findMenu();
    const items = menuItems(menu);
    await waitFor(() => expect(items[0]).toHaveFocus());
    await expect(category(bar, 0)).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard('{ArrowDown}');
    await expect(items[1]).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}{ArrowUp}');
    await expect(items.at(-1)).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(openMenus()).toHaveLength(0));
    await expect(category(bar, 0)).toHaveFocus();

    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(menuItems(screen.getByRole('menu'))[0]).toHaveFocus());
    await userEvent.keyboard('{ArrowRight}');
    await waitFor(() => expect(category(bar, 1)).toHaveAttribute('aria-expanded', 'true'));
    await expect(category(bar, 0)).toHaveAttribute('aria-expanded', 'false');
    await waitFor(() => expect(menuItems(screen.getByRole('menu'))[0]).toHaveFocus());
    await userEvent.keyboard('{Escape}');
    await expect(category(bar, 1)).toHaveFocus();

    await userEvent.keyboard(' ');
    await findMenu();
    await userEvent.tab();
    await expect(within(canvasElement).getAllByRole('button').at(-1)).toHaveFocus();
    await waitFor(() => expect(openMenus()).toHaveLength(0));
    await userEvent.tab({ shift: true });
    await expect(category(bar, 1)).toHaveFocus();
  },
};

/**
 * Menu clicks are tracked (page-shell §7) in the navigation section: opening a category and
 * choosing a document, with Member/Guest and the device type; the dropdown then closes.
 */
export const MenuClickTracking: Story = {
  tags: ['mode-brand:main'],
  parameters: { screenshot: { disable: true } },
  play: async ({ canvasElement, globals, loaded }) => {
    const { brand, country, locale } = globals as Globals;
    const environment = storyEnvironment({ loaded });
    const bar = await findBar(canvasElement);
    await userEvent.click(category(bar, 0));
    const menu = await findMenu();
    const first = serverMenu(brand, country, locale)[0];
    await userEvent.click(within(menu).getByText(first?.items[0]?.name ?? ''));
    await waitFor(() => expect(openMenus()).toHaveLength(0));
    const events: TrackedEvent[] = trackedEvents(environment);
    await expect(events).toEqual([
      expect.objectContaining({
        section: 'navigation',
        component: 'desktopNavigation',
        action: 'open',
        extra: { category: first?.code },
        user: 'Guest',
      }),
      expect.objectContaining({
        section: 'navigation',
        component: 'desktopNavigation',
        action: 'click',
        extra: {
          category: first?.code,
          item: first?.items[0]?.name,
          itemType: 'link',
          value: first?.items[0]?.url,
        },
        user: 'Guest',
      }),
    ]);
    await expect(['mobile', 'tablet', 'desktop']).toContain(events[1]?.deviceType);
  },
};

/** Page-shell §2: hidden unless the banner style is normal (here: simple). */
export const HiddenForSimpleBanner: Story = {
  tags: ['mode-brand:main'],
  parameters: { screenshot: { disable: true } },
  render: (args) => (
    <WithStore setup={(store) => store.set(patchLayoutAtom, { bannerStyle: 'simple' })}>
      <DesktopNavigation {...args} />
    </WithStore>
  ),
  play: async ({ canvasElement }) => {
    await new Promise((resolve) => setTimeout(resolve, 300));
    await expect(within(canvasElement).queryByRole('navigation')).not.toBeInTheDocument();
  },
};

/** Page-shell §2: hidden when site config says showNavigation is false. */
export const HiddenByConfig: Story = {
  tags: ['mode-brand:main'],
  parameters: { screenshot: { disable: true } },
  render: (args) => (
    <WithStore
      setup={(store) => store.set(setSiteConfigAtom, { configValues: { showNavigation: false } })}
    >
      <DesktopNavigation {...args} />
    </WithStore>
  ),
  play: async ({ canvasElement }) => {
    await new Promise((resolve) => setTimeout(resolve, 300));
    await expect(within(canvasElement).queryByRole('navigation')).not.toBeInTheDocument();
  },
};
